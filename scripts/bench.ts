/**
 * How long the command line's work takes against the cheapest thing one could
 * do with the same input (JSON.parse + JSON.stringify), for 100 to 100,000
 * tools, and the cost per tool. Prints figures; it asserts nothing.
 *
 *   npm run bench            (or: npx tsx scripts/bench.ts [RUNS];
 *                             BENCH_SIZES=100,2000 picks the sizes)
 */
import { loadTemplates } from '../cli/templates.ts';
import { buildReviewReport, createEditSession, prepareReview } from '../core/index.ts';
import { buildScenario } from './bench-scenario.ts';
import { formatTable, median } from './bench-table.ts';

const SIZES = (process.env.BENCH_SIZES ?? '100,1000,2000,10000,100000').split(',').map(Number);
const RUNS = Number(process.argv[2] ?? 7);

/** Fewer runs for the big catalogs: one run there takes seconds and varies little. */
function runsFor(size: number): { warmUp: number; runs: number } {
  return size >= 50_000 ? { warmUp: 1, runs: Math.min(RUNS, 3) } : { warmUp: 2, runs: RUNS };
}

function time(size: number, fn: () => void): number {
  const { warmUp, runs } = runsFor(size);
  for (let i = 0; i < warmUp; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

const templates = loadTemplates();
// The share link is the link lane's work, not the review's: a review here is timed without one.
const noLink = { ok: false as const, reason: 'not made in the benchmark' };
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
  ],
];
for (const size of SIZES) {
  const text = JSON.stringify(buildScenario(size), null, 2);
  const first = createEditSession(templates).load(text).evaluation;
  if (!first.ok)
    console.warn(`${size} tools: the scenario was rejected (${first.error}); timing the rejection`);
  else if (first.report.errors.definitions.length > 0)
    throw new Error(`${size} tools: the generator wrote invalid definitions`);
  // The command line's case: a text read and evaluated by an edit session of its own.
  const evaluate = time(size, () => createEditSession(templates).load(text));
  const baseline = time(size, () => JSON.stringify(JSON.parse(text)));
  // The app's case: one edit session across edits, each edit changing one definition's description.
  const session = createEditSession(templates);
  let edits = 0;
  const marker = '"description": "Built-in read file."';
  const edit = time(size, () => {
    edits += 1;
    const edited = text.replace(marker, `"description": "Built-in read file, edit ${edits}."`);
    session.load(edited);
  });
  // The Worker's review lane after the same kind of edit: findings, summary and other runtimes.
  const reviewSession = createEditSession(templates);
  const review = time(size, () => {
    edits += 1;
    const edited = text.replace(marker, `"description": "Built-in read file, edit ${edits}."`);
    const subject = prepareReview(reviewSession.load(edited), templates, { link: () => noLink });
    if (subject.ok) buildReviewReport(subject.subject);
  });
  rows.push([
    size.toLocaleString('en'),
    `${(text.length / 1024).toFixed(0)} KiB`,
    evaluate.toFixed(1),
    baseline.toFixed(1),
    `${(evaluate / baseline).toFixed(1)}×`,
    ((evaluate * 1000) / size).toFixed(1),
    edit.toFixed(1),
    review.toFixed(1),
  ]);
}

console.log(`median of ${RUNS} runs (3 from 50,000 tools), Node ${process.version}\n`);
console.log(formatTable(rows));
