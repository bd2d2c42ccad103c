/**
 * Upstream's own code as a yardstick: when `BENCH_ORACLE` names an executable
 * that evaluates one scenario file (upstream's Rust oracle, built apart from this
 * repository; `BENCH_ORACLE_ARGS` adds arguments before the file), the benchmarks
 * time it as a whole process on the same text as the command line and the page.
 * Without it they print that the comparison was skipped. Measures only.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './bench-table.ts';

const ORACLE = process.env.BENCH_ORACLE ?? '';
const ORACLE_ARGS = (process.env.BENCH_ORACLE_ARGS ?? '').split(/\s+/).filter((arg) => arg !== '');

/** Why there is no oracle column, or null when there is one. */
export function oracleSkipped(): string | null {
  return ORACLE === '' ? 'no upstream oracle: set BENCH_ORACLE to its binary to compare' : null;
}

/** The oracle's wall time for a whole process on `file`, in ms; throws when it fails. */
export function runOracle(file: string): number {
  const start = performance.now();
  const done = spawnSync(ORACLE, [...ORACLE_ARGS, file], { stdio: ['ignore', 'ignore', 'pipe'] });
  const wall = performance.now() - start;
  if (done.error || done.status !== 0)
    throw new Error(
      `the oracle failed on ${file}: ${done.error?.message ?? done.stderr.toString().slice(0, 500)}`,
    );
  return wall;
}

/** The median wall time of `runs` whole oracle processes on `text` (after one not counted). */
export function timeOracle(text: string, runs: number): number {
  const dir = mkdtempSync(join(tmpdir(), 'bench-oracle-'));
  try {
    const file = join(dir, 'scenario.json');
    writeFileSync(file, text);
    runOracle(file);
    return median(Array.from({ length: runs }, () => runOracle(file)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
