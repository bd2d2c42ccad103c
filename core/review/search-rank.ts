import { canonicalJsonBytes } from '../json/canonical-json.ts';
import type { JsonValue } from '../json/json-value.ts';
import { MAX_SCHEMA_BYTES } from '../limits.ts';
import type { IndexedDocument } from '../search/bm25f-index.ts';
import {
  candidatesFor,
  exactMatchDominates,
  holdersOfIdentifier,
  normalizeQuery,
  rankDocument,
} from '../search/search.ts';
import type { ReviewSubject } from './review-subject.ts';

/** Where a tool lands when the model searches `query` with tool_search's own ranking (DISCLOSURE.md §10). */
export interface QueryRank {
  query: string;
  /** 1-based position among every document with a positive score; null when it scores nothing. */
  rank: number | null;
  score: number | null;
  /** The tool ranked first, when any, and its score (the gap to it says how far behind this tool is). */
  first: { name: string; capability_id: string } | null;
  first_score: number | null;
  scored_count: number;
}

export function rankForQuery(
  subject: ReviewSubject,
  query: string,
  tool: { name: string; capability_id: string },
): QueryRank {
  const index = subject.turn.searchIndex;
  const found = rankDocument(
    index,
    query,
    (d) => d.capability_id === tool.capability_id && d.name === tool.name,
    candidatesFor(index, query),
  );
  return {
    query,
    rank: found.rank,
    score: found.score,
    first: found.first ? { name: found.first.name, capability_id: found.first.capability_id } : null,
    first_score: found.first_score,
    scored_count: found.scored_count,
  };
}

/**
 * Whether searching `query` ranks the tool first, as `rankForQuery(...).rank === 1`
 * says, but cheaply when the query is one of the tool's exact identifiers: then
 * only the documents sharing that identifier can be ahead of it. `examined`: the
 * documents scored, for the work budget.
 */
export function ranksFirst(
  subject: ReviewSubject,
  query: string,
  tool: { name: string; capability_id: string },
): { first: boolean; examined: number } {
  const index = subject.turn.searchIndex;
  const isTarget = (d: IndexedDocument) => d.capability_id === tool.capability_id && d.name === tool.name;
  const exact = holdersOfIdentifier(index, normalizeQuery(query));
  const found =
    exact.some(isTarget) && exactMatchDominates(index, query)
      ? rankDocument(index, query, isTarget, exact)
      : rankForQuery(subject, query, tool);
  return { first: found.rank === 1, examined: Math.max(1, found.scored_count) };
}

/**
 * Canonical schema sizes by schema object. A review after an edit sees the other
 * definitions' very schema objects again (the parse reuses them), so a schema's
 * bytes are counted once, not written out again on every review.
 */
const SCHEMA_BYTES = new WeakMap<object, number>();

/** The canonical schema's size against the bound past which search never returns it complete (§11). */
export function schemaSize(parameters: JsonValue): { bytes: number; bound: number; fits: boolean } {
  const bytes = schemaBytes(parameters);
  return { bytes, bound: MAX_SCHEMA_BYTES, fits: bytes <= MAX_SCHEMA_BYTES };
}

function schemaBytes(parameters: JsonValue): number {
  if (typeof parameters !== 'object' || parameters === null) return canonicalJsonBytes(parameters);
  let bytes = SCHEMA_BYTES.get(parameters);
  if (bytes === undefined) {
    bytes = canonicalJsonBytes(parameters);
    SCHEMA_BYTES.set(parameters, bytes);
  }
  return bytes;
}
