import { type EvaluateResult, evaluateScenario } from '../../core/evaluate.ts';
import {
  applyProductionSurface as buildCoreScenario,
  createEvaluationCache,
  type EvaluationCache,
  parseJsonReusing,
} from '../../core/index.ts';
import { isJsonObject, type JsonObject, type JsonValue } from '../../core/json-value.ts';
import type { Templates } from '../../core/templates.ts';
import { locateCoreErrors } from './core-markers.ts';
import { buildModelView } from './model-view.ts';
import type { DefinitionRow, Evaluation } from './worker-protocol.ts';

/** Keys whose values can be megabytes; the controls never need them. */
const BULKY_KEYS = new Set(['definitions', 'queries', 'resolve', 'surface_ids']);

/**
 * Everything the panels need from one scenario text, computed off the main
 * thread: the number-preserving parse, the core's report, the model's view and
 * the core's errors placed on the text. The worker keeps one cache for all its
 * evaluations, so an edit re-reads only the definitions it changed.
 */
export function evaluateText(
  id: number,
  text: string,
  templates: Templates,
  protocol: string,
  cache: EvaluationCache = createEvaluationCache(),
): Evaluation {
  const started = performance.now();
  const base = {
    id,
    text,
    inputs: null,
    definitionRows: [],
    result: null,
    markers: [],
    derivedSurfaceCount: null,
  };
  const parsed = parseJsonReusing(text, cache);
  if (!parsed.ok) {
    const parse = { ok: false as const, error: parsed.error, line: parsed.line, column: parsed.column };
    return { ...base, parse, elapsedMs: performance.now() - started };
  }
  const scenario = parsed.value;
  const core = buildCoreScenario(scenario);
  const derived = core !== scenario && isJsonObject(core) && Array.isArray(core.surface_ids);
  const outcome = evaluateSafely(core, templates, cache);
  const objectScenario = isJsonObject(scenario) ? scenario : null;
  return {
    ...base,
    parse: { ok: true },
    inputs: objectScenario && pickInputs(objectScenario),
    definitionRows: objectScenario ? listDefinitions(objectScenario) : [],
    result:
      outcome.ok && objectScenario
        ? {
            ok: true,
            report: outcome.report,
            modelView: buildModelView(outcome.report, objectScenario, protocol),
          }
        : { ok: false, error: outcome.ok ? 'the scenario must be a JSON object' : outcome.error },
    markers: outcome.ok ? locateCoreErrors(text, outcome.report.errors, derived) : [],
    derivedSurfaceCount:
      derived && isJsonObject(core) && Array.isArray(core.surface_ids) ? core.surface_ids.length : null,
    elapsedMs: performance.now() - started,
  };
}

// The core promises never to throw; a bug there must still leave the last good report on screen.
function evaluateSafely(scenario: JsonValue, templates: Templates, cache: EvaluationCache): EvaluateResult {
  try {
    return evaluateScenario(scenario, templates, cache);
  } catch (err) {
    return { ok: false, error: `the evaluator failed: ${err instanceof Error ? err.message : String(err)}` };
  }
}

function pickInputs(scenario: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const key of Object.keys(scenario)) {
    if (!BULKY_KEYS.has(key))
      Object.defineProperty(out, key, { value: scenario[key], enumerable: true, writable: true });
  }
  return out;
}

function listDefinitions(scenario: JsonObject): DefinitionRow[] {
  const list = Array.isArray(scenario.definitions) ? scenario.definitions : [];
  return list.map((d, index) => ({
    index,
    name: isJsonObject(d) && typeof d.name === 'string' ? d.name : null,
    capability_id: isJsonObject(d) && typeof d.capability_id === 'string' ? d.capability_id : null,
  }));
}
