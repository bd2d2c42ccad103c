/** Shared by the benchmarks: a median and a plain-text table for the terminal. */

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The nearest-rank percentile (p in 0..100) of the samples. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

/** A Markdown table: the first row is the header, the first column left-aligned, the rest right-aligned. */
export function formatTable(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, c) => Math.max(3, ...rows.map((r) => r[c]!.length)));
  const line = (row: readonly string[]) =>
    `| ${row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, c) => (c === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}
