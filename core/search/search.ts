import { MAX_QUERY_TERMS } from '../limits.ts';
import type { HitExplanation, TermContribution } from '../report/report.ts';
import { compareBytes, trimWhiteSpace } from '../text/text.ts';
import {
  hashTerm,
  type IndexedDocument,
  occurrencesOf,
  packedTermOf,
  positionsOf,
  type SearchIndex,
  termFields,
  termWeight,
} from './bm25f-index.ts';
import { tokenize } from './tokenize.ts';

/** Ranking of one tool_search query against the index (DISCLOSURE.md §10). */

export const BM25_K1 = 1.2;
export const BM25_B = 0.75;
export const EXACT_IDENTIFIER_BONUS = 1_000_000;

export interface SearchRanking {
  normalized_query: string;
  query_terms: string[];
  query_class: 'exact_identifier' | 'lexical' | 'no_match';
  scored_count: number;
  /** The first `limit` documents with a positive score, in rank order, explained (`rankDocument` places any other). */
  ranked: HitExplanation[];
  /** Their names. */
  names: string[];
  document_count: number;
  average_length: number;
}

/**
 * The query is trimmed and lowercased as a whole string (Rust `str::to_lowercase`,
 * so a word-final Σ becomes ς), while documents were lowercased per character:
 * the two can disagree, and parity requires keeping that disagreement.
 */
export function normalizeQuery(query: string): string {
  return trimWhiteSpace(query).toLowerCase();
}

export function searchIndex(index: SearchIndex, query: string, limit: number): SearchRanking {
  const normalized = normalizeQuery(query);
  const terms = tokenize(normalized).slice(0, MAX_QUERY_TERMS);
  const base = {
    normalized_query: normalized,
    query_terms: terms,
    document_count: index.documents.length,
    average_length: index.average_length,
  };
  if (limit <= 0 || terms.length === 0) {
    return { ...base, query_class: 'no_match', scored_count: 0, ranked: [], names: [] };
  }

  const weighted = weighTerms(index, terms);
  // Of the documents that score, in index order (ties of score keep it, as a full scan would), only the
  // first `limit` are kept (in rank order) and explained: the report shows no more.
  const top: Scored[] = [];
  let scored = 0;
  let exact = false;
  const consider = (document: IndexedDocument, score: number, isExact: boolean) => {
    if (score <= 0) return;
    scored++;
    if (isExact) exact = true;
    const item = { document, score };
    if (top.length === limit && !ranksBefore(item, top[limit - 1]!)) return;
    // Before the first it ranks before: an equal one seen earlier stays ahead, as in a stable sort.
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ranksBefore(item, top[mid]!)) hi = mid;
      else lo = mid + 1;
    }
    top.splice(lo, 0, item);
    if (top.length > limit) top.pop();
  };
  if (fewHolders(index, normalized, terms)) {
    // Few documents hold a query term (a tool's own name, say): score those alone, not a table of every document.
    for (const document of candidatesOf(index, normalized, terms)) {
      const isExact = document.exact_identifiers.includes(normalized);
      consider(document, documentScore(index, document, normalized, weighted), isExact);
    }
  } else {
    const { scores, touched } = scoreTermByTerm(index, normalized, weighted);
    for (let at = 0; at < touched.length; at++) {
      if (touched[at] === 0) continue;
      consider(index.documents[at]!, scores[at]!, touched[at] === EXACT);
    }
  }
  // The score shown is the one the ranking compared; the explanation's terms add up to it (search.test.ts).
  const ranked = top.map(({ document, score }, i) => ({
    ...scoreDocument(index, document, normalized, weighted),
    score,
    rank: i + 1,
  }));
  const names = ranked.map((hit) => hit.name);
  let queryClass: SearchRanking['query_class'] = 'lexical';
  if (names.length === 0) queryClass = 'no_match';
  else if (exact) queryClass = 'exact_identifier';
  return { ...base, query_class: queryClass, scored_count: scored, ranked, names };
}

/** A query term with its document frequency and inverse document frequency, computed once per query. */
interface WeightedTerm {
  term: string;
  /** For looking the term up in a document's word table (packedTermOf). */
  hash: number;
  df: number;
  idf: number;
}

function weighTerms(index: SearchIndex, terms: readonly string[]): WeightedTerm[] {
  const documentCount = index.documents.length;
  return terms.map((term) => {
    const df = index.document_frequencies.get(term) ?? 0;
    return { term, hash: hashTerm(term), df, idf: Math.log(1 + (documentCount - df + 0.5) / (df + 0.5)) };
  });
}

const TOUCHED = 1;
const EXACT = 2;

/**
 * Every document's score for the query, by index position, computed a term at a
 * time over the documents that hold it (the index lists them) instead of a
 * document at a time over every query term: a query whose terms occur in most
 * of a 50,000-tool catalog then looks up each occurrence once. Each score is
 * built by the very additions `documentScore` makes, in the same order (the
 * exact-match bonus, then each query term's contribution in query order), so it
 * is the same float. `touched` is 0 for a document that holds no query term and
 * is not the query as an exact identifier (it cannot score), EXACT for one that
 * is, TOUCHED otherwise.
 */
function scoreTermByTerm(
  index: SearchIndex,
  normalizedQuery: string,
  terms: readonly WeightedTerm[],
): { scores: Float64Array; touched: Uint8Array } {
  const positions = positionsOf(index);
  const listed = occurrencesOf(index);
  const scores = new Float64Array(index.documents.length);
  const touched = new Uint8Array(index.documents.length);
  for (const document of listed.identifiers.get(normalizedQuery) ?? []) {
    const at = positions[document.serial]!;
    scores[at] = EXACT_IDENTIFIER_BONUS;
    touched[at] = EXACT;
  }
  for (const t of terms) {
    const posting = listed.terms.get(t.term);
    if (posting === undefined) continue;
    const { documents, packed } = posting;
    for (let k = 0; k < documents.length; k++) {
      const document = documents[k]!;
      const at = positions[document.serial]!;
      scores[at]! += contribution(t, termWeight(packed[k]!), lengthNormalization(index, document));
      if (touched[at] === 0) touched[at] = TOUCHED;
    }
  }
  return { scores, touched };
}

/**
 * Sums the contributions onto the exact-match bonus in query-term order, as upstream
 * does, so the explanation adds up to the very float the ranking compares.
 * `onTerm` sees each contribution as it is added.
 */
function documentScore(
  index: SearchIndex,
  document: IndexedDocument,
  normalizedQuery: string,
  terms: readonly WeightedTerm[],
  onTerm?: (term: WeightedTerm, packed: number, contribution: number) => void,
): number {
  let score = document.exact_identifiers.includes(normalizedQuery) ? EXACT_IDENTIFIER_BONUS : 0;
  const normalization = lengthNormalization(index, document);
  for (const t of terms) {
    const packed = packedTermOf(document, t.term, t.hash);
    if (packed === undefined) continue;
    const added = contribution(t, termWeight(packed), normalization);
    score += added;
    onTerm?.(t, packed, added);
  }
  return score;
}

/** BM25's length normalization of a document: k1 · (1 − b + b · length / average length). */
function lengthNormalization(index: SearchIndex, document: IndexedDocument): number {
  return BM25_K1 * (1 - BM25_B + (BM25_B * document.length) / index.average_length);
}

/** One query term's share of a document's score, from its weight there. */
function contribution(t: WeightedTerm, weight: number, normalization: number): number {
  return (t.idf * weight * (BM25_K1 + 1)) / (weight + normalization);
}

function scoreDocument(
  index: SearchIndex,
  document: IndexedDocument,
  normalizedQuery: string,
  terms: readonly WeightedTerm[],
): HitExplanation {
  const contributions: TermContribution[] = [];
  const score = documentScore(index, document, normalizedQuery, terms, (t, packed, contribution) => {
    contributions.push({
      term: t.term,
      fields: termFields(packed),
      weight: termWeight(packed),
      idf: t.idf,
      document_frequency: t.df,
      contribution,
    });
  });
  return {
    capability_id: document.capability_id,
    name: document.name,
    score,
    rank: 0,
    exact_bonus: document.exact_identifiers.includes(normalizedQuery) ? EXACT_IDENTIFIER_BONUS : 0,
    terms: contributions,
    document_length: document.length,
  };
}

interface DocumentRank {
  /** 1-based position in the ranking without a limit; null when the document scores nothing. */
  rank: number | null;
  score: number | null;
  first: IndexedDocument | null;
  first_score: number | null;
  scored_count: number;
}

type Scored = { document: IndexedDocument; score: number };

/** The ranking's order: score descending, then capability id in byte order. */
function ranksBefore(a: Scored, b: Scored): boolean {
  return (
    a.score > b.score ||
    (a.score === b.score && compareBytes(a.document.capability_id, b.document.capability_id) < 0)
  );
}

/**
 * Where a document `isTarget` accepts lands in the ranking of `query` (the best
 * placed, when it accepts several), by the same scores and the
 * same order as `searchIndex` (ties of score and id keep index order), without
 * building the whole ranking, so one search per tool stays cheap. `candidates`
 * may leave out documents that cannot score (no query term, no exact identifier).
 */
export function rankDocument(
  index: SearchIndex,
  query: string,
  isTarget: (document: IndexedDocument) => boolean,
  candidates: Iterable<IndexedDocument> = index.documents,
): DocumentRank {
  const normalized = normalizeQuery(query);
  const terms = weighTerms(index, tokenize(normalized).slice(0, MAX_QUERY_TERMS));
  const none: DocumentRank = { rank: null, score: null, first: null, first_score: null, scored_count: 0 };
  if (terms.length === 0) return none;
  const scored: Scored[] = [];
  let at = -1;
  let first: Scored | null = null;
  for (const document of candidates) {
    const score = documentScore(index, document, normalized, terms);
    if (score <= 0) continue;
    const item = { document, score };
    if (first === null || ranksBefore(item, first)) first = item;
    // Of several matching documents (an exact duplicate), the best placed stands for the tool.
    if (isTarget(document) && (at < 0 || ranksBefore(item, scored[at]!))) at = scored.length;
    scored.push(item);
  }
  const target = scored[at];
  if (target === undefined)
    return {
      ...none,
      first: first?.document ?? null,
      first_score: first?.score ?? null,
      scored_count: scored.length,
    };
  // Ahead of it: a higher score or a smaller id, or the same score and id earlier in index order.
  let ahead = 0;
  scored.forEach((other, i) => {
    const tie =
      other.score === target.score && other.document.capability_id === target.document.capability_id;
    if (ranksBefore(other, target) || (tie && i < at)) ahead++;
  });
  return {
    rank: ahead + 1,
    score: target.score,
    first: first?.document ?? null,
    first_score: first?.score ?? null,
    scored_count: scored.length,
  };
}

/**
 * Whether a document holding the query as an exact identifier always outranks
 * every document that does not: true when the bonus exceeds the most the query's
 * terms can add (each term adds less than idf × (k1 + 1), whatever its weight and
 * the document's length). Then only the exact-identifier documents compete for
 * the first places.
 */
export function exactMatchDominates(index: SearchIndex, query: string): boolean {
  const terms = weighTerms(index, tokenize(normalizeQuery(query)).slice(0, MAX_QUERY_TERMS));
  const bound = terms.reduce((sum, t) => sum + t.idf * (BM25_K1 + 1), 0);
  // A margin for rounding: the bound is compared, never added to a score.
  return bound * (1 + 1e-9) < EXACT_IDENTIFIER_BONUS;
}

/**
 * The documents that can score for `query`, in index order. Searching every
 * tool's own name is one search per tool; scoring only these keeps that linear
 * in the matches instead of the catalog.
 */
export function candidatesFor(index: SearchIndex, query: string): IndexedDocument[] {
  const normalized = normalizeQuery(query);
  return candidatesOf(index, normalized, tokenize(normalized));
}

function candidatesOf(index: SearchIndex, normalized: string, terms: readonly string[]): IndexedDocument[] {
  const listed = occurrencesOf(index);
  return inIndexOrder(index, [
    listed.identifiers.get(normalized) ?? [],
    ...terms.map((term) => listed.terms.get(term)?.documents ?? []),
  ]);
}

/**
 * Whether the documents holding a query term or the query as an exact identifier
 * are few beside the index: then scoring them one by one (`documentScore`, the
 * very additions `scoreTermByTerm` makes) costs less than a table of every document.
 */
function fewHolders(index: SearchIndex, normalized: string, terms: readonly string[]): boolean {
  return countHolders(index, normalized, terms) * SORT_RATHER_THAN_MARK < index.documents.length;
}

function countHolders(index: SearchIndex, normalized: string, terms: readonly string[]): number {
  const listed = occurrencesOf(index);
  let holders = listed.identifiers.get(normalized)?.length ?? 0;
  for (const term of terms) holders += listed.terms.get(term)?.documents.length ?? 0;
  return holders;
}

/** How many index entries a search of `query` looks at: what one search costs, before it is run. */
export function searchWork(index: SearchIndex, query: string): number {
  const normalized = normalizeQuery(query);
  return countHolders(index, normalized, tokenize(normalized).slice(0, MAX_QUERY_TERMS));
}

/**
 * One document's score for `query`, term by term, as the ranking would explain it
 * had it been among the first `limit` (its rank is left 0: `rankDocument` places it).
 */
export function explainDocument(
  index: SearchIndex,
  document: IndexedDocument,
  query: string,
): HitExplanation {
  const normalized = normalizeQuery(query);
  const terms = weighTerms(index, tokenize(normalized).slice(0, MAX_QUERY_TERMS));
  return scoreDocument(index, document, normalized, terms);
}

/** The documents that hold `identifier` as an exact identifier, in index order. */
export function holdersOfIdentifier(index: SearchIndex, identifier: string): IndexedDocument[] {
  return inIndexOrder(index, [occurrencesOf(index).identifiers.get(identifier) ?? []]);
}

/**
 * Every document of the lists, once, in index order (ties of score keep that
 * order). Few documents (a tool's own name, searched once per tool by the
 * review) are sorted by position; many are marked in an array of the index's
 * length and read back in order. Marking alone cost a pass over every document
 * per search, which made the review's one search per tool quadratic in the catalog's size.
 */
function inIndexOrder(index: SearchIndex, lists: readonly (readonly IndexedDocument[])[]): IndexedDocument[] {
  const positions = positionsOf(index);
  let listed = 0;
  for (const list of lists) listed += list.length;
  if (listed * SORT_RATHER_THAN_MARK < index.documents.length) {
    const at: number[] = [];
    for (const list of lists) for (const document of list) at.push(positions[document.serial]!);
    at.sort((a, b) => a - b);
    const found: IndexedDocument[] = [];
    for (let i = 0; i < at.length; i++)
      if (i === 0 || at[i] !== at[i - 1]) found.push(index.documents[at[i]!]!);
    return found;
  }
  const marked = new Uint8Array(index.documents.length);
  for (const list of lists) for (const document of list) marked[positions[document.serial]!] = 1;
  const found: IndexedDocument[] = [];
  for (let at = 0; at < marked.length; at++) if (marked[at] === 1) found.push(index.documents[at]!);
  return found;
}

/** Below one listed document in this many of the index's, sorting positions costs less than a pass over all. */
const SORT_RATHER_THAN_MARK = 16;
