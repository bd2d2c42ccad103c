import {
  detectToolsFormat,
  isJsonObject,
  type JsonObject,
  type JsonValue,
  reuseRow,
  type ScenarioLoad,
} from '../../core/index.ts';
import { settingsOf } from '../scenario-text/scenario-text-edit.ts';
import { locateCoreErrors } from './core-markers.ts';
import type { DefinitionRow, Evaluation } from './evaluation-types.ts';
import { buildModelView } from './model-view.ts';

/** Load times on the page's fine clock, as the evaluation time it shows is taken. */
export const PAGE_CLOCK = { now: () => performance.now() };

/**
 * The evaluate lane's answer for each load of one edit session, computed off the
 * main thread: the number-preserving parse, the core's report, the model's view
 * and the core's errors placed on the text. It belongs to the session it answers
 * for: each definition's row is handed back for the next load while the
 * definition is unchanged, so the page can stop at identity.
 */
export function createEvaluateAnswer(protocol: string): (loaded: ScenarioLoad) => Evaluation {
  const rows = new WeakMap<object, DefinitionRow>();
  return (loaded) => {
    // The time shown counts the load (read, turn and report) as well.
    const started = performance.now() - loaded.elapsedMs;
    const { text, parse: parsed } = loaded;
    const base = {
      id: 0,
      text,
      inputs: null,
      members: null,
      definitionRows: [],
      result: null,
      markers: [],
      derivedSurfaceCount: null,
      toolsFormat: null,
    };
    if (!parsed.ok) {
      const parse = { ok: false as const, error: parsed.error, line: parsed.line, column: parsed.column };
      return { ...base, parse, elapsedMs: performance.now() - started };
    }
    const scenario = parsed.value;
    const core = loaded.value;
    const derived = loaded.derivedSurface;
    const outcome = loaded.evaluation;
    const objectScenario = isJsonObject(scenario) ? scenario : null;
    return {
      ...base,
      parse: { ok: true },
      inputs: objectScenario && settingsOf(objectScenario),
      members:
        objectScenario &&
        (loaded.members?.map((m) => ({ key: m.key, valueStart: m.value.start, valueEnd: m.value.end })) ??
          null),
      definitionRows: objectScenario ? listDefinitions(objectScenario, rows) : [],
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
      toolsFormat: outcome.ok && objectScenario ? null : detectedToolsFormat(scenario),
      elapsedMs: performance.now() - started,
    };
  };
}

function listDefinitions(scenario: JsonObject, rows: WeakMap<object, DefinitionRow>): DefinitionRow[] {
  const list = Array.isArray(scenario.definitions) ? scenario.definitions : [];
  return list.map((d, index) => {
    const row: DefinitionRow = {
      index,
      name: isJsonObject(d) && typeof d.name === 'string' ? d.name : null,
      capability_id: isJsonObject(d) && typeof d.capability_id === 'string' ? d.capability_id : null,
    };
    // The parse reuses an unchanged definition's value, so its row is the last one too (core/cache/row-reuse.ts).
    return d !== null && typeof d === 'object' ? reuseRow(rows, d, row, sameDefinitionRow) : row;
  });
}

function sameDefinitionRow(a: DefinitionRow, b: DefinitionRow): boolean {
  return a.index === b.index && a.name === b.name && a.capability_id === b.capability_id;
}

/** A refused text read as a tools list: the format's name when the import would take it. */
function detectedToolsFormat(value: JsonValue): string | null {
  const detected = detectToolsFormat(value);
  return detected.ok ? detected.label : null;
}
