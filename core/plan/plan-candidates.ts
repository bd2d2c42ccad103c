import type { CatalogEntry } from '../catalog.ts';
import { resolveExpected } from '../review/findability-expectations.ts';
import type { ReviewSubject } from '../review/review-subject.ts';
import { compareBytes } from '../text/text.ts';
import type { PlanFigures } from './plan-figures.ts';
import type { PlanInputs } from './plan-inputs.ts';

/** Which tools the planner tries up front, and in what order (docs/planning.md, "How plans are chosen"). */

export interface Demand {
  /** Judged weight per tool name. */
  judged: Map<string, number>;
  /** Judged weight of the queries whose search misses the tool while it is deferred. */
  missed: Map<string, number>;
  usage: Map<string, number> | null;
}

/** What the judged queries and usage ask of each tool, read with everything deferred. */
export function demandOf(subject: ReviewSubject, inputs: PlanInputs, misses: PlanFigures['misses']): Demand {
  const { turn } = subject;
  const judged = new Map<string, number>();
  const missed = new Map<string, number>();
  const add = (m: Map<string, number>, name: string, w: number) => m.set(name, (m.get(name) ?? 0) + w);
  const byName = (name: string) => resolveExpected(turn.catalog, turn.catalogByName, name).entry;
  for (const miss of misses) {
    const entry = byName(miss.expected);
    if (entry) add(missed, entry.definition.name, inputs.weights[miss.query_index] ?? 1);
  }
  for (const e of subject.scenario.expectations.expectations)
    for (const expected of e.tools) {
      const entry = byName(expected);
      if (entry) add(judged, entry.definition.name, inputs.weights[e.query_index] ?? 1);
    }
  let usage: Map<string, number> | null = null;
  if (inputs.usage) {
    usage = new Map();
    for (const [name, count] of inputs.usage) {
      const entry = byName(name);
      if (entry) add(usage, entry.definition.name, count);
    }
  }
  return { judged, missed, usage };
}

/**
 * The order tools are kept up front in: first those a judged query misses while
 * they are deferred (most missed weight per token), then those found anyway (a
 * round trip saved per token), then those used; a tool nothing asks for stays deferred.
 */
export function rankCandidates(subject: ReviewSubject, demand: Demand): CatalogEntry[] {
  const { turn } = subject;
  const score = (e: CatalogEntry) => {
    const name = e.definition.name;
    const tokens = Math.max(1, turn.tokensOf(e));
    return [
      (demand.missed.get(name) ?? 0) / tokens,
      (demand.judged.get(name) ?? 0) / tokens,
      (demand.usage?.get(name) ?? 0) / tokens,
    ];
  };
  const seen = new Set<string>();
  const candidates = turn.catalog.filter((e) => {
    const name = e.definition.name;
    if (e.tier !== 'discoverable' || !turn.permitted(e) || seen.has(name)) return false;
    seen.add(name);
    return score(e).some((s) => s > 0);
  });
  const scores = new Map(candidates.map((e) => [e, score(e)]));
  return candidates.sort((a, b) => {
    const [x, y] = [scores.get(a)!, scores.get(b)!];
    return (
      y[0]! - x[0]! || y[1]! - x[1]! || y[2]! - x[2]! || compareBytes(a.definition.name, b.definition.name)
    );
  });
}

/** Prefix lengths to evaluate: each of the first four, then doubling, and all of them. */
export function prefixSizes(count: number): number[] {
  const sizes = new Set<number>();
  for (let k = 1; k <= Math.min(count, 4); k++) sizes.add(k);
  for (let k = 4; k < count; k *= 2) sizes.add(k);
  if (count > 0) sizes.add(count);
  return [...sizes].sort((a, b) => a - b);
}
