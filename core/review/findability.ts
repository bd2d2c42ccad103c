import { reuseRow } from '../cache/row-reuse.ts';
import type { CatalogEntry } from '../catalog.ts';
import { FINDABILITY_LIMIT, MAX_WHAT_IF_SEARCHES } from '../limits.ts';
import { namespaceOf } from '../namespaces.ts';
import type { ToolDefinition } from '../report/report.ts';
import type { ExpectationProblem } from '../scenario-expectations.ts';
import type { IndexedDocument } from '../search/bm25f-index.ts';
import { compareBytes } from '../text/text.ts';
import { type Collision, readCollision } from './findability-collision.ts';
import { checkExpectations, type ExpectationResult } from './findability-expectations.ts';
import { createProber, type ProbeOutcome, type Prober } from './findability-probes.ts';
import { fixEffects, MAX_FIX_CHECK_SEARCHES } from './fix-effects.ts';
import { meaningFor } from './fix-meaning.ts';
import { ownNameQuery } from './own-name-query.ts';
import { type ReviewSubject, searchIsAdvertised } from './review-subject.ts';
import { findFix, type WhatIfFix } from './what-if-fix.ts';

/** Whether the model finds each deferred tool by its own name, whether the scenario's queries find what they expect. */
export interface ToolFindability {
  name: string;
  capability_id: string;
  namespace: string;
  own_name_query: string;
  /** 1-based, in what tool_search returns at the probe limit; null when not among them. */
  own_name_rank: number | null;
  /** The tools returned above it (all that are returned, when it is not). */
  outranked_by: string[];
}

/** The shares a catalog (or one server of it) scores: found by its own name, expectations met, judged recall and MRR. */
export interface FindabilityScore {
  tools: number;
  first: number;
  /** first ÷ tools; null with no tool probed. */
  own_name_share: number | null;
  expectations: number;
  met: number;
  expected_share: number | null;
  /**
   * The headline when the scenario has judged queries (queries with `expect`): over those
   * queries, the mean share of each one's expected tools tool_search returns within the
   * query's limit k (recall@k) and the mean of 1 / the rank of its first expected tool
   * returned (MRR, 0 when none is). Null with no judged query: the own-name figure then
   * stands alone, and it does not measure what people's requests find.
   */
  judged: JudgedScore | null;
}

interface JudgedScore {
  queries: number;
  recall: number;
  mrr: number;
}

export interface ServerScore extends FindabilityScore {
  /** The namespace the index groups the server's tools under (DISCLOSURE.md §5). */
  server: string;
}

export interface Findability {
  limit: number;
  /** Whether tool_search is advertised this turn; with nothing deferred, no tool needs finding. */
  searchable: boolean;
  tools: ToolFindability[];
  /** Deferred tools not probed because the review's search work ran out (MAX_PROBE_WORK). */
  not_probed: string[];
  collisions: Collision[];
  expectations: ExpectationResult[];
  /** Expected tools past MAX_EXPECTATIONS_CHECKED, not checked. */
  expectations_unchecked: number;
  /** `expect` entries that could not be read. */
  problems: ExpectationProblem[];
  score: FindabilityScore;
  servers: ServerScore[];
}

const FINDABILITY = new WeakMap<ReviewSubject, Findability>();
const WORK = new WeakMap<Findability, Prober['counts']>();
/**
 * A collision read from a probe's answer, by tool: an answer lent to the next
 * review is the same object, and the tool's own document is unchanged (a change
 * to it would have touched the query's words), so the collision is too.
 */
const COLLISIONS = new WeakMap<ProbeOutcome, Map<string, Collision>>();
/** The last row made for a definition: an unchanged row is the same object after an edit. */
const ROWS = new WeakMap<ToolDefinition, ToolFindability>();

/** The findability of a reviewed scenario, made once per subject (the findings and the report share it). */
export function findabilityOf(subject: ReviewSubject): Findability {
  let found = FINDABILITY.get(subject);
  if (!found) {
    found = measure(subject);
    FINDABILITY.set(subject, found);
  }
  return found;
}

function measure(subject: ReviewSubject): Findability {
  const { report, turn } = subject;
  const completeSignatures = report.mode.includes_complete_signatures;
  const prober = createProber(turn, completeSignatures);
  const budget = { left: MAX_WHAT_IF_SEARCHES };
  const documentOf = documentLookup(subject);
  const definitionIndexOf = definitionIndexLookup(subject);
  const tools: ToolFindability[] = [];
  const notProbed: string[] = [];
  const collisions: Collision[] = [];
  const searchable = searchIsAdvertised(subject);
  const advertised = new Set(report.active_set.names);
  for (const entry of searchable ? turn.catalog : []) {
    const { name } = entry.definition;
    if (!turn.permitted(entry) || advertised.has(name)) continue;
    const query = ownNameQuery(name);
    const outcome = prober.search(query);
    if (!outcome) {
      notProbed.push(name);
      continue;
    }
    tools.push(rowOf(entry.definition, query, outcome));
    const document = documentOf(entry);
    if (outcome.names[0] === name || !document) continue;
    // An answer lent from the last review comes with the collision read from it, when no search made its fix.
    const key = `${entry.definition.capability_id}\u0000${name}`;
    const held = COLLISIONS.get(outcome)?.get(key);
    if (held) {
      collisions.push(held);
      continue;
    }
    const collision = readCollision(turn.searchIndex, outcome, name, document);
    if (!collision) continue;
    const searches = budget.left;
    const fixed = findFix({
      turn,
      completeSignatures,
      entry,
      document,
      definitionIndex: definitionIndexOf(entry),
      query,
      limit: FINDABILITY_LIMIT,
      rankBefore: collision.rank,
      goal: 'first',
      budget,
      meaning: meaningFor(subject, entry),
    });
    const made = { ...collision, ...fixed, no_fix: fixed.no_fix && `${fixed.no_fix}${remedy(collision)}` };
    collisions.push(made);
    if (made.fix === null && budget.left === searches) {
      if (!COLLISIONS.has(outcome)) COLLISIONS.set(outcome, new Map());
      COLLISIONS.get(outcome)!.set(key, made);
    }
  }
  prober.keep();
  const { results: expectations, unchecked } = checkExpectations({
    subject,
    completeSignatures,
    documentOf,
    definitionIndexOf,
    budget,
  });
  // Every fix is checked against the whole review before it is offered.
  const review = {
    turn,
    completeSignatures,
    tools,
    expectations,
    limit: FINDABILITY_LIMIT,
    documentOf,
    budget: { left: MAX_FIX_CHECK_SEARCHES },
  };
  const fixes: WhatIfFix[] = [];
  for (const c of collisions) if (c.fix) fixes.push(c.fix);
  for (const e of expectations) if (e.fix) fixes.push(e.fix);
  for (const fix of fixes) fix.effects = fixEffects(fix, review);
  const found: Findability = {
    limit: FINDABILITY_LIMIT,
    searchable,
    tools,
    not_probed: notProbed,
    collisions,
    expectations,
    expectations_unchecked: unchecked,
    problems: subject.scenario.expectations.problems,
    ...scores(tools, expectations, subject),
  };
  WORK.set(found, { ...prober.counts });
  return found;
}

/**
 * The own-name searches a findability review ran and the answers it took over
 * from the review before (the benchmark prints them; the report leaves them out,
 * as the same file must give the same report however it was reached).
 */
export function findabilityWork(found: Findability): Prober['counts'] | undefined {
  return WORK.get(found);
}

function rowOf(definition: ToolDefinition, query: string, outcome: ProbeOutcome): ToolFindability {
  const at = outcome.names.indexOf(definition.name);
  const fresh: ToolFindability = {
    name: definition.name,
    capability_id: definition.capability_id,
    namespace: namespaceOf(definition.capability_id),
    own_name_query: query,
    own_name_rank: at < 0 ? null : at + 1,
    outranked_by: at < 0 ? [...outcome.names] : outcome.names.slice(0, at),
  };
  return reuseRow(ROWS, definition, fresh, sameRow);
}

function sameRow(a: ToolFindability, b: ToolFindability): boolean {
  return (
    a.name === b.name &&
    a.capability_id === b.capability_id &&
    a.namespace === b.namespace &&
    a.own_name_query === b.own_name_query &&
    a.own_name_rank === b.own_name_rank &&
    a.outranked_by.length === b.outranked_by.length &&
    a.outranked_by.every((n, i) => n === b.outranked_by[i])
  );
}

/** A catalog entry's index document, by its name and capability id (a map made on first use). */
function documentLookup(subject: ReviewSubject): (entry: CatalogEntry) => IndexedDocument | undefined {
  let byKey: Map<string, IndexedDocument> | undefined;
  return (entry) => {
    if (!byKey) {
      byKey = new Map();
      for (const d of subject.turn.searchIndex.documents) byKey.set(`${d.capability_id}\u0000${d.name}`, d);
    }
    return byKey.get(`${entry.definition.capability_id}\u0000${entry.definition.name}`);
  };
}

/** What would change a collision no added word can fix, in words. */
function remedy(c: Omit<Collision, 'fix' | 'no_fix'>): string {
  if (c.reason === 'document_length')
    return `; it would rank above ${c.other} with fewer than ${c.other_length} distinct terms in its document (it has ${c.tool_length}): a shorter description or schema, or a name of its own`;
  if (c.reason === 'tie_by_id')
    return `; it scores the same as ${c.other}, whose capability id sorts first: a word of its own in its name would part them`;
  if (c.reason === 'exact_identifier') return `; the query is ${c.other}’s exact name or id`;
  return '';
}

/** Where a catalog entry's definition sits in the scenario's `definitions` (the reader's own objects). */
function definitionIndexLookup(subject: ReviewSubject): (entry: CatalogEntry) => number | null {
  let byDefinition: Map<ToolDefinition, number> | undefined;
  return (entry) => {
    byDefinition ??= new Map(subject.scenario.definitions.map((d) => [d.definition, d.index]));
    return byDefinition.get(entry.definition) ?? null;
  };
}

function scores(
  tools: readonly ToolFindability[],
  expectations: readonly ExpectationResult[],
  subject: ReviewSubject,
): { score: FindabilityScore; servers: ServerScore[] } {
  const servers = new Map<string, { tools: ToolFindability[]; expectations: ExpectationResult[] }>();
  const serverOf = (namespace: string) => {
    let server = servers.get(namespace);
    if (!server) {
      server = { tools: [], expectations: [] };
      servers.set(namespace, server);
    }
    return server;
  };
  for (const tool of tools) serverOf(tool.namespace).tools.push(tool);
  const byName = subject.turn.catalogByName;
  for (const e of expectations) {
    const entry = e.tool === null ? undefined : byName.get(e.tool);
    if (entry) serverOf(namespaceOf(entry.definition.capability_id)).expectations.push(e);
  }
  return {
    score: scoreOf(tools, expectations),
    servers: [...servers]
      .sort(([a], [b]) => compareBytes(a, b))
      .map(([server, s]) => ({ server, ...scoreOf(s.tools, s.expectations) })),
  };
}

function scoreOf(
  tools: readonly ToolFindability[],
  expectations: readonly ExpectationResult[],
): FindabilityScore {
  const first = tools.filter((t) => t.own_name_rank === 1).length;
  const met = expectations.filter((e) => e.met).length;
  const byQuery = new Map<number, ExpectationResult[]>();
  for (const e of expectations) byQuery.set(e.query_index, [...(byQuery.get(e.query_index) ?? []), e]);
  let recall = 0;
  let reciprocal = 0;
  for (const results of byQuery.values()) {
    recall += results.filter((e) => e.met).length / results.length;
    const ranks = results.flatMap((e) => (e.met && e.rank !== null ? [e.rank] : []));
    reciprocal += ranks.length === 0 ? 0 : 1 / Math.min(...ranks);
  }
  const judged =
    byQuery.size === 0
      ? null
      : { queries: byQuery.size, recall: recall / byQuery.size, mrr: reciprocal / byQuery.size };
  return {
    judged,
    tools: tools.length,
    first,
    own_name_share: tools.length === 0 ? null : first / tools.length,
    expectations: expectations.length,
    met,
    expected_share: expectations.length === 0 ? null : met / expectations.length,
  };
}

/** A share as a reader sees it, the same in the page, the Markdown and Compare: `85.7 %`, or `n/a`. */
export function sharePercent(share: number | null): string {
  return share === null ? 'n/a' : `${Math.round(share * 1000) / 10} %`;
}

/**
 * B's share minus A's as a reader sees it: the difference of the two shares as
 * shown, in percentage points (94.5 % → 94.6 % is `+0.1 pp`), and a change too
 * small to show one decimal of is said to be one rather than `+0`.
 */
export function sharePointsChange(a: number | null, b: number | null): string {
  if (a === null || b === null) return 'n/a';
  const tenths = Math.round(b * 1000) - Math.round(a * 1000);
  if (tenths === 0) return b === a ? '±0 pp' : `${b > a ? '+' : '−'}<0.1 pp`;
  return `${tenths > 0 ? '+' : '−'}${Math.abs(tenths) / 10} pp`;
}
