/**
 * The core's figures for one catalog text, as `npm run bench` prints them:
 * parse and evaluate against JSON.parse + JSON.stringify of the same text, one
 * edit answered by an edit session, the review lane after such an edit, and
 * searches. Measures only; asserts nothing.
 */
import { loadTemplates } from '../cli/templates.ts';
import {
  buildReviewReport,
  createEditSession,
  DEFAULT_SEARCH_LIMIT,
  fromPlain,
  isJsonObject,
  parseJson,
  prepareReview,
  runToolSearch,
} from '../core/index.ts';
import { findabilityOf, findabilityWork } from '../core/review/findability.ts';
import { median, percentile } from './bench-table.ts';

export interface Runs {
  warmUp: number;
  runs: number;
}

function samples(runs: Runs, fn: () => void): number[] {
  for (let i = 0; i < runs.warmUp; i++) fn();
  const out: number[] = [];
  for (let i = 0; i < runs.runs; i++) {
    const start = performance.now();
    fn();
    out.push(performance.now() - start);
  }
  return out;
}

const time = (runs: Runs, fn: () => void) => median(samples(runs, fn));

const templates = loadTemplates();
// The share link is the link lane's work, not the review's: a review here is timed without one.
const noLink = { ok: false as const, reason: 'not made in the benchmark' };

export interface CatalogFigures {
  evaluate: number;
  baseline: number;
  edit: number;
  review: number;
}

/**
 * The edits the benchmark makes: the first definition's description, a new one
 * each time, so every edit changes one definition and nothing else.
 */
function describedEdits(text: string, label: string): () => string {
  const parsed = parseJson(text);
  const definitions = parsed.ok && isJsonObject(parsed.value) ? parsed.value.definitions : undefined;
  const first = Array.isArray(definitions) ? definitions[0] : undefined;
  const description = isJsonObject(first ?? null) ? (first as { description?: unknown }).description : null;
  const marker = `"description": ${JSON.stringify(description)}`;
  if (typeof description !== 'string' || !text.includes(marker))
    throw new Error(`${label}: no description of the first definition to edit`);
  let edits = 0;
  return () => {
    edits += 1;
    return text.replace(marker, `${marker.slice(0, -1)} (edit ${edits})"`);
  };
}

export function measureCatalog(text: string, label: string, runs: Runs): CatalogFigures {
  const first = createEditSession(templates).load(text).evaluation;
  if (!first.ok) console.warn(`${label}: the scenario was rejected (${first.error}); timing the rejection`);
  else if (first.report.errors.definitions.length > 0) throw new Error(`${label}: invalid definitions`);
  // The command line's case: a text read and evaluated by an edit session for that one text.
  const evaluate = time(runs, () => createEditSession(templates, { lend: false }).load(text));
  const baseline = time(runs, () => JSON.stringify(JSON.parse(text)));
  // The app's case: one edit session across edits, each edit changing one definition's description.
  const edited = describedEdits(text, label);
  const session = createEditSession(templates);
  const edit = time(runs, () => session.load(edited()));
  // The Worker's review lane after the same kind of edit: findings, summary and other runtimes.
  const reviewSession = createEditSession(templates);
  const review = time(runs, () => {
    const subject = prepareReview(reviewSession.load(edited()), templates, { link: () => noLink });
    if (subject.ok) buildReviewReport(subject.subject);
  });
  return { evaluate, baseline, edit, review };
}

interface SearchFigures {
  p50: number;
  p95: number;
  /** An edit and the first search after it, which brings the search index up to date. */
  afterEdit: number;
}

/** `tool_search` as the discovery lane runs it, each query at the playground's default limit. */
export function measureSearch(text: string, queries: readonly string[], runs: Runs): SearchFigures {
  const session = createEditSession(templates);
  const search = (source: string, query: string) => {
    const evaluation = session.load(source).evaluation;
    if (!evaluation.ok) throw new Error('the catalog did not evaluate');
    const { turn } = evaluation;
    const args = fromPlain({ query, limit: DEFAULT_SEARCH_LIMIT });
    runToolSearch(args, turn.searchIndex, turn.catalogByName, turn.mode.includes_complete_signatures);
  };
  // The index is built on the first search; what a person's next query costs comes after.
  search(text, queries[0]!);
  const all = queries.flatMap((query) => samples(runs, () => search(text, query)));
  const edited = describedEdits(text, 'search');
  let next = 0;
  const afterEdit = time(runs, () => search(edited(), queries[next++ % queries.length]!));
  return { p50: percentile(all, 50), p95: percentile(all, 95), afterEdit };
}

export interface FindabilityFigures {
  /** Every own-name query searched, on a scenario read afresh. */
  cold: number;
  /** In the review lane after an edit, answers the edit could not change lent from the last review. */
  afterEdit: number;
  /** The searches run and the answers lent, after the last edit. */
  searched: number;
  lent: number;
  tools: number;
}

/** The review's findability probes alone (core/review/findability.ts), cold and after an edit. */
export function measureFindability(text: string, label: string, runs: Runs): FindabilityFigures {
  const timed = (prepare: () => string, session?: ReturnType<typeof createEditSession>) => {
    const out: number[] = [];
    let last = { searched: 0, reused: 0, tools: 0 };
    for (let i = 0; i < runs.warmUp + runs.runs; i++) {
      const prepared = prepareReview((session ?? createEditSession(templates)).load(prepare()), templates, {
        link: () => noLink,
      });
      if (!prepared.ok) throw new Error(`${label}: ${prepared.error}`);
      // The index is the turn's, built for the report's own searches before the review asks.
      void prepared.subject.turn.searchIndex;
      const start = performance.now();
      const found = findabilityOf(prepared.subject);
      if (i >= runs.warmUp) out.push(performance.now() - start);
      const work = findabilityWork(found);
      last = { searched: work?.searched ?? 0, reused: work?.reused ?? 0, tools: found.tools.length };
    }
    return { time: median(out), last };
  };
  const cold = timed(() => text);
  const edited = describedEdits(text, label);
  const after = timed(edited, createEditSession(templates));
  return {
    cold: cold.time,
    afterEdit: after.time,
    searched: after.last.searched,
    lent: after.last.reused,
    tools: after.last.tools,
  };
}
