import { createEvaluationCache } from '../cache/evaluation-cache.ts';
import { evaluateValue, type TurnEvaluation } from '../evaluate.ts';
import { parseJson } from '../json/json-parse.ts';
import { parseJsonReusing } from '../json/json-parse-reusing.ts';
import type { Span } from '../json/json-spans.ts';
import { invalidJsonMessage, type JsonValue, type ParseResult } from '../json/json-value.ts';
import type { KnownEdit } from '../json/text-edit.ts';
import type { Templates } from '../templates.ts';

/**
 * What a scenario text evaluates to, read once: the number-preserving parse, the
 * value the core reads (the document in the current version, the production
 * surface filled in), the scenario, its turn and its report. The playground's
 * report, its searches, calls and timeline, the design review and every command
 * of the command line answer from it.
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
  /**
   * The report with the scenario read and its turn, or why there is none: the
   * text is not JSON (invalidJsonMessage's words) or the core refused the scenario.
   */
  evaluation: TurnEvaluation;
  /** How long the load took, counted into the evaluation time the page shows. */
  elapsedMs: number;
}

/** A load the core read and reported: its evaluation holds the report, the scenario and the turn. */
export type ReportedLoad = ScenarioLoad & {
  parse: Extract<ParseResult, { ok: true }>;
  value: JsonValue;
  evaluation: Extract<TurnEvaluation, { ok: true }>;
};

/** The load with its report, or why the core gave none (invalid JSON, or the scenario refused). */
export function reported(
  load: ScenarioLoad,
): { ok: true; load: ReportedLoad } | { ok: false; error: string } {
  const { parse, value, evaluation } = load;
  if (!evaluation.ok) return evaluation;
  // An evaluated load was parsed and its document read, so this always holds.
  if (!parse.ok || value === null) return { ok: false, error: 'the scenario could not be read' };
  // The same object, narrowed (the checks above are what the type says), so a memo by load still finds it.
  return { ok: true, load: load as ReportedLoad };
}

/**
 * The scenario being edited, one text after another: the one way from a text to
 * its report. The session owns what one load lends the next
 * (core/cache/evaluation-cache.ts: an edit re-reads, re-estimates and re-indexes
 * only the definitions it changed) and the last load, which the same text asked
 * again gets as it is. Loads answer exactly as a fresh session would
 * (core/cache/evaluation-cache.test.ts); only the time differs.
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

/**
 * `now` reads the clock the load times are taken with (the page passes its own
 * finer one). `lend: false` makes a session for one text (a command's file): it
 * reads each text whole and keeps nothing for a next load, whose bookkeeping
 * would only cost a one-off read; its loads answer the same, without `members`.
 */
export function createEditSession(
  templates: Templates,
  { now = Date.now, lend = true }: { now?: () => number; lend?: boolean } = {},
): EditSession {
  const cache = lend ? createEvaluationCache() : undefined;
  let last: ScenarioLoad | null = null;
  return {
    load: (text, edit) => {
      if (last?.text !== text) last = loadText(text, edit);
      return last;
    },
  };

  function loadText(text: string, edit: KnownEdit | undefined): ScenarioLoad {
    const started = now();
    const parse = cache ? parseJsonReusing(text, cache, edit) : parseJson(text);
    const elapsed = () => now() - started;
    if (!parse.ok) {
      const evaluation = { ok: false as const, error: invalidJsonMessage(parse) };
      const base = { text, parse, members: null, value: null, derivedSurface: false, evaluation };
      return { ...base, elapsedMs: elapsed() };
    }
    const spans = cache?.lastRead?.text === text ? cache.lastRead.spans : undefined;
    const { prepared, evaluation } = evaluateValue(parse.value, templates, cache, true);
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
