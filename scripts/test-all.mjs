// `npm test`: every check, stopping after the first stage with a failure, with its exit
// code. The steps of a stage share no state and run at once, each step's output printed
// whole when it ends; the stages run in order. The end-to-end tests come after the build
// they serve, in a later stage, so a failed build can never leave a stale dist/ under test.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

const STAGES = [
  // None of these reads what another writes: the type check writes build info only, the lint skips
  // dist/ and dist-cli/, the bundle writes dist-cli/, the build dist/.
  [
    ['type check', bin('tsc'), ['-b']],
    ['lint', bin('biome'), ['check', '.']],
    ['command bundle', process.execPath, [join(root, 'scripts', 'build-cli.mjs')]],
    ['browser for e2e', process.execPath, [join(root, 'scripts', 'ensure-chromium.mjs')]],
    ['production build', bin('vite'), ['build']],
  ],
  // The unit tests run the command's bundle and may serve the build, so both are finished first; the
  // package test packs what the two builds made, installs the tarball into an empty folder and runs it.
  [
    ['unit and parity tests', bin('vitest'), ['run']],
    ['installed package', bin('vitest'), ['run', '--config', 'scripts/package-test.config.ts']],
  ],
  [['end-to-end tests', bin('playwright'), ['test']]],
];

/** Runs one step; alone in its stage it prints as it goes, beside others its output is kept until it ends. */
function runStep([title, command, args], alone) {
  const line = `▶ ${title}: ${[command.replace(`${root}/`, ''), ...args].join(' ')}`;
  if (alone) console.log(`\n${line}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = (status, why) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) process.stdout.write(`\n${line}\n${Buffer.concat(output).toString()}`);
      if (status === 0) console.log(`✔ ${title} (${seconds} s)`);
      else console.log(`✘ ${title} failed (${why}, ${seconds} s)`);
      resolve({ title, status });
    };
    child.on('error', (error) => finish(1, error.message));
    child.on('close', (code, signal) => finish(code ?? 1, signal ? `signal ${signal}` : `exit ${code}`));
  });
}

const started = Date.now();
let passed = 0;
let failed = 0;
let exitCode = 0;
for (const [at, stage] of STAGES.entries()) {
  const results = await Promise.all(stage.map((step) => runStep(step, stage.length === 1)));
  for (const { status } of results) {
    if (status === 0) passed++;
    else {
      failed++;
      exitCode ||= status;
    }
  }
  if (failed > 0) {
    const rest = STAGES.slice(at + 1).flat();
    if (rest.length > 0) console.log(`  not run: ${rest.map(([title]) => title).join(', ')}`);
    break;
  }
}

console.log(`\n${passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`);
process.exitCode = exitCode;
