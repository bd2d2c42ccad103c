import {
  applyProductionSurface as buildCoreScenario,
  createEvaluationCache,
  type EvaluationCache,
  parseJsonReusing,
} from '../../core/index.ts';
import { isJsonObject, type JsonValue } from '../../core/json-value.ts';
import { readScenario, type Scenario } from '../../core/scenario.ts';
import type { Templates } from '../../core/templates.ts';
import { buildTurn, type Turn } from '../../core/turn.ts';

/**
 * The scenario exactly as the evaluator hands it to the core (the surface as
 * written, or derived only when the scenario asks for the production surface),
 * read and built into a turn. Search, describe and call all answer from this
 * turn, so a linked scenario lists the same results upstream recorded for it.
 */
export interface LoadedScenario {
  value: JsonValue;
  scenario: Scenario;
  turn: Turn;
  /** The definitions as written, so a rejected one can still be explained by name. */
  rawDefinitions: JsonValue[];
  /** Every string `name` among the definitions, unique, in input order. */
  toolNames: string[];
}

export type LoadResult = { ok: true; loaded: LoadedScenario } | { ok: false; error: string };

export function loadScenario(
  text: string,
  templates: Templates,
  cache: EvaluationCache = createEvaluationCache(),
): LoadResult {
  const parsed = parseJsonReusing(text, cache);
  if (!parsed.ok)
    return { ok: false, error: `the scenario is not JSON (line ${parsed.line}): ${parsed.error}` };
  const value = buildCoreScenario(parsed.value);
  const read = readScenario(value, cache);
  if (!read.ok) return { ok: false, error: read.error };
  const rawDefinitions = isJsonObject(value) && Array.isArray(value.definitions) ? value.definitions : [];
  const toolNames = new Set<string>();
  for (const d of rawDefinitions) if (isJsonObject(d) && typeof d.name === 'string') toolNames.add(d.name);
  return {
    ok: true,
    loaded: {
      value,
      scenario: read.scenario,
      turn: buildTurn(read.scenario, templates, cache),
      rawDefinitions,
      toolNames: [...toolNames],
    },
  };
}

/**
 * One-entry "memoize last" on the scenario text: typing a query re-runs only the
 * search, never the parse and index build of a 1,000-tool catalog. An edited
 * text re-reads only the definitions that changed (core/evaluation-cache.ts), and
 * the search index is built only when a question reaches it.
 */
export function memoizeLoad(templates: Templates): (text: string) => LoadResult {
  const cache = createEvaluationCache();
  let lastText: string | null = null;
  let last: LoadResult | null = null;
  return (text) => {
    if (text !== lastText || last === null) {
      last = loadScenario(text, templates, cache);
      lastText = text;
    }
    return last;
  };
}
