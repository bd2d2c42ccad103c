// `npm test`: every check, in order, stopping at the first failure with its exit
// code. The end-to-end steps build right before Playwright serves the build, so a
// failed build can never leave a stale dist/ under test.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

const STEPS = [
  ['type check', bin('tsc'), ['-b']],
  ['lint', bin('biome'), ['check', '.']],
  ['command bundle', process.execPath, [join(root, 'scripts', 'build-cli.mjs')]],
  ['unit and parity tests', bin('vitest'), ['run']],
  ['browser for e2e', process.execPath, [join(root, 'scripts', 'ensure-chromium.mjs')]],
  ['production build', bin('vite'), ['build']],
  // Packs what the two builds made, installs the tarball into an empty folder and runs it.
  ['installed package', bin('vitest'), ['run', '--config', 'scripts/package-test.config.ts']],
  ['end-to-end tests', bin('playwright'), ['test']],
];

let passed = 0;
let failed = 0;
let exitCode = 0;
for (const [title, command, args] of STEPS) {
  console.log(`\n▶ ${title}: ${[command.replace(`${root}/`, ''), ...args].join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status === 0) {
    passed++;
    console.log(`✔ ${title} (${seconds} s)`);
    continue;
  }
  failed++;
  exitCode = run.status ?? 1;
  const why = run.error ? run.error.message : run.signal ? `signal ${run.signal}` : `exit ${run.status}`;
  console.log(`✘ ${title} failed (${why}, ${seconds} s)`);
  const skipped = STEPS.length - passed - failed;
  if (skipped > 0)
    console.log(
      `  not run: ${STEPS.slice(passed + failed)
        .map(([t]) => t)
        .join(', ')}`,
    );
  break;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = exitCode;
