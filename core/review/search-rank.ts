import { canonicalJson } from '../canonical-json.ts';
import type { JsonValue } from '../json-value.ts';
import type { IndexedDocument, SearchIndex } from '../search/bm25f-index.ts';
import { exactMatchDominates, normalizeQuery, rankDocument } from '../search/search.ts';
import { tokenize } from '../search/tokenize.ts';
import { utf8Length } from '../text.ts';
import { MAX_SCHEMA_BYTES } from '../tool-search.ts';
import type { ReviewSubject } from './review-subject.ts';

/** Where a tool lands when the model searches `query` with tool_search's own ranking (DISCLOSURE.md §10). */
export interface QueryRank {
  query: string;
  /** 1-based position among every document with a positive score; null when it scores nothing. */
  rank: number | null;
  score: number | null;
  /** The tool ranked first, when any. */
  first: { name: string; capability_id: string } | null;
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
    scored_count: found.scored_count,
  };
}

/**
 * Whether searching `query` ranks the tool first, as `rankForQuery(...).rank === 1`
 * says, but cheaply when the query is one of the tool's exact identifiers: then
 * only the documents sharing that identifier can be ahead of it.
 */
export function ranksFirst(
  subject: ReviewSubject,
  query: string,
  tool: { name: string; capability_id: string },
): boolean {
  const index = subject.turn.searchIndex;
  const isTarget = (d: IndexedDocument) => d.capability_id === tool.capability_id && d.name === tool.name;
  const exact = postingsOf(index).byIdentifier.get(normalizeQuery(query)) ?? [];
  if (exact.some(isTarget) && exactMatchDominates(index, query)) {
    return rankDocument(index, query, isTarget, exact).rank === 1;
  }
  return rankForQuery(subject, query, tool).rank === 1;
}

/** The canonical schema's size against the bound past which search never returns it complete (§11). */
export function schemaSize(parameters: JsonValue): { bytes: number; bound: number; fits: boolean } {
  const bytes = utf8Length(canonicalJson(parameters));
  return { bytes, bound: MAX_SCHEMA_BYTES, fits: bytes <= MAX_SCHEMA_BYTES };
}

interface Postings {
  byTerm: Map<string, IndexedDocument[]>;
  byIdentifier: Map<string, IndexedDocument[]>;
  position: Map<IndexedDocument, number>;
}

const POSTINGS = new WeakMap<SearchIndex, Postings>();

/**
 * The documents that can score for `query`, in index order. Searching every
 * tool's own name is one search per tool; scoring only these keeps that linear
 * in the matches instead of the catalog.
 */
function candidatesFor(index: SearchIndex, query: string): IndexedDocument[] {
  const postings = postingsOf(index);
  const normalized = normalizeQuery(query);
  const found = new Set<IndexedDocument>(postings.byIdentifier.get(normalized) ?? []);
  for (const term of tokenize(normalized)) for (const d of postings.byTerm.get(term) ?? []) found.add(d);
  const { position } = postings;
  return [...found].sort((a, b) => position.get(a)! - position.get(b)!);
}

function postingsOf(index: SearchIndex): Postings {
  let postings = POSTINGS.get(index);
  if (!postings) {
    postings = {
      byTerm: new Map(),
      byIdentifier: new Map(),
      position: new Map(index.documents.map((d, i) => [d, i])),
    };
    for (const document of index.documents) {
      for (const term of document.terms.keys()) push(postings.byTerm, term, document);
      for (const id of document.exact_identifiers) push(postings.byIdentifier, id, document);
    }
    POSTINGS.set(index, postings);
  }
  return postings;
}

function push(map: Map<string, IndexedDocument[]>, key: string, document: IndexedDocument): void {
  const list = map.get(key);
  if (list) list.push(document);
  else map.set(key, [document]);
}
