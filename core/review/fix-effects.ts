import type { CatalogEntry } from '../catalog.ts';
import type { IndexedDocument } from '../search/bm25f-index.ts';
import { withDocumentReplaced } from '../search/bm25f-index.ts';
import type { Turn } from '../turn.ts';
import type { ToolFindability } from './findability.ts';
import type { ExpectationResult } from './findability-expectations.ts';
import { probe } from './findability-probes.ts';
import type { FixEffects, WhatIfFix } from './what-if-fix.ts';

/** Searches one review may run to check its fixes against the rest of it; past them a fix is left unchecked. */
export const MAX_FIX_CHECK_SEARCHES = 6000;

interface ReviewSearches {
  turn: Turn;
  completeSignatures: boolean;
  /** Every own-name probe, with the rank it had. */
  tools: readonly ToolFindability[];
  /** Every judged query's expected tool, with whether it was met. */
  expectations: readonly ExpectationResult[];
  limit: number;
  documentOf: (entry: CatalogEntry) => IndexedDocument | undefined;
  budget: { left: number };
}

const rankWords = (r: number | null) => (r === null ? '–' : String(r));

/**
 * What a fix does to the whole review before it is offered: on a copy of the index
 * with only the fixed description changed, every own-name probe and every judged
 * query is searched again. A tool that loses first place on its own name, or falls out
 * of the first `limit`, and a judged query whose tool drops past its limit, are its
 * costs; a judged query that finds its tool only with the fix is a help. Null when the
 * review's checking searches are used up (MAX_FIX_CHECK_SEARCHES).
 */
export function fixEffects(fix: WhatIfFix, review: ReviewSearches): FixEffects | null {
  const { turn } = review;
  const entry = turn.catalogByName.get(fix.tool);
  const document = entry && review.documentOf(entry);
  if (!entry || !document) return null;
  const queries = new Set<string>();
  for (const t of review.tools) queries.add(`${review.limit}\u0000${t.own_name_query}`);
  for (const e of review.expectations) if (e.tool !== null) queries.add(`${e.limit}\u0000${e.query}`);
  if (review.budget.left < queries.size) return null;
  review.budget.left -= queries.size;

  const definition = { ...entry.definition, description: fix.description };
  const copy = withDocumentReplaced(turn.searchIndex, document, definition);
  const changed: CatalogEntry = { ...entry, definition };
  const lookup = {
    get: (name: string) => (name === definition.name ? changed : turn.catalogByName.get(name)),
  };
  const answers = new Map<string, string[]>();
  const answer = (query: string, limit: number) => {
    const key = `${limit}\u0000${query}`;
    let names = answers.get(key);
    if (!names) {
      names = probe(copy, lookup, review.completeSignatures, query, limit).names;
      answers.set(key, names);
    }
    return names;
  };
  const rankIn = (names: readonly string[], tool: string) => {
    const at = names.indexOf(tool);
    return at < 0 ? null : at + 1;
  };

  const helps = [`“${fix.query}” finds ${fix.tool} (${rankWords(fix.rank_before)} → ${fix.rank_after})`];
  const costs: string[] = [];
  for (const t of review.tools) {
    if (t.own_name_rank === null) continue;
    const after = rankIn(answer(t.own_name_query, review.limit), t.name);
    if (t.own_name_rank === 1 && after !== 1)
      costs.push(`${t.name} loses first place on its own name (1 → ${rankWords(after)})`);
    else if (after === null)
      costs.push(`${t.name} falls out of the first ${review.limit} on its own name (${t.own_name_rank} → –)`);
  }
  for (const e of review.expectations) {
    if (e.tool === null || (e.query === fix.query && e.tool === fix.tool)) continue;
    const after = rankIn(answer(e.query, e.limit), e.tool);
    const before = e.met ? e.rank : null;
    if (e.met && after === null) costs.push(`“${e.query}” drops ${e.tool} (${rankWords(before)} → –)`);
    else if (!e.met && after !== null) helps.push(`“${e.query}” finds ${e.tool} (– → ${after})`);
  }
  return { helps, costs };
}

/** “helps 2, costs 1: …” as one line for a reader. */
export function effectsLine(effects: FixEffects | null): string {
  if (!effects) return 'not checked against the rest of the review (its checking searches ran out)';
  const helps = `helps ${effects.helps.join('; ')}`;
  return effects.costs.length === 0
    ? `${helps}; costs nothing else in the review`
    : `${helps}; costs ${effects.costs.join('; ')}`;
}

/**
 * The fixes a review offers, those that cost nothing first: misses or collisions with a
 * fix whose check found no cost, then those with a cost (or not checked), then those with
 * no fix; otherwise in the review's order. The page lists them so; a planner reads them so.
 */
export function costlessFirst<T extends { fix: WhatIfFix | null }>(items: readonly T[]): T[] {
  const rank = (item: T) => (!item.fix ? 2 : item.fix.effects && item.fix.effects.costs.length === 0 ? 0 : 1);
  return [...items].sort((a, b) => rank(a) - rank(b));
}
