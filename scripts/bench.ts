/**
 * How long the command line's work takes against the cheapest thing one could
 * do with the same input (JSON.parse + JSON.stringify), for 100 to 100,000
 * tools, and the cost per tool; then the real-servers catalog (data/real-catalogs/)
 * with its searches, and the command as a whole process. Prints figures; it
 * asserts nothing.
 *
 *   npm run bench            (or: npx tsx scripts/bench.ts [RUNS];
 *                             BENCH_SIZES=100,2000 picks the sizes)
 */

import { timeProcesses } from './bench-cli-process.ts';
import {
  type CatalogFigures,
  type FindabilityFigures,
  measureCatalog,
  measureFindability,
  measureSearch,
  type Runs,
} from './bench-core.ts';
import { oracleSkipped } from './bench-oracle.ts';
import {
  REAL_CATALOG_LABEL,
  REAL_CATALOG_SERVERS,
  REAL_QUERIES,
  realCatalogText,
} from './bench-real-catalog.ts';
import { buildScenario } from './bench-scenario.ts';
import { formatTable } from './bench-table.ts';

const SIZES = (process.env.BENCH_SIZES ?? '100,1000,2000,10000,100000')
  .split(',')
  .filter((size) => size !== '')
  .map(Number);
const RUNS = Number(process.argv[2] ?? 7);
/** The size the command line is held to the floor at. */
const CLI_SIZE = 2000;
/** The sizes timed as whole processes, beside the real catalog: the floor's size and Anthropic's largest catalog. */
const PROCESS_SIZES = [CLI_SIZE, 10_000];

/** Fewer runs for the big catalogs: one run there takes seconds and varies little. */
function runsFor(size: number): Runs {
  return size >= 50_000 ? { warmUp: 1, runs: Math.min(RUNS, 3) } : { warmUp: 2, runs: RUNS };
}

const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`;

/** The review's findability probes: cold, after an edit, and what that edit searched and lent. */
const FINDABILITY_COLUMNS = [
  'findability, cold (ms)',
  'findability after an edit (ms)',
  'probes searched / lent',
];
const findabilityCells = (f: FindabilityFigures) => [
  f.cold.toFixed(1),
  f.afterEdit.toFixed(1),
  `${f.searched} / ${f.lent} (${f.tools} tools)`,
];

const rows: string[][] = [
  [
    'tools',
    'input',
    'parse + evaluate (ms)',
    'JSON parse+stringify (ms)',
    'ratio',
    'µs / tool',
    'one edit, cached (ms)',
    'review of an edit (ms)',
    ...FINDABILITY_COLUMNS,
  ],
];
const texts = new Map<number, string>();
const figures = new Map<number, CatalogFigures>();
for (const size of SIZES) {
  const text = JSON.stringify(buildScenario(size), null, 2);
  const f = measureCatalog(text, `${size} tools`, runsFor(size));
  const probes = measureFindability(text, `${size} tools`, runsFor(size));
  texts.set(size, text);
  figures.set(size, f);
  rows.push([
    size.toLocaleString('en'),
    `${(text.length / 1024).toFixed(0)} KiB`,
    f.evaluate.toFixed(1),
    f.baseline.toFixed(1),
    ratio(f.evaluate, f.baseline),
    ((f.evaluate * 1000) / size).toFixed(1),
    f.edit.toFixed(1),
    f.review.toFixed(1),
    ...findabilityCells(probes),
  ]);
}

console.log(`median of ${RUNS} runs (3 from 50,000 tools), Node ${process.version}\n`);
console.log(formatTable(rows));

// The real catalog: what 13 public servers publish, imported as the preset imports them.
const realText = realCatalogText();
const realTools = (JSON.parse(realText).definitions as unknown[]).length;
const real = measureCatalog(realText, REAL_CATALOG_LABEL, runsFor(realTools));
const search = measureSearch(realText, REAL_QUERIES, runsFor(realTools));
const realProbes = measureFindability(realText, REAL_CATALOG_LABEL, runsFor(realTools));
console.log(
  `\n${REAL_CATALOG_LABEL}: ${REAL_CATALOG_SERVERS} public MCP servers (data/real-catalogs/); searches: ${REAL_QUERIES.length} queries, ${RUNS} runs each\n`,
);
console.log(
  formatTable([
    [
      'catalog',
      'tools',
      'input',
      'parse + evaluate (ms)',
      'JSON parse+stringify (ms)',
      'ratio',
      'one edit, cached (ms)',
      'review of an edit (ms)',
      'search p50 / p95 (ms)',
      'edit, then search (ms)',
      ...FINDABILITY_COLUMNS,
    ],
    [
      REAL_CATALOG_LABEL,
      String(realTools),
      `${(realText.length / 1024).toFixed(0)} KiB`,
      real.evaluate.toFixed(1),
      real.baseline.toFixed(1),
      ratio(real.evaluate, real.baseline),
      real.edit.toFixed(1),
      real.review.toFixed(1),
      `${search.p50.toFixed(2)} / ${search.p95.toFixed(2)}`,
      search.afterEdit.toFixed(1),
      ...findabilityCells(realProbes),
    ],
  ]),
);

// The command line against the floor: its work in process (as the tables time it), and whole processes.
const cliText = texts.get(CLI_SIZE) ?? JSON.stringify(buildScenario(CLI_SIZE), null, 2);
const atCli = figures.get(CLI_SIZE) ?? measureCatalog(cliText, `${CLI_SIZE} tools`, runsFor(CLI_SIZE));
console.log(
  `\nthe command line at ${CLI_SIZE.toLocaleString('en')} tools: parse + evaluate ${atCli.evaluate.toFixed(1)} ms, ` +
    `${ratio(atCli.evaluate, atCli.baseline)} JSON.parse + JSON.stringify of the same text (${atCli.baseline.toFixed(1)} ms)`,
);
const skipped = oracleSkipped();
if (skipped) console.log(`(${skipped})`);
for (const [label, text] of [
  ...PROCESS_SIZES.map(
    (size) =>
      [
        `${size.toLocaleString('en')} tools`,
        texts.get(size) ?? JSON.stringify(buildScenario(size), null, 2),
      ] as const,
  ),
  [REAL_CATALOG_LABEL, realText] as const,
]) {
  const p = timeProcesses(text, RUNS);
  console.log(
    `as whole processes, ${label}: disclosure evaluate ${p.cli.wall.toFixed(0)} ms (CPU ${p.cli.cpu.toFixed(0)} ms), ` +
      `node reading, parsing and writing the file ${p.floor.wall.toFixed(0)} ms (CPU ${p.floor.cpu.toFixed(0)} ms): ` +
      `${ratio(p.cli.wall, p.floor.wall)} (CPU ${ratio(p.cli.cpu, p.floor.cpu)})` +
      (p.oracle === null
        ? ''
        : `; upstream's oracle ${p.oracle.toFixed(0)} ms, disclosure evaluate at ${ratio(p.cli.wall, p.oracle)} of it`),
  );
}
