import type { CatalogEntry } from '../catalog.ts';
import { isJsonObject, type JsonValue } from '../json/json-value.ts';
import { MAX_EXPECTATIONS_CHECKED } from '../limits.ts';
import type { IndexedDocument } from '../search/bm25f-index.ts';
import { candidatesFor, rankDocument } from '../search/search.ts';
import { meaningFor } from './fix-meaning.ts';
import type { MissCause } from './miss-cause.ts';
import { explainMiss } from './miss-cause.ts';
import type { ReviewSubject } from './review-subject.ts';
import { type FixRequest, findFix, type WhatIfFix } from './what-if-fix.ts';

/** One tool a scenario's query expects, and whether tool_search returns it. */
export interface ExpectationResult {
  query_index: number;
  query: string;
  limit: number;
  /** The name as the scenario's `expect` writes it. */
  expected: string;
  /** The catalog tool it names; null when none does, or several. */
  tool: string | null;
  met: boolean;
  /** Its rank in tool_search's whole ranking, past the limit too; null when it scores nothing. */
  rank: number | null;
  scored_count: number;
  /** Why it is not returned; null when it is. */
  why_not: 'not_in_catalog' | 'ambiguous' | 'not_scored' | 'out_scored' | 'cut_by_response_bound' | null;
  cause: MissCause | null;
  fix: WhatIfFix | null;
  no_fix: string | null;
}

interface ExpectationContext {
  subject: ReviewSubject;
  completeSignatures: boolean;
  documentOf: (entry: CatalogEntry) => IndexedDocument | undefined;
  definitionIndexOf: (entry: CatalogEntry) => number | null;
  budget: FixRequest['budget'];
}

/**
 * Every `expect` of the scenario's queries, checked against the results the
 * report's own searches returned, up to MAX_EXPECTATIONS_CHECKED; `unchecked`
 * counts the rest.
 */
export function checkExpectations(context: ExpectationContext): {
  results: ExpectationResult[];
  unchecked: number;
} {
  const { subject } = context;
  const out: ExpectationResult[] = [];
  let unchecked = 0;
  for (const expectation of subject.scenario.expectations.expectations) {
    const search = subject.report.searches[expectation.query_index];
    const returned = search?.ok ? resultNames(search.output) : [];
    for (const expected of expectation.tools) {
      if (out.length === MAX_EXPECTATIONS_CHECKED) {
        unchecked++;
        continue;
      }
      const base = {
        query_index: expectation.query_index,
        query: expectation.query,
        limit: expectation.limit,
        expected,
      };
      out.push(checkOne(context, base, returned));
    }
  }
  return { results: out, unchecked };
}

type Base = Pick<ExpectationResult, 'query_index' | 'query' | 'limit' | 'expected'>;

function checkOne(context: ExpectationContext, base: Base, returned: readonly string[]): ExpectationResult {
  const { subject } = context;
  const found = resolveExpected(subject.turn.catalog, subject.turn.catalogByName, base.expected);
  const none = { rank: null, scored_count: 0, cause: null, fix: null, no_fix: null };
  if (found.entry === null) return { ...base, tool: null, met: false, ...none, why_not: found.why };
  const { entry } = found;
  const name = entry.definition.name;
  const index = subject.turn.searchIndex;
  const isTarget = (d: IndexedDocument) =>
    d.name === name && d.capability_id === entry.definition.capability_id;
  const placed = rankDocument(index, base.query, isTarget, candidatesFor(index, base.query));
  const ranked = { tool: name, rank: placed.rank, scored_count: placed.scored_count };
  if (returned.includes(name)) return { ...base, ...none, ...ranked, met: true, why_not: null };
  const document = context.documentOf(entry);
  const definitionIndex = context.definitionIndexOf(entry);
  const whyNot =
    placed.rank === null ? 'not_scored' : placed.rank <= base.limit ? 'cut_by_response_bound' : 'out_scored';
  if (!document) return { ...base, ...none, ...ranked, met: false, why_not: whyNot };
  const terms = subject.report.searches[base.query_index];
  const queryTerms = terms?.ok ? terms.index.query_terms : [];
  const cause = explainMiss(index, document, entry.definition, definitionIndex, queryTerms);
  const fixed = findFix({
    turn: subject.turn,
    completeSignatures: context.completeSignatures,
    entry,
    document,
    definitionIndex,
    query: base.query,
    limit: base.limit,
    rankBefore: placed.rank,
    goal: 'returned',
    ownWords: new Set(
      cause.lacking.filter((l) => l.places.some((p) => p.where !== 'other_tool')).map((l) => l.term),
    ),
    budget: context.budget,
    meaning: meaningFor(subject, entry),
  });
  return { ...base, ...ranked, met: false, why_not: whyNot, cause, ...fixed };
}

/**
 * The tool an expected name means: its provider name, its capability id, or its
 * name after the server prefix (`create_pull_request` for
 * `mcp-github__create_pull_request`) when exactly one tool has it.
 */
export function resolveExpected(
  catalog: readonly CatalogEntry[],
  byName: ReadonlyMap<string, CatalogEntry>,
  expected: string,
): { entry: CatalogEntry; why: null } | { entry: null; why: 'not_in_catalog' | 'ambiguous' } {
  const exact = byName.get(expected) ?? catalog.find((e) => e.definition.capability_id === expected);
  if (exact) return { entry: exact, why: null };
  const suffix = `__${expected}`;
  const matches = catalog.filter((e) => e.definition.name.endsWith(suffix));
  if (matches.length === 1) return { entry: matches[0]!, why: null };
  return { entry: null, why: matches.length === 0 ? 'not_in_catalog' : 'ambiguous' };
}

function resultNames(output: JsonValue): string[] {
  const results = isJsonObject(output) && Array.isArray(output.results) ? output.results : [];
  return results.flatMap((r) => (isJsonObject(r) && typeof r.name === 'string' ? [r.name] : []));
}
