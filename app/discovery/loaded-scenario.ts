import {
  createEditSession,
  isJsonObject,
  type JsonValue,
  type Scenario,
  type ScenarioLoad,
  type Templates,
  type Turn,
} from '../../core/index.ts';

/**
 * The scenario the discovery questions are answered against: the same load the
 * report came from (core's edit session), so search, describe and call
 * answer from the turn the evaluator built and a linked scenario lists the same
 * results upstream recorded for it.
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

export function viewLoadedText(loaded: ScenarioLoad): LoadResult {
  const { parse, value, evaluation: built } = loaded;
  if (!parse.ok) return { ok: false, error: `the scenario is not JSON (line ${parse.line}): ${parse.error}` };
  if (!built?.ok || value === null)
    return { ok: false, error: built && !built.ok ? built.error : 'the scenario could not be read' };
  const rawDefinitions = isJsonObject(value) && Array.isArray(value.definitions) ? value.definitions : [];
  const toolNames = new Set<string>();
  for (const d of rawDefinitions) if (isJsonObject(d) && typeof d.name === 'string') toolNames.add(d.name);
  return {
    ok: true,
    loaded: {
      value,
      scenario: built.scenario,
      turn: built.turn,
      rawDefinitions,
      toolNames: [...toolNames],
    },
  };
}

export function loadScenario(text: string, templates: Templates): LoadResult {
  return viewLoadedText(createEditSession(templates).load(text));
}
