// Prints what installing the package costs a user: the tarball's size, the installed size
// (the package and its run-time dependencies, `npm install --omit=dev` into an empty folder)
// and how long the installed `disclosure --help` takes to start. Packs what is built: run
// `npm run build` first. Figures are in docs/packaging.md.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'disclosure-measure-'));
const RUNS = 10;

/** Bytes of every file under `path`. */
function sizeOf(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
}

const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

try {
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], {
      cwd: root,
      encoding: 'utf8',
    }),
  );
  const app = join(work, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), '{"private":true}');
  const installStarted = performance.now();
  execFileSync(
    'npm',
    ['install', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error', join(work, packed.filename)],
    {
      cwd: app,
    },
  );
  const installSeconds = (performance.now() - installStarted) / 1000;
  const modules = join(app, 'node_modules');
  const own = sizeOf(join(modules, packed.name));
  const all = sizeOf(modules);
  const packages = readdirSync(modules)
    .filter((n) => !n.startsWith('.'))
    .flatMap((n) => (n.startsWith('@') ? readdirSync(join(modules, n)) : [n])).length;

  const bin = join(modules, '.bin', 'disclosure');
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const run = spawnSync(bin, ['--help'], { cwd: app });
    times.push(performance.now() - started);
    if (run.status !== 0) throw new Error(`disclosure --help exited ${run.status}: ${run.stderr}`);
  }
  const rest = times.slice(1).sort((a, b) => a - b);

  console.log(`${packed.name}@${packed.version}`);
  console.log(`tarball                  ${mb(packed.size)} (${packed.entryCount} files)`);
  console.log(`unpacked package         ${mb(packed.unpackedSize)}`);
  console.log(
    `installed (--omit=dev)   ${mb(all)}: the package ${mb(own)}, ${packages - 1} dependencies ${mb(all - own)}`,
  );
  console.log(`install from the tarball ${installSeconds.toFixed(1)} s (dependencies from the registry)`);
  console.log(
    `disclosure --help        first run ${times[0].toFixed(0)} ms; median of the next ${RUNS - 1} ${rest[Math.floor(rest.length / 2)].toFixed(0)} ms`,
  );
  console.log(`node ${process.version}, ${process.platform}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
