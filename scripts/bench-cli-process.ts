/**
 * `disclosure evaluate FILE` as a whole process against a Node process that
 * reads the same file and writes JSON.stringify(JSON.parse(text)): start-up,
 * reading and writing included on both sides, as wall time and as the CPU time
 * each process reports (steadier than wall time on a busy machine). Measures only.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { oracleSkipped, runOracle } from './bench-oracle.ts';
import { median } from './bench-table.ts';

const REPO = new URL('..', import.meta.url).pathname;
const FLOOR =
  'const fs = require("node:fs"); process.stdout.write(JSON.stringify(JSON.parse(fs.readFileSync(process.argv[1], "utf8"))))';

/** Loaded before the measured program: says its CPU time (user + system, every thread) on exit. */
const REPORT_CPU =
  'data:text/javascript,process.on("exit",()=>{const u=process.cpuUsage();process.stderr.write("cpu "+(u.user+u.system)+"\\n")})';

interface ProcessTime {
  wall: number;
  cpu: number;
}

function run(args: string[]): ProcessTime {
  const start = performance.now();
  const done = spawnSync(process.execPath, ['--import', REPORT_CPU, ...args], {
    cwd: REPO,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const wall = performance.now() - start;
  const stderr = done.stderr.toString();
  const cpu = /cpu (\d+)/.exec(stderr);
  if (done.status !== 0 || !cpu) throw new Error(`${args.join(' ')} failed: ${stderr.slice(0, 500)}`);
  return { wall, cpu: Number(cpu[1]) / 1000 };
}

const medians = (times: ProcessTime[]): ProcessTime => ({
  wall: median(times.map((t) => t.wall)),
  cpu: median(times.map((t) => t.cpu)),
});

let built = false;

/**
 * Medians of `runs` runs of each, taken in turn; the command's bundle is built first, as installed.
 * With an oracle (bench-oracle.ts), its wall time too, taken in the same turns.
 */
export function timeProcesses(
  text: string,
  runs: number,
): { cli: ProcessTime; floor: ProcessTime; oracle: number | null } {
  if (!built) {
    // bin/disclosure.mjs runs its bundle only while it is fresh; a stale one would be timed through tsx.
    const build = spawnSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: REPO, stdio: 'ignore' });
    if (build.status !== 0) throw new Error('the command bundle could not be built');
    built = true;
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-cli-'));
  try {
    const file = join(dir, 'scenario.json');
    writeFileSync(file, text);
    const cli: ProcessTime[] = [];
    const floor: ProcessTime[] = [];
    const oracle: number[] = [];
    const withOracle = oracleSkipped() === null;
    run(['bin/disclosure.mjs', 'evaluate', file]);
    if (withOracle) runOracle(file);
    for (let i = 0; i < runs; i++) {
      cli.push(run(['bin/disclosure.mjs', 'evaluate', file]));
      floor.push(run(['-e', FLOOR, file]));
      if (withOracle) oracle.push(runOracle(file));
    }
    return { cli: medians(cli), floor: medians(floor), oracle: withOracle ? median(oracle) : null };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
