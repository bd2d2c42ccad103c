/**
 * Peak memory (resident set) of `disclosure evaluate` and `disclosure link` on
 * generated catalogs, against Node reading the same file and JSON.parse-ing it.
 * Prints the figures of the machine it runs on; asserts nothing (docs/cli.md).
 *
 *   npx tsx scripts/measure-cli-memory.ts [TOOLS...]     (default: 5000 20000)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildScenario } from './bench-scenario.ts';

const REPO = new URL('..', import.meta.url).pathname;
/** Loaded before the measured program: reports its peak resident set on exit. */
const REPORT_PEAK =
  'data:text/javascript,process.on("exit",()=>process.stderr.write("peak "+process.resourceUsage().maxRSS+"\\n"))';

function peakMiB(args: string[]): number {
  const run = spawnSync(process.execPath, ['--import', REPORT_PEAK, ...args], {
    cwd: REPO,
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
    maxBuffer: 1 << 20,
  });
  const peak = /peak (\d+)/.exec(run.stderr);
  if (!peak) throw new Error(`no figure from ${args.join(' ')}: ${run.stderr.slice(0, 500)}`);
  return Number(peak[1]) / 1024;
}

// The command as installed runs its bundle only while it is fresh (bin/disclosure.mjs): build it, or an
// edited source would be measured through the TypeScript loader instead.
const built = spawnSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: REPO, stdio: 'inherit' });
if (built.status !== 0) throw new Error('the command bundle could not be built');

const sizes = process.argv.slice(2).map(Number);
const dir = mkdtempSync(join(tmpdir(), 'disclosure-memory-'));
/**
 * Two shapes per size: the benchmark's catalog, pretty-printed, and one-line tools written compactly,
 * whose report is larger than the file itself (the highest ratio to the file there is).
 */
const SHAPES = {
  bench: (tools: number) => JSON.stringify(buildScenario(tools), null, 2),
  small: (tools: number) =>
    JSON.stringify({
      mode: 'namespaces',
      definitions: Array.from({ length: tools }, (_, i) => ({
        capability_id: `ns${i % 50}.t${i}`,
        name: `ns${i % 50}__t${i}`,
        description: 'd',
        parameters: { type: 'object' },
      })),
    }),
};
const rows = [['tools', 'shape', 'file (MiB)', 'JSON.parse', 'evaluate', 'ratio', '× file', 'link', 'ratio']];
try {
  for (const [tools, shape] of (sizes.length > 0 ? sizes : [5_000, 20_000]).flatMap((n) =>
    (Object.keys(SHAPES) as (keyof typeof SHAPES)[]).map((s) => [n, s] as const),
  )) {
    const file = join(dir, `catalog-${tools}-${shape}.json`);
    writeFileSync(file, SHAPES[shape](tools));
    const baseline = peakMiB([
      '-e',
      `JSON.parse(require("node:fs").readFileSync(${JSON.stringify(file)}, "utf8"))`,
    ]);
    const evaluate = peakMiB(['bin/disclosure.mjs', 'evaluate', '--max-input-bytes', String(1 << 30), file]);
    const link = peakMiB(['bin/disclosure.mjs', 'link', '--max-input-bytes', String(1 << 30), file]);
    const fileMiB = statSync(file).size / 1048576;
    rows.push([
      String(tools),
      shape,
      fileMiB.toFixed(1),
      baseline.toFixed(0),
      evaluate.toFixed(0),
      `${(evaluate / baseline).toFixed(1)}×`,
      `${(evaluate / fileMiB).toFixed(1)}×`,
      link.toFixed(0),
      `${(link / baseline).toFixed(1)}×`,
    ]);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const idle = peakMiB(['-e', '0']);
console.log(
  `peak resident set in MiB, Node ${process.version} (an idle node process: ${idle.toFixed(0)} MiB)\n`,
);
for (const row of rows)
  console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(6) : cell.padStart(10))).join(' '));
