import { isJsonObject, type JsonValue } from '../json/json-value.ts';
import type { Report } from '../report/report.ts';
import { advertisedFigures } from '../review/advertised-figures.ts';
import { resolveExpected } from '../review/findability-expectations.ts';
import { type ReviewSubject, searchIsAdvertised } from '../review/review-subject.ts';
import { planTiers, readCacheSettings, runtimeViews } from '../runtimes/index.ts';
import { estimateTokens } from '../token-estimate.ts';
import type { PlanInputs } from './plan-inputs.ts';
import { PLAN_RUNTIMES, type PlanRuntime, type TaskCost, taskCost } from './task-cost.ts';

/**
 * The figures of one scenario as evaluated (docs/planning.md): read from its
 * report and its runtime views, never estimated beside them. A plan's figures
 * are these figures of the scenario with the plan applied.
 */
export interface PlanFigures {
  /** What the first request carries in each runtime: catalog tools loaded in full, and all tokens sent. */
  upfront: Record<PlanRuntime, { tools: number; tokens: number }>;
  deferred_tools: number;
  judged: { queries: number; expected: number; weight: number };
  /** Weighted share of expected tools the model has (up front, or returned within the query's limit); null without judged queries. */
  recall: number | null;
  /** Weighted mean of 1 ÷ the rank of the first expected tool the model has (1 when one is up front, 0 when none). */
  mrr: number | null;
  /** Weighted share of tasks that need a tool_search round trip (an expected tool is deferred). */
  round_trips: number;
  /** Input tokens and their cost (input-price equivalents under the runtime's cache rule) per task, weighted. */
  per_task: Record<PlanRuntime, TaskCost>;
  /** Caps and guidance the runtimes' views find broken. */
  caps: { runtime: string; fact_id: string; kind: string; limit: number; actual: number }[];
  /** The tool_search index; `sent` false when tool_search is not advertised (nothing deferred, or the layer off). */
  index: { sent: boolean; bytes: number; namespaces: number; tools_named: number };
  /** Expected tools the model does not have, by query. */
  misses: { query_index: number; query: string; expected: string }[];
  /** Tools examined: the turn's catalog and every tool the judged searches scored. */
  work_steps: number;
}

/** One judged query's outcome for the cost model. */
interface JudgedOutcome {
  weight: number;
  expected: number;
  found: number;
  reciprocal: number;
  /** Tokens of the search's answer when an expected tool is deferred (a round trip); null when none is. */
  search_tokens: number | null;
  /** Schema tokens of the deferred expected tools the search returned (they are then loaded). */
  loaded_tokens: number;
}

export function measurePlan(subject: ReviewSubject, inputs: PlanInputs): PlanFigures {
  const { report, turn, value } = subject;
  const tiers = planTiers(report, value);
  const views = runtimeViews(tiers, { contextWindow: report.caps.ctx_limit });
  const view = (id: string) => views.find((v) => v.id === id)!;
  const layerOn = report.mode.decorator_enabled;
  const sent = advertisedFigures(report);
  const upfront: PlanFigures['upfront'] = {
    // With the layer off every permitted tool goes with its full schema (DISCLOSURE.md §2).
    ironclaw: {
      tools: layerOn ? report.active_set.definitions.filter((d) => !d.bridge).length : sent.count,
      tokens: sent.tokens,
    },
    anthropic: pick(view('anthropic-messages')),
    openai: pick(view('openai-responses')),
  };
  const loaded = loadedNames(subject);
  const outcomes: JudgedOutcome[] = [];
  const misses: PlanFigures['misses'] = [];
  let steps = turn.catalog.length;
  for (const e of subject.scenario.expectations.expectations) {
    const search = report.searches[e.query_index];
    const returned = search?.ok ? resultNames(search.output) : [];
    if (search?.ok) steps += search.index.scored_count;
    let found = 0;
    let best = 0;
    let needsSearch = false;
    let loadedTokens = 0;
    for (const expected of e.tools) {
      const { entry } = resolveExpected(turn.catalog, turn.catalogByName, expected);
      const name = entry?.definition.name;
      const rank = name === undefined ? -1 : returned.indexOf(name);
      if (name !== undefined && loaded.has(name)) {
        found++;
        best = 1;
        continue;
      }
      needsSearch = true;
      if (entry && rank >= 0) {
        found++;
        best = Math.max(best, 1 / (rank + 1));
        loadedTokens += turn.tokensOf(entry);
      } else misses.push({ query_index: e.query_index, query: e.query, expected });
    }
    outcomes.push({
      weight: inputs.weights[e.query_index] ?? 1,
      expected: e.tools.length,
      found,
      reciprocal: best,
      search_tokens: needsSearch && search?.ok ? estimateTokens(search.output_json) : needsSearch ? 0 : null,
      loaded_tokens: loadedTokens,
    });
  }
  const weight = outcomes.reduce((n, o) => n + o.weight, 0);
  const mean = (of: (o: JudgedOutcome) => number) =>
    weight === 0 ? null : outcomes.reduce((n, o) => n + o.weight * of(o), 0) / weight;
  const settings = readCacheSettings(value);
  const costs = (runtime: PlanRuntime) =>
    taskCost(
      runtime,
      upfront[runtime].tokens,
      outcomes.map((o) => ({
        weight: o.weight,
        search_tokens: o.search_tokens,
        loaded_tokens: o.loaded_tokens,
      })),
      { turns: inputs.turns, settings },
    );
  return {
    upfront,
    deferred_tools: tiers.deferred.length,
    judged: { queries: outcomes.length, expected: outcomes.reduce((n, o) => n + o.expected, 0), weight },
    recall: mean((o) => (o.expected === 0 ? 0 : o.found / o.expected)),
    mrr: mean((o) => o.reciprocal),
    round_trips: mean((o) => (o.search_tokens === null ? 0 : 1)) ?? 0,
    per_task: Object.fromEntries(PLAN_RUNTIMES.map((r) => [r, costs(r)])) as PlanFigures['per_task'],
    caps: views.flatMap((v) =>
      v.checks
        .filter((c) => c.hit && c.kind === 'cap')
        .map((c) => ({ runtime: v.id, fact_id: c.fact_id, kind: c.kind, limit: c.limit, actual: c.actual })),
    ),
    index: { sent: searchIsAdvertised(subject), ...indexFigures(report) },
    misses,
    work_steps: steps,
  };
}

/** The tools the model holds in full this turn: the active set, or with the layer off every permitted tool. */
export function loadedNames(subject: ReviewSubject): Set<string> {
  const { report } = subject;
  if (report.mode.decorator_enabled) return new Set(report.active_set.names);
  return new Set(report.catalog.filter((e) => e.permitted).map((e) => e.name));
}

function pick(view: { upfront: { tools: number; tokens: { tokens: number } } }) {
  return { tools: view.upfront.tools, tokens: view.upfront.tokens.tokens };
}

function indexFigures(report: Report): Omit<PlanFigures['index'], 'sent'> {
  return {
    bytes: report.tool_search_description_bytes,
    namespaces: report.discoverable_namespaces.length,
    tools_named: report.explain.index.sections.filter((s) => s.kind === 'representative').length,
  };
}

function resultNames(output: JsonValue): string[] {
  const results = isJsonObject(output) && Array.isArray(output.results) ? output.results : [];
  return results.flatMap((r) => (isJsonObject(r) && typeof r.name === 'string' ? [r.name] : []));
}
