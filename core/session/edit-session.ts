import { createEvaluationCache } from '../cache/evaluation-cache.ts';
import { evaluateValue, type TurnEvaluation } from '../evaluate.ts';
import { parseJsonReusing } from '../json/json-parse-reusing.ts';
import type { Span } from '../json/json-spans.ts';
import type { JsonValue, ParseResult } from '../json/json-value.ts';
import type { KnownEdit } from '../json/text-edit.ts';
import type { Templates } from '../templates.ts';

/**
 * One scenario text read once: the number-preserving parse, the value the core
 * reads (the document in the current version, the production surface filled in),
 * the scenario, its turn and its report. The playground's report, its searches,
 * calls and timeline, the design review and the command line all answer from it.
 */
export interface ScenarioLoad {
  text: string;
  parse: ParseResult;
  /** Where the root object's members sit in the text, when the reader mapped them (one of each key). */
  members: readonly { key: string; value: Span }[] | null;
  /** The value the scenario reader read (core/scenario.ts, prepareScenario); null when the text is not JSON or the document was refused. */
  value: JsonValue | null;
  /** True when `surface_ids` was derived rather than written. */
  derivedSurface: boolean;
  /** The report with the scenario read and its turn, or why the core refused it; null when the text is not JSON. */
  evaluation: TurnEvaluation | null;
  /** How long the load took, counted into the evaluation time the page shows. */
  elapsedMs: number;
}

/**
 * The scenario being edited, one text after another. The session owns what one
 * load lends the next (core/cache/evaluation-cache.ts: an edit re-reads, re-estimates
 * and re-indexes only the definitions it changed) and the last load, which the
 * same text asked again gets as it is. Loads answer exactly as a fresh session
 * would (core/cache/evaluation-cache.test.ts); only the time differs.
 */
export interface EditSession {
  /**
   * `edit`: how `text` was made from an earlier text, when the caller knows (the
   * editor's own change events, carried to the Worker): the parse takes the span
   * as it is instead of comparing the texts. It is ignored unless its `before` is
   * the text this session last read.
   */
  load: (text: string, edit?: KnownEdit) => ScenarioLoad;
}

/** `now` reads the clock the load times are taken with (the page passes its own finer one). */
export function createEditSession(
  templates: Templates,
  { now = Date.now }: { now?: () => number } = {},
): EditSession {
  const cache = createEvaluationCache();
  let last: ScenarioLoad | null = null;
  return {
    load: (text, edit) => {
      if (last?.text !== text) last = loadText(text, edit);
      return last;
    },
  };

  function loadText(text: string, edit: KnownEdit | undefined): ScenarioLoad {
    const started = now();
    const parse = parseJsonReusing(text, cache, edit);
    const elapsed = () => now() - started;
    if (!parse.ok) {
      const base = { text, parse, members: null, value: null, derivedSurface: false, evaluation: null };
      return { ...base, elapsedMs: elapsed() };
    }
    const spans = cache.lastRead?.text === text ? cache.lastRead.spans : undefined;
    const { prepared, evaluation } = evaluateValue(parse.value, templates, cache);
    return {
      text,
      parse,
      members: spans ? spans.members : null,
      value: prepared.ok ? prepared.value : null,
      derivedSurface: prepared.ok && prepared.derivedSurface,
      evaluation,
      elapsedMs: elapsed(),
    };
  }
}
