/**
 * How long one full evaluation takes against the cheapest thing one could do
 * with the same input (JSON.parse + JSON.stringify), for 100 / 1,000 / 2,000
 * tools. Prints figures; it asserts nothing.
 *
 *   npm run bench            (or: npx tsx scripts/bench.ts [RUNS])
 */
import { loadTemplates } from '../cli/templates.ts';
import { evaluateScenario, parseJson } from '../core/index.ts';
import { buildScenario } from './bench-scenario.ts';

const SIZES = [100, 1_000, 2_000];
const RUNS = Number(process.argv[2] ?? 7);
const WARM_UP = 2;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function time(fn: () => void): number {
  for (let i = 0; i < WARM_UP; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

const templates = loadTemplates();
const rows: string[][] = [['tools', 'input', 'parse + evaluate (ms)', 'JSON parse+stringify (ms)', 'ratio']];
for (const size of SIZES) {
  const text = JSON.stringify(buildScenario(size), null, 2);
  const parsed = parseJson(text);
  if (!parsed.ok) throw new Error(parsed.error);
  const first = evaluateScenario(parsed.value, templates);
  if (!first.ok)
    console.warn(`${size} tools: the scenario was rejected (${first.error}); timing the rejection`);
  else if (first.report.errors.definitions.length > 0)
    throw new Error(`${size} tools: the generator wrote invalid definitions`);
  // Reading the text is part of an evaluation, as in the CLI and the app.
  const evaluate = time(() => {
    const value = parseJson(text);
    if (value.ok) evaluateScenario(value.value, templates);
  });
  const baseline = time(() => JSON.stringify(JSON.parse(text)));
  rows.push([
    String(size),
    `${(text.length / 1024).toFixed(0)} KiB`,
    evaluate.toFixed(2),
    baseline.toFixed(2),
    `${(evaluate / baseline).toFixed(1)}×`,
  ]);
}

const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
console.log(`median of ${RUNS} runs after ${WARM_UP} warm-up runs, Node ${process.version}\n`);
for (const [i, row] of rows.entries()) {
  console.log(
    row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '),
  );
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
