import type { HitExplanation, TermContribution } from '../report.ts';
import { compareBytes, trimWhiteSpace } from '../text.ts';
import type { IndexedDocument, SearchIndex } from './bm25f-index.ts';
import { tokenize } from './tokenize.ts';

/** Ranking of one tool_search query against the index (DISCLOSURE.md §10). */

const MAX_QUERY_TERMS = 32;
const BM25_K1 = 1.2;
const BM25_B = 0.75;
const EXACT_IDENTIFIER_BONUS = 1_000_000;

export interface SearchRanking {
  normalized_query: string;
  query_terms: string[];
  query_class: 'exact_identifier' | 'lexical' | 'no_match';
  scored_count: number;
  /** Every document with a positive score, in rank order. */
  ranked: HitExplanation[];
  /** Names of the first `limit` of `ranked`. */
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

  const ranked: HitExplanation[] = [];
  let exact = false;
  for (const document of index.documents) {
    const hit = scoreDocument(index, document, normalized, terms);
    if (hit.exact_bonus > 0) exact = true;
    if (hit.score > 0) ranked.push(hit);
  }
  ranked.sort((a, b) => b.score - a.score || compareBytes(a.capability_id, b.capability_id));
  ranked.forEach((hit, i) => {
    hit.rank = i + 1;
  });
  const names = ranked.slice(0, limit).map((hit) => hit.name);
  let queryClass: SearchRanking['query_class'] = 'lexical';
  if (names.length === 0) queryClass = 'no_match';
  else if (exact) queryClass = 'exact_identifier';
  return { ...base, query_class: queryClass, scored_count: ranked.length, ranked, names };
}

/**
 * Sums the contributions onto the exact-match bonus in query-term order, as upstream
 * does, so the explanation adds up to the very float the ranking compares.
 */
function scoreDocument(
  index: SearchIndex,
  document: IndexedDocument,
  normalizedQuery: string,
  terms: readonly string[],
): HitExplanation {
  const exactBonus = document.exact_identifiers.has(normalizedQuery) ? EXACT_IDENTIFIER_BONUS : 0;
  let score = exactBonus;
  const contributions: TermContribution[] = [];
  const documentCount = index.documents.length;
  for (const term of terms) {
    const entry = document.terms.get(term);
    if (entry === undefined) continue;
    const df = index.document_frequencies.get(term) ?? 0;
    const idf = Math.log(1 + (documentCount - df + 0.5) / (df + 0.5));
    const lengthNormalization = BM25_K1 * (1 - BM25_B + (BM25_B * document.length) / index.average_length);
    const contribution = (idf * entry.weight * (BM25_K1 + 1)) / (entry.weight + lengthNormalization);
    score += contribution;
    contributions.push({
      term,
      fields: [...entry.fields],
      weight: entry.weight,
      idf,
      document_frequency: df,
      contribution,
    });
  }
  return {
    capability_id: document.capability_id,
    name: document.name,
    score,
    rank: 0,
    exact_bonus: exactBonus,
    terms: contributions,
    document_length: document.length,
  };
}
