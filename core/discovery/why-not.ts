import { isBridgeDefinition } from '../catalog.ts';
import { permits } from '../policy.ts';
import type { Scenario } from '../scenario.ts';
import { candidatesFor, rankDocument } from '../search/search.ts';
import type { ToolSearchResult } from '../tool-search.ts';
import type { Turn } from '../turn.ts';

/** "Why is this tool not in the results?" — the first reason that applies, in pipeline order. */
export type WhyNot =
  | { reason: 'returned'; rank: number; schema_complete: boolean | null }
  | { reason: 'unknown' }
  | { reason: 'invalid_definition'; errors: string[] }
  | { reason: 'not_on_surface'; denied_by_policy: boolean }
  | { reason: 'excluded_bridge' }
  | { reason: 'search_failed'; error: string }
  | { reason: 'no_query_term'; query_terms: string[] }
  | { reason: 'out_scored'; score: number; rank: number; limit: number; last_returned_score: number | null }
  | { reason: 'cut_by_response_bound'; rank: number };

export function explainAbsence(
  scenario: Scenario,
  turn: Turn,
  search: ToolSearchResult,
  name: string,
  rawDefinitions: readonly unknown[] = [],
): WhyNot {
  const valid = scenario.definitions.find((d) => d.definition.name === name)?.definition;
  if (!valid) {
    const rejected = scenario.errors.definitions.filter((e) => nameAt(rawDefinitions, e.index) === name);
    return rejected.length > 0
      ? { reason: 'invalid_definition', errors: rejected.map((e) => e.error) }
      : { reason: 'unknown' };
  }
  const authorized = turn.authorized.find((d) => d.name === name);
  if (!authorized)
    return { reason: 'not_on_surface', denied_by_policy: !permits(turn.policy, valid.capability_id) };
  if (isBridgeDefinition(authorized)) return { reason: 'excluded_bridge' };
  if (!search.ok) return { reason: 'search_failed', error: search.error };

  const results = (search.output.results as { name: string; schema_complete?: boolean }[]) ?? [];
  const position = results.findIndex((r) => r.name === name);
  if (position >= 0) {
    return {
      reason: 'returned',
      rank: position + 1,
      schema_complete: results[position]!.schema_complete ?? null,
    };
  }
  // The ranking keeps the first `limit` hits; a tool placed after them is placed by the same scores.
  const hit = search.ranking.ranked.find((h) => h.name === name);
  if (hit) return { reason: 'cut_by_response_bound', rank: hit.rank };
  const index = turn.searchIndex;
  const placed = rankDocument(
    index,
    search.query,
    (d) => d.name === name,
    candidatesFor(index, search.query),
  );
  if (placed.rank === null || placed.score === null)
    return { reason: 'no_query_term', query_terms: search.ranking.query_terms };
  return {
    reason: 'out_scored',
    score: placed.score,
    rank: placed.rank,
    limit: search.limit,
    last_returned_score: search.ranking.ranked[search.limit - 1]?.score ?? null,
  };
}

function nameAt(raw: readonly unknown[], index: number): unknown {
  const item = raw[index];
  return typeof item === 'object' && item !== null ? (item as { name?: unknown }).name : undefined;
}
