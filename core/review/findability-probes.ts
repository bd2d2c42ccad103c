import type { EvaluationCache } from '../cache/evaluation-cache.ts';
import { FINDABILITY_LIMIT, MAX_PROBE_WORK } from '../limits.ts';
import type { IndexedDocument, SearchIndex } from '../search/bm25f-index.ts';
import { type SearchRanking, searchIndex, searchWork } from '../search/search.ts';
import { type CatalogLookup, placeResults } from '../tool-search.ts';
import type { Turn } from '../turn.ts';

/** What tool_search returns for one query at the probe limit: the names the model receives, and the ranking behind them. */
export interface ProbeOutcome {
  names: string[];
  ranking: SearchRanking;
}

/**
 * Runs tool_search for a review's queries against the turn's one index, each
 * distinct query once. With an edit session's cache it lends the next review
 * the answers an edit could not have changed; past MAX_PROBE_WORK it answers null.
 */
export interface Prober {
  search(query: string): ProbeOutcome | null;
  /** Searches run and answers taken over from the last review, for the benchmark and the docs. */
  readonly counts: { searched: number; reused: number; work: number };
  /** Keeps this review's answers for the next (called once the review is done). */
  keep(): void;
}

interface ProbeMemo {
  index: SearchIndex;
  completeSignatures: boolean;
  outcomes: Map<string, ProbeOutcome>;
}

/** The last review's answers per edit session (its evaluation cache), so two sessions never share them. */
const MEMOS = new WeakMap<EvaluationCache, ProbeMemo>();

/** Past this many changed documents between two reviews, the answers are not compared but searched again. */
const MAX_CHANGED_DOCUMENTS = 64;

export function createProber(turn: Turn, completeSignatures: boolean): Prober {
  const index = turn.searchIndex;
  const last = turn.cache ? MEMOS.get(turn.cache) : undefined;
  const lent = lentAnswer(last, index, completeSignatures);
  const outcomes = new Map<string, ProbeOutcome>();
  const counts = { searched: 0, reused: 0, work: 0 };
  return {
    counts,
    search(query) {
      const known = outcomes.get(query);
      if (known) return known;
      const reused = lent(query);
      if (reused) {
        counts.reused++;
        outcomes.set(query, reused);
        return reused;
      }
      const work = searchWork(index, query) + 1;
      if (counts.work + work > MAX_PROBE_WORK) return null;
      counts.work += work;
      counts.searched++;
      const outcome = probe(index, turn.catalogByName, completeSignatures, query);
      outcomes.set(query, outcome);
      return outcome;
    },
    keep() {
      if (turn.cache) MEMOS.set(turn.cache, { index, completeSignatures, outcomes });
    },
  };
}

/** tool_search's own answer (DISCLOSURE.md §10, §11): the ranking, then the results the response bound lets through. */
export function probe(
  index: SearchIndex,
  catalogByName: CatalogLookup,
  completeSignatures: boolean,
  query: string,
  limit = FINDABILITY_LIMIT,
): ProbeOutcome {
  const ranking = searchIndex(index, query, limit);
  return { names: placeResults(query, ranking.names, catalogByName, completeSignatures).names, ranking };
}

/**
 * The last review's answer to a query when this index must give the same: the
 * same documents in the same order except a few, none of which holds a word of
 * the query or has it as an exact identifier, and the same document count and
 * average length. Then every document that can score scores the same float, in
 * the same order, so the answer is the one a search would give.
 */
function lentAnswer(
  last: ProbeMemo | undefined,
  index: SearchIndex,
  completeSignatures: boolean,
): (query: string) => ProbeOutcome | undefined {
  const none = () => undefined;
  if (!last || last.completeSignatures !== completeSignatures) return none;
  if (last.index === index) return (query) => last.outcomes.get(query);
  const before = last.index.documents;
  const after = index.documents;
  if (before.length !== after.length || last.index.average_length !== index.average_length) return none;
  const changed: IndexedDocument[] = [];
  for (let at = 0; at < after.length; at++) {
    const a = before[at]!;
    const b = after[at]!;
    if (a === b) continue;
    if (a.capability_id !== b.capability_id || changed.length >= MAX_CHANGED_DOCUMENTS) return none;
    changed.push(a, b);
  }
  const terms = new Set<string>();
  const identifiers = new Set<string>();
  for (const document of changed) {
    for (const term of document.terms.keys()) terms.add(term);
    for (const id of document.exact_identifiers) identifiers.add(id);
  }
  return (query) => {
    const outcome = last.outcomes.get(query);
    if (!outcome || identifiers.has(outcome.ranking.normalized_query)) return undefined;
    return outcome.ranking.query_terms.some((t) => terms.has(t)) ? undefined : outcome;
  };
}
