import type { CatalogEntry } from '../catalog.ts';
import { listWords } from '../discovery/explain-search.ts';
import { MAX_FIELD_BYTES, MAX_FIX_TRIALS, MAX_QUERY_TERMS } from '../limits.ts';
import type { ToolDefinition } from '../report/report.ts';
import { type IndexedDocument, type SearchIndex, withDocumentReplaced } from '../search/bm25f-index.ts';
import { normalizeQuery } from '../search/search.ts';
import { tokenize } from '../search/tokenize.ts';
import { isStopWord } from '../text/stop-words.ts';
import { utf8Length } from '../text/utf8-length.ts';
import type { Turn } from '../turn.ts';
import { probe } from './findability-probes.ts';

/**
 * The smallest change to a tool's description that makes a query return it (or
 * rank it first), found by the same search on a copy of the index with only that
 * description changed: what it would rank, not a guess.
 */
export interface WhatIfFix {
  tool: string;
  /** Its place in the scenario's `definitions`, and the pointer of the description to change. */
  definition_index: number;
  field: string;
  /** The query's words added, spelt as the query spells them. */
  words: string[];
  /** The description as it is, and with them. */
  description_before: string;
  description: string;
  query: string;
  limit: number;
  rank_before: number | null;
  /** Its rank in what tool_search would then return. */
  rank_after: number;
  /**
   * What the change does to the rest of the review, every own-name probe and every
   * judged query searched again on the changed index (core/review/fix-effects.ts):
   * the searches it helps, its own among them, and those it costs. Null until checked,
   * or when the review's searches for checking ran out.
   */
  effects: FixEffects | null;
}

export interface FixEffects {
  /** "“open a PR” finds create_pull_request (– → 3)", its own query first. */
  helps: string[];
  /** "get_me loses first place on its own name (1 → 2)", "“show issue 42” drops issue_read (4 → –)". */
  costs: string[];
}

type FixSearch = { fix: WhatIfFix; no_fix: null } | { fix: null; no_fix: string };

export interface FixRequest {
  turn: Turn;
  completeSignatures: boolean;
  entry: CatalogEntry;
  document: IndexedDocument;
  definitionIndex: number | null;
  query: string;
  limit: number;
  rankBefore: number | null;
  /** `returned`: among the results (an expected tool); `first`: ranked first (its own name). */
  goal: 'returned' | 'first';
  /** Query words the tool's own text holds where the index does not look (they describe it already): tried first. */
  ownWords?: ReadonlySet<string>;
  /** What-if searches this review still may run; each trial takes one. */
  budget: { left: number };
  /**
   * How much a word means for this tool beyond the one query: how many of the review's
   * other judged queries for the tool hold it (a second wording of the same need). Among
   * fixes of equal rank the more meaningful word wins.
   */
  meaning?: (term: string) => number;
}

/**
 * Words no description writer would add to be found: function words (the `stopword`
 * package's English list), bare numbers (“42”), and names the query capitalises
 * after its first word (“Berlin”, “Torvalds”), which belong to the request, not the tool.
 */
function isCandidateWord(query: string, term: string): boolean {
  if (isStopWord(term) || /^\p{N}+$/u.test(term)) return false;
  return !isProperName(query, term);
}

function isProperName(query: string, term: string): boolean {
  const words = query.split(/[^\p{Alphabetic}\p{N}]+/u).filter((w) => w !== '');
  return words.some(
    (word, i) =>
      i > 0 && /^\p{Lu}\p{Ll}+$/u.test(word) && tokenize(word).length === 1 && tokenize(word)[0] === term,
  );
}

export function findFix(request: FixRequest): FixSearch {
  const { turn, entry, document, definitionIndex, query, budget } = request;
  const name = entry.definition.name;
  if (definitionIndex === null)
    return noFix(`${name} is not a definition of the scenario, so nothing can be edited`);
  const terms = tokenize(normalizeQuery(query)).slice(0, MAX_QUERY_TERMS);
  const missing = terms.filter((t) => !document.terms.has(t));
  if (missing.length === 0)
    return noFix(
      `${name} already holds every word of the query, each at its best weight; added words only lengthen its document, which lowers its score`,
    );
  const lacking = missing.filter((t) => isCandidateWord(query, t));
  if (lacking.length === 0)
    return noFix(
      `the query's words ${name} lacks (${listWords(
        missing.map((t) => `“${spelling(query, t)}”`),
        'and',
      )}) are function words, numbers or names, which no description writer would add`,
    );
  const index = turn.searchIndex;
  // The tool's own words first, then words other requests for it use too, then rarer words: a word few
  // tools hold adds the most to a score.
  const own = (t: string) => (request.ownWords?.has(t) ? 0 : 1);
  const meaning = (t: string) => request.meaning?.(t) ?? 0;
  const df = (t: string) => index.document_frequencies.get(t) ?? 0;
  const order = [...lacking].sort(
    (a, b) =>
      own(a) - own(b) || meaning(b) - meaning(a) || df(a) - df(b) || lacking.indexOf(a) - lacking.indexOf(b),
  );
  // Each word alone, then the rarest two, three, …: the first size that works is the smallest change.
  const trials = order.map((t) => [t]);
  for (let size = 2; size <= order.length; size++) trials.push(order.slice(0, size));
  let best: WhatIfFix | null = null;
  for (const [tried, words] of trials.entries()) {
    if ((best && words.length > best.words.length) || tried === MAX_FIX_TRIALS) break;
    if (budget.left <= 0) return noFix('the review’s what-if searches are used up, so no change was tried');
    budget.left--;
    const spelt = words.map((t) => spelling(query, t));
    const description = withWords(entry.definition.description, spelt);
    const rank = rankOnCopy(request, index, document, { ...entry.definition, description });
    const reached = rank !== null && (request.goal === 'returned' || rank === 1);
    if (!reached) continue;
    if (!best || rank < best.rank_after) {
      best = {
        tool: name,
        definition_index: definitionIndex,
        field: `/definitions/${definitionIndex}/description`,
        words: spelt,
        description_before: entry.definition.description,
        description,
        query,
        limit: request.limit,
        rank_before: request.rankBefore,
        rank_after: rank,
        effects: null,
      };
    }
  }
  if (best) return { fix: best, no_fix: null };
  return noFix(
    `adding ${listWords(
      order.map((t) => `“${spelling(query, t)}”`),
      'or',
    )} to its description does not bring ${name} ${request.goal === 'first' ? 'first' : `into the first ${request.limit}`}`,
  );
}

function noFix(reason: string): FixSearch {
  return { fix: null, no_fix: reason };
}

/** The tool's rank in what tool_search returns from an index in which only its definition differs. */
function rankOnCopy(
  request: FixRequest,
  index: SearchIndex,
  document: IndexedDocument,
  definition: ToolDefinition,
): number | null {
  const copy = withDocumentReplaced(index, document, definition);
  const changed: CatalogEntry = { ...request.entry, definition };
  const catalog = request.turn.catalogByName;
  const lookup = {
    get: (name: string) => (name === definition.name ? changed : catalog.get(name)),
  };
  const { names } = probe(copy, lookup, request.completeSignatures, request.query, request.limit);
  const at = names.indexOf(definition.name);
  return at < 0 ? null : at + 1;
}

/**
 * The description with the words added where the index reads them: at the end,
 * in parentheses before a closing full stop, or, when that would pass the bytes a
 * field admits (§10), in front.
 */
function withWords(description: string, words: readonly string[]): string {
  const list = words.join(', ');
  const trimmed = description.trimEnd();
  if (trimmed === '') return list;
  const stop = /[.!?]$/.test(trimmed) ? trimmed.at(-1)! : '';
  const appended = `${stop ? trimmed.slice(0, -1) : trimmed} (${list})${stop}`;
  return utf8Length(appended) <= MAX_FIELD_BYTES ? appended : `${list}: ${description}`;
}

/** A term as the query writes it (`PR` for `pr`), or the term itself. */
function spelling(query: string, term: string): string {
  for (const word of query.split(/[^\p{Alphabetic}\p{N}]+/u)) {
    if (word !== '' && tokenize(word).length === 1 && tokenize(word)[0] === term) return word;
  }
  return term;
}
