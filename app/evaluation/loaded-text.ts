import {
  applyProductionSurface,
  buildTurn,
  createEvaluationCache,
  type EvaluationCache,
  isJsonObject,
  type JsonValue,
  type ParseResult,
  parseJsonReusing,
  type ReadScenarioResult,
  readScenario,
  type Templates,
  type Turn,
} from '../../core/index.ts';
import type { RootMember } from '../scenario-text/scenario-text-edit.ts';

/**
 * One scenario text read once: the number-preserving parse, the scenario exactly
 * as the core is handed it (the surface as written, or derived when the scenario
 * asks for the production surface), and the turn built from it. The report, the
 * searches, the calls and the timeline are all answered from this one load.
 */
export interface LoadedText {
  text: string;
  parse: ParseResult;
  /** The value the core reads, or null when the text is not JSON. */
  value: JsonValue | null;
  /** Where the root object's members sit in the text, when the reader mapped them (one of each key). */
  members: RootMember[] | null;
  /** True when `surface_ids` was derived rather than written. */
  derivedSurface: boolean;
  /** The scenario read and its turn, or why the core rejected it as a whole. */
  /** How long reading and building took, counted into the evaluation time the page shows. */
  elapsedMs: number;
  built:
    | { ok: true; read: Extract<ReadScenarioResult, { ok: true }>; turn: Turn }
    | { ok: false; error: string }
    | null;
}

/**
 * `cache` carries what one load lends the next (core/evaluation-cache.ts): an
 * edit re-reads, re-estimates and re-indexes only the definitions it changed.
 */
export function loadText(
  text: string,
  templates: Templates,
  cache: EvaluationCache = createEvaluationCache(),
): LoadedText {
  const started = performance.now();
  const parse = parseJsonReusing(text, cache);
  if (!parse.ok)
    return {
      text,
      parse,
      value: null,
      members: null,
      derivedSurface: false,
      built: null,
      elapsedMs: performance.now() - started,
    };
  const value = applyProductionSurface(parse.value);
  const derivedSurface = value !== parse.value && isJsonObject(value) && Array.isArray(value.surface_ids);
  const built = build(value, templates, cache);
  const spans = cache.lastRead?.text === text ? cache.lastRead.spans : undefined;
  const members = spans
    ? spans.members.map((m) => ({ key: m.key, valueStart: m.value.start, valueEnd: m.value.end }))
    : null;
  return { text, parse, value, members, derivedSurface, built, elapsedMs: performance.now() - started };
}

function build(value: JsonValue, templates: Templates, cache: EvaluationCache): LoadedText['built'] {
  try {
    const read = readScenario(value, cache);
    if (!read.ok) return read;
    return { ok: true, read, turn: buildTurn(read.scenario, templates, cache) };
  } catch (err) {
    // The core promises never to throw; a stack exhausted by deep nesting still must not wedge the page.
    const reason = err instanceof RangeError ? 'the scenario is nested too deeply to evaluate' : String(err);
    return { ok: false, error: reason };
  }
}

/** One-entry "memoize last" on the text: a search typed against a 1,000-tool catalog reuses its turn. */
export function memoizeLoadText(templates: Templates): (text: string) => LoadedText {
  const cache = createEvaluationCache();
  let last: LoadedText | null = null;
  return (text) => {
    if (last === null || last.text !== text) last = loadText(text, templates, cache);
    return last;
  };
}
