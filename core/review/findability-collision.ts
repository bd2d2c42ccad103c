import { FIELD_LABELS, listWords } from '../discovery/explain-search.ts';
import type { HitExplanation } from '../report/report.ts';
import type { IndexedDocument, SearchIndex } from '../search/bm25f-index.ts';
import { explainDocument } from '../search/search.ts';
import type { ProbeOutcome } from './findability-probes.ts';
import type { WhatIfFix } from './what-if-fix.ts';

/** A query word that counts for more in the other tool's document than in this one's. */
interface CollisionTerm {
  term: string;
  other_fields: string[];
  other_contribution: number;
  /** Empty when this tool's document lacks the word. */
  tool_fields: string[];
  tool_contribution: number;
}

/** A deferred tool that its own name's words do not bring first, and the tool that comes first instead. */
export interface Collision {
  tool: string;
  query: string;
  /** Its rank in what tool_search returns; null past the limit. */
  rank: number | null;
  other: string;
  /**
   * Why the other comes first: the query is its exact identifier; it holds a word
   * at a higher field weight (or one this tool lacks); the same words at the same
   * weights in a shorter document; or the same score, and its id sorts first.
   */
  reason: 'exact_identifier' | 'field_weight' | 'document_length' | 'tie_by_id';
  terms: CollisionTerm[];
  tool_length: number;
  other_length: number;
  text: string;
  fix: WhatIfFix | null;
  no_fix: string | null;
}

/** The collision a probe shows, read from both tools' per-term contributions (tool_search's own explanation). */
export function readCollision(
  index: SearchIndex,
  outcome: ProbeOutcome,
  name: string,
  document: IndexedDocument,
): Omit<Collision, 'fix' | 'no_fix'> | null {
  const otherName = outcome.names[0];
  const other = outcome.ranking.ranked.find((h) => h.name === otherName);
  if (otherName === undefined || other === undefined) return null;
  const query = outcome.ranking.normalized_query;
  const own = outcome.ranking.ranked.find((h) => h.name === name) ?? explainDocument(index, document, query);
  const terms = outcome.ranking.query_terms.flatMap((term): CollisionTerm[] => {
    const theirs = other.terms.find((t) => t.term === term);
    const ours = own.terms.find((t) => t.term === term);
    if (!theirs || (ours && ours.contribution >= theirs.contribution)) return [];
    return [
      {
        term,
        other_fields: theirs.fields.map((f) => FIELD_LABELS[f]),
        other_contribution: theirs.contribution,
        tool_fields: ours ? ours.fields.map((f) => FIELD_LABELS[f]) : [],
        tool_contribution: ours ? ours.contribution : 0,
      },
    ];
  });
  const reason = reasonOf(other, own, terms);
  const at = outcome.names.indexOf(name);
  const base = {
    tool: name,
    query,
    rank: at < 0 ? null : at + 1,
    other: otherName,
    reason,
    terms,
    tool_length: own.document_length,
    other_length: other.document_length,
  };
  return { ...base, text: collisionText(base, own) };
}

function reasonOf(
  other: HitExplanation,
  own: HitExplanation,
  terms: readonly CollisionTerm[],
): Collision['reason'] {
  if (other.exact_bonus > 0 && own.exact_bonus === 0) return 'exact_identifier';
  const weightOf = (hit: HitExplanation, term: string) => hit.terms.find((t) => t.term === term)?.weight ?? 0;
  if (terms.some((t) => weightOf(other, t.term) > weightOf(own, t.term))) return 'field_weight';
  return other.score === own.score ? 'tie_by_id' : 'document_length';
}

function collisionText(c: Omit<Collision, 'fix' | 'no_fix' | 'text'>, own: HitExplanation): string {
  const where = c.rank === null ? 'is not among the results' : `ranks ${c.rank}`;
  const head = `Searching “${c.query}”, ${c.tool} ${where} and ${c.other} comes first`;
  const quoted = (terms: readonly string[]) => listWords(terms.map((t) => `“${t}”`));
  if (c.reason === 'exact_identifier') return `${head}: the query is ${c.other}’s exact name or id.`;
  if (c.reason === 'tie_by_id')
    return `${head}: both score the same, and ${c.other}’s capability id comes first in byte order.`;
  if (c.reason === 'document_length')
    return `${head}: both hold ${quoted(own.terms.map((t) => t.term))} at the same weights, but ${c.other}’s document is shorter (${c.other_length} terms against ${c.tool_length}), and BM25 scores a word higher in a shorter document.`;
  const parts = c.terms.map((t) =>
    t.tool_fields.length === 0
      ? `“${t.term}” is in its ${listWords(t.other_fields)}, and ${c.tool} lacks it`
      : `“${t.term}” is in its ${listWords(t.other_fields)}, in ${c.tool}’s ${listWords(t.tool_fields)} only`,
  );
  return `${head}: ${parts.join('; ')}.`;
}
