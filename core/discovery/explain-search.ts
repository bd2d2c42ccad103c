import type { HitExplanation, SearchExplanation, TermContribution } from '../report/report.ts';
import type { FieldName } from '../search/bm25f-index.ts';
import type { ToolSearchResult } from '../tool-search.ts';
import { roundForReading } from './reading-figure.ts';

/** The per-hit score breakdown the UI draws (DISCLOSURE.md §12), for the hits within the limit. */
export function explainSearch(result: Extract<ToolSearchResult, { ok: true }>): SearchExplanation {
  return {
    hits: result.ranking.ranked.slice(0, result.limit),
    document_count: result.ranking.document_count,
    average_length: result.ranking.average_length,
  };
}

/** The index document's fields as a reader names them (DISCLOSURE.md §10). */
export const FIELD_LABELS: Readonly<Record<FieldName, string>> = {
  provider: 'provider',
  capability: 'capability id',
  name: 'name',
  description: 'description',
  parameter: 'parameter',
  parameter_description: 'parameter description',
};

/**
 * A query term is "very common" when at least one in five of the index's documents
 * hold it, and at least two do. BM25's idf, ln(1 + (N − df + ½)/(df + ½)), is then
 * at most ln 5 (about 1.6): such a word tells few tools apart, so a result that matched
 * it alone is ranked by the word, not by what the query asks. The second bound
 * keeps a word of a two- or three-tool catalog from being called common because
 * one tool has it.
 */
const VERY_COMMON_SHARE = 0.2;

export function isVeryCommon(documentFrequency: number, documentCount: number): boolean {
  return documentFrequency >= 2 && documentFrequency >= VERY_COMMON_SHARE * documentCount;
}

/** One search result read in words: which query terms it matched where, and whether to trust its rank. */
interface HitReading {
  matched: {
    term: string;
    fields: string[];
    document_frequency: number;
    very_common: boolean;
  }[];
  /** Query terms its document does not hold. */
  unmatched: string[];
  exact_identifier: boolean;
  /** It matched only very common words (and is not the query as an exact identifier). */
  common_only: boolean;
  /** "matched “to” in description and “me” in capability id and name; did not match “find”". */
  text: string;
  /** Said when `common_only`: the word, how many tools hold it, and what that means for the rank. */
  warning: string | null;
}

export function readHit(
  hit: Pick<HitExplanation, 'terms' | 'exact_bonus'>,
  queryTerms: readonly string[],
  documentCount: number,
): HitReading {
  const matched = hit.terms.map((t: TermContribution) => ({
    term: t.term,
    fields: t.fields.map((f) => FIELD_LABELS[f] ?? f),
    document_frequency: t.document_frequency,
    very_common: isVeryCommon(t.document_frequency, documentCount),
  }));
  const held = new Set(matched.map((m) => m.term));
  const unmatched = [...new Set(queryTerms.filter((t) => !held.has(t)))];
  const exact = hit.exact_bonus > 0;
  const commonOnly = !exact && matched.length > 0 && matched.every((m) => m.very_common);
  const parts = matched.map((m) => `“${m.term}” in ${listWords(m.fields)}`);
  const text = [
    exact ? 'the query is this tool’s exact name or id' : '',
    parts.length > 0 ? `matched ${listWords(parts)}` : '',
    unmatched.length > 0
      ? `did not match ${listWords(
          unmatched.map((t) => `“${t}”`),
          'or',
        )}`
      : '',
  ]
    .filter((s) => s !== '')
    .join('; ');
  const warning = commonOnly
    ? `matched only ${listWords(
        matched.map((m) => `“${m.term}”`),
        'and',
      )}, ${matched.length === 1 ? 'a very common word' : 'very common words'} (${matched
        .map((m) => `in ${m.document_frequency} of ${documentCount} tools`)
        .join(', ')}): this rank says little about what the query asks`
    : null;
  return { matched, unmatched, exact_identifier: exact, common_only: commonOnly, text, warning };
}

/** A score as read (two significant digits) and the gap below the first result, with the exact figures. */
export function readScore(score: number, firstScore: number | null): { text: string; exact: string } {
  const gap = firstScore === null ? 0 : firstScore - score;
  const below = gap > 0 ? `, ${roundForReading(gap)} below the first` : '';
  const exactGap = gap > 0 ? `; ${gap} below the first` : '';
  return { text: `score ${roundForReading(score)}${below}`, exact: `score ${score}${exactGap}` };
}

/** "a", "a and b", "a, b and c". */
export function listWords(items: readonly string[], last = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
}
