import { canonicalJson } from '../json/canonical-json.ts';
import { isJsonObject, type JsonValue } from '../json/json-value.ts';
import type { Report } from '../report/report.ts';

/** One side's answer to a query: the names tool_search returns, in order, or its error. */
export type QueryResults = { ok: true; names: string[] } | { ok: false; error: string };

/** One of the scenarios' `queries`, its results on both sides, and how they moved from A to B. */
export interface QueryComparison {
  arguments: JsonValue;
  /** The query text, when the arguments hold one. */
  query: string | null;
  /** Null when that side's scenario does not hold this query. */
  a: QueryResults | null;
  b: QueryResults | null;
  moved: { name: string; from: number; to: number }[];
  entered: { name: string; rank: number }[];
  left: { name: string; rank: number }[];
}

/**
 * Pairs the two sides' queries by their arguments (canonical JSON), A's order
 * first, then queries only B holds; ranks are 1-based positions in the results
 * the model receives.
 */
export function compareQueries(a: Report, b: Report): QueryComparison[] {
  const sideA = resultsByQuery(a);
  const sideB = resultsByQuery(b);
  const keys = [...new Set([...sideA.keys(), ...sideB.keys()])];
  return keys.map((key) => {
    const ra = sideA.get(key);
    const rb = sideB.get(key);
    const args = (ra ?? rb)!.arguments;
    const before = ra?.results.ok ? ra.results.names : [];
    const after = rb?.results.ok ? rb.results.names : [];
    const from = rankIn(before);
    const to = rankIn(after);
    return {
      arguments: args,
      query: isJsonObject(args) && typeof args.query === 'string' ? args.query : null,
      a: ra?.results ?? null,
      b: rb?.results ?? null,
      moved: [...to]
        .filter(([name, rank]) => from.has(name) && from.get(name) !== rank)
        .map(([name, rank]) => ({ name, from: from.get(name)!, to: rank })),
      entered: [...to].filter(([name]) => !from.has(name)).map(([name, rank]) => ({ name, rank })),
      left: [...from].filter(([name]) => !to.has(name)).map(([name, rank]) => ({ name, rank })),
    };
  });
}

/** Name → 1-based rank, in rank order; a name listed twice keeps its first place. */
function rankIn(names: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  names.forEach((name, i) => {
    if (!out.has(name)) out.set(name, i + 1);
  });
  return out;
}

function resultsByQuery(report: Report): Map<string, { arguments: JsonValue; results: QueryResults }> {
  const out = new Map<string, { arguments: JsonValue; results: QueryResults }>();
  for (const search of report.searches) {
    const key = canonicalJson(search.arguments);
    if (out.has(key)) continue; // a repeated query answers the same way; the first stands for it
    const results: QueryResults = search.ok
      ? { ok: true, names: outputNames(search.output) }
      : { ok: false, error: search.error };
    out.set(key, { arguments: search.arguments, results });
  }
  return out;
}

function outputNames(output: JsonValue): string[] {
  const results = isJsonObject(output) && Array.isArray(output.results) ? output.results : [];
  return results.flatMap((r) => (isJsonObject(r) && typeof r.name === 'string' ? [r.name] : []));
}
