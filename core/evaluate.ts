import type { EvaluationCache } from './cache/evaluation-cache.ts';
import { definitionRows, reuseRounds } from './cache/row-reuse.ts';
import { isBridgeDefinition } from './catalog.ts';
import { explainSearch } from './discovery/explain-search.ts';
import { checkModelSafe } from './index-description.ts';
import { DEPTH_LIMIT_MESSAGE, NESTED_TOO_DEEPLY } from './json/json-limits.ts';
import type { JsonValue } from './json/json-value.ts';
import { recordFromMap } from './json/records.ts';
import { namespaceOf } from './namespaces.ts';
import type { CatalogEntryReport, Report, SearchReport, TierExplanation } from './report/report.ts';
import { type PreparedScenario, prepareScenario, readPreparedScenario, type Scenario } from './scenario.ts';
import { describeIndexForDebug } from './search/bm25f-index.ts';
import type { Templates } from './templates.ts';
import { compareBytes, sortStringsByBytes } from './text/text.ts';
import { canonicalSchemaJson } from './token-estimate.ts';
import { runToolSearch } from './tool-search.ts';
import { buildTurn, type Turn } from './turn.ts';
import { resolutionBytes, resolveName } from './turn-lookups.ts';
import { createWorkBudget, type WorkBudget, walkWithin } from './work-budget.ts';

/** A report with the scenario as read and the turn it was built from, or why there is none. */
export type TurnEvaluation =
  | { ok: true; report: Report; scenario: Scenario; turn: Turn }
  | { ok: false; error: string };

type EvaluateResult = { ok: true; report: Report } | { ok: false; error: string };

/**
 * Scenario value → report (SCENARIO.md), with the scenario as read and its turn.
 * Never throws; a structurally wrong scenario gives `{ok:false}`. Outside core a
 * text reaches its report through an edit session (core/session/edit-session.ts),
 * which calls `evaluateValue` with its cache; the report is the same either way.
 */
export function evaluateScenario(scenarioValue: JsonValue, templates: Templates): TurnEvaluation {
  return evaluateValue(scenarioValue, templates).evaluation;
}

/**
 * The one way from a scenario value to its report: the value prepared for reading
 * (core/scenario.ts: version upgrade, then production surface), read, built into a
 * turn and reported. `prepared` is what was read, for the page to show (the edit
 * session keeps it). `parsed`: the value is the JSON reader's own (the session's
 * parse), so its depth was checked on the text. Never throws.
 */
export function evaluateValue(
  scenarioValue: JsonValue,
  templates: Templates,
  cache?: EvaluationCache,
  parsed = false,
): { prepared: PreparedScenario; evaluation: TurnEvaluation } {
  const prepared = guarded(() => prepareScenario(scenarioValue, parsed));
  if (!prepared.ok) return { prepared, evaluation: prepared };
  const built = guarded(() => {
    const read = readPreparedScenario(prepared.value, cache);
    if (!read.ok) return read;
    return { ok: true as const, scenario: read.scenario, turn: buildTurn(read.scenario, templates, cache) };
  });
  if (!built.ok) return { prepared, evaluation: built };
  const { scenario, turn } = built;
  const evaluated = evaluateBuiltTurn(scenario, turn);
  return { prepared, evaluation: evaluated.ok ? { ...evaluated, scenario, turn } : evaluated };
}

/** A step that may exhaust the stack, with "never throws" kept: the reader refuses such depth before, in these words. */
function guarded<T>(step: () => T | { ok: false; error: string }): T | { ok: false; error: string } {
  try {
    return step();
  } catch (err) {
    return { ok: false, error: err instanceof RangeError ? DEPTH_LIMIT_MESSAGE : String(err) };
  }
}

/** The report of a scenario already read and built into a turn. Never throws, like `evaluateScenario`. */
function evaluateBuiltTurn(s: Scenario, turn: Turn): EvaluateResult {
  try {
    return reportTurn(s, turn);
  } catch (err) {
    return { ok: false, error: err instanceof RangeError ? NESTED_TOO_DEEPLY : String(err) };
  }
}

function reportTurn(s: Scenario, turn: Turn): EvaluateResult {
  const { mode } = s;
  // The queries and resolves share one budget: their number is bounded only by the input (core/work-budget.ts).
  const budget = createWorkBudget();
  const { searches, explanations: searchExplanations, disclosed, ranks } = runSearches(s, turn, budget);
  const resolutions = resolveWithin(s, turn, disclosed, budget);
  const { descriptors, callable } = visibleSurface(turn, disclosed);
  const rows = turn.cache?.reportRows;
  const { catalog, tiers } = catalogRows(s, turn);

  const report: Report = {
    oracle_format_version: 1,
    errors: s.errors,
    warnings: turn.warnings,
    mode,
    caps: {
      max_tokens: s.caps.maxTokens,
      max_tools: s.caps.maxTools,
      ctx_limit: s.caps.ctxLimit,
      defer_threshold_tokens: turn.threshold,
    },
    effective_pins: turn.effectivePins,
    promoted_effective: turn.promotedEffective,
    valid_definition_count: s.definitions.length,
    authorized_definition_count: turn.authorized.length,
    catalog,
    excluded_bridge_definitions: turn.authorized
      .filter(isBridgeDefinition)
      .map((d) => ({ capability_id: d.capability_id, name: d.name })),
    effective_metrics: {
      count: turn.activeExplanation.effective_count,
      tokens: turn.activeExplanation.effective_tokens,
    },
    discoverable_namespaces: turn.namespaces,
    tool_search_description: turn.index.text,
    tool_search_description_bytes: turn.index.explanation.sections.at(-1)?.end_byte ?? 0,
    tool_search_description_model_safe: checkModelSafe(turn.index.text),
    bridge_definitions: turn.bridgeReports,
    active_set: turn.activeSet,
    searches,
    resolutions,
    disclosed_names_after: sortStringsByBytes([...disclosed]),
    search_ranks_after: recordFromMap(ranks),
    visible_surface_after: {
      callable_capability_ids: sortStringsByBytes([...callable], turn.cache?.sorts.callableIds),
      descriptors,
    },
    ...(s.debug ? { debug_index: describeIndexForDebug(turn.searchIndex) } : {}),
    ...(budget.stops.length > 0 ? { work_stopped: [...budget.stops] } : {}),
    ...(budget.stops.length > 0 ? { work_stopped: [...budget.stops] } : {}),
    explain: {
      tiers,
      index: rows
        ? { ...turn.index.explanation, rounds: reuseRounds(rows, turn.index.explanation.rounds) }
        : turn.index.explanation,
      active: turn.activeExplanation,
      searches: searchExplanations,
    },
  };
  return { ok: true, report };
}

/** The scenario's searches in order; each marks complete results disclosed and overwrites ranks. */
function runSearches(s: Scenario, turn: Turn, budget: WorkBudget) {
  const disclosed = new Set<string>();
  const ranks = new Map<string, number>();
  const searches: SearchReport[] = [];
  const explanations: Report['explain']['searches'] = [];
  walkWithin(budget, { list: 'queries', noun: 'queries', scenarioKey: true }, s.queries, (args) => {
    const result = runToolSearch(
      args,
      turn.searchIndex,
      turn.catalogByName,
      s.mode.includes_complete_signatures,
    );
    if (!result.ok) {
      budget.spend(1, 0);
      searches.push({ arguments: args, ok: false, error: result.error });
      explanations.push(null);
      return;
    }
    budget.spend(result.ranking.scored_count + result.ranking.names.length, result.output_bytes);
    for (const name of result.disclosed) disclosed.add(name);
    result.ranking.names.forEach((name, i) => {
      ranks.set(name, i + 1);
    });
    searches.push({
      arguments: args,
      ok: true,
      limit: result.limit,
      output: result.output,
      output_json: result.output_json,
      output_bytes: result.output_bytes,
      index: {
        names: result.ranking.names,
        normalized_query: result.ranking.normalized_query,
        query_class: result.ranking.query_class,
        query_terms: result.ranking.query_terms,
        scored_count: result.ranking.scored_count,
        scores: result.ranking.ranked
          .slice(0, result.limit)
          .map((h) => ({ capability_id: h.capability_id, name: h.name, score: h.score })),
      },
    });
    explanations.push(explainSearch(result));
  });
  return { searches, explanations, disclosed, ranks };
}

/** The scenario's resolve entries, in order, as far as the budget the searches left goes. */
function resolveWithin(s: Scenario, turn: Turn, disclosed: Set<string>, budget: WorkBudget) {
  return walkWithin(
    budget,
    { list: 'resolve', noun: 'resolve entries', scenarioKey: true },
    s.resolve,
    (input) => {
      const resolution = resolveName(turn, input, disclosed);
      budget.spend(turn.catalog.length, resolutionBytes(resolution));
      return resolution;
    },
  ).results;
}

/**
 * SCENARIO.md, visible_surface_after: a definition is described when its id is the one a
 * name lookup finds for an advertised or disclosed name, so of duplicated names only the
 * entry the lookup lands on (the last) is visible. The match is by id alone: a definition
 * that uses a bridge name is not in the catalog, so it shows only when it shares its id
 * with a visible entry (vectors/fuzz/fuzz_s111_00366); a bridge id never is a catalog id.
 */
function visibleSurface(turn: Turn, disclosed: ReadonlySet<string>) {
  const visibleIds = new Set<string>();
  for (const name of [...turn.activeSet.names, ...disclosed]) {
    const entry = turn.catalogByName.get(name);
    if (entry) visibleIds.add(entry.definition.capability_id);
  }
  const descriptors = turn.authorized
    .filter((d) => visibleIds.has(d.capability_id))
    .map((d) => ({ capability_id: d.capability_id, safe_name: d.name }));
  if (turn.activeSet.deferred) {
    const bridges = [...turn.bridges].sort((a, b) => compareBytes(a.name, b.name));
    for (const b of bridges) descriptors.push({ capability_id: b.capability_id, safe_name: b.name });
  }
  const callable = new Set([
    ...turn.authorized.map((d) => d.capability_id),
    ...turn.bridges.map((b) => b.capability_id),
  ]);
  return { descriptors, callable };
}

/** One catalog row and one tier explanation per catalog entry; with a cache, the last report's rows where nothing changed (core/cache/row-reuse.ts). */
function catalogRows(s: Scenario, turn: Turn) {
  // Catalog entries hold the very definition objects the reader produced, so identity finds the index.
  const definitionIndex = new Map(s.definitions.map((d) => [d.definition, d.index]));
  const rows = turn.cache?.reportRows;
  const catalog: CatalogEntryReport[] = [];
  const tiers: TierExplanation[] = [];
  for (const e of turn.catalog) {
    const { definition } = e;
    const kept = definitionRows(
      rows,
      e,
      turn.tokensOf(e),
      namespaceOf(definition.capability_id),
      turn.permitted(e),
      s.debug ? canonicalSchemaJson(definition) : undefined,
      definitionIndex.get(definition)!,
    );
    catalog.push(kept.catalog);
    tiers.push(kept.tier);
  }
  return { catalog, tiers };
}
