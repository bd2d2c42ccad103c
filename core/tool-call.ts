import { type ArgumentCheck, checkArguments } from './argument-validation.ts';
import { BRIDGE_NAMES, type CatalogEntry } from './catalog.ts';
import { validateProviderName } from './ids.ts';
import { parseJson } from './json/json-parse.ts';
import { isJsonObject, type JsonObject, type JsonValue } from './json/json-value.ts';
import type { TargetRef } from './report/report.ts';
import { type MatchRule, resolveForgiving } from './resolution.ts';
import type { Turn } from './turn.ts';
import { toolOutput } from './turn-lookups.ts';

/** `tool_call` and direct calls by name (DISCLOSURE.md §11): resolution, describe-first, promotion. */

export const CALL_ARGUMENTS_ERROR = 'tool_call arguments must be a JSON object encoded as a string';
export const CALL_UNKNOWN_TARGET =
  'tool_call target is not a known tool; use tool_search to find the correct tool name';
const CALL_REQUIRES_NAME = 'tool_call requires name';
const CALL_BRIDGE_TARGET = 'tool_call target must not be a bridge';

export type CallOutcome =
  | { kind: 'error'; error: string }
  /** Not disclosed this turn and the arguments fail its schema: the model is shown the schema instead. */
  | { kind: 'describe_first'; target: TargetRef; rule: MatchRule; check: ArgumentCheck; output: JsonObject }
  | {
      kind: 'dispatched';
      target: TargetRef;
      rule: MatchRule;
      check: ArgumentCheck;
      deferred: boolean;
      promoted: boolean;
    };

/** What one turn remembers between calls. */
export interface CallState {
  /** Names whose schema the model has seen this turn (complete search results, describes). */
  disclosed: Set<string>;
  /** Tools already answered with describe-first this turn: it happens once per tool. */
  describedFirst: Set<string>;
  /** Deferred tools dispatched this turn: advertised from the next turn on. */
  promoted: string[];
}

export function newCallState(disclosed: Iterable<string> = []): CallState {
  return { disclosed: new Set(disclosed), describedFirst: new Set(), promoted: [] };
}

/** Absent → `{}`; a string must hold a JSON object; an object is taken as is. */
function readCallArguments(value: JsonValue | undefined): { ok: true; value: JsonObject } | { ok: false } {
  if (value === undefined) return { ok: true, value: {} };
  if (isJsonObject(value)) return { ok: true, value };
  if (typeof value === 'string') {
    const parsed = parseJson(value);
    if (parsed.ok && isJsonObject(parsed.value)) return { ok: true, value: parsed.value };
  }
  return { ok: false };
}

/** The `tool_call` bridge: forgiving resolution, then the policy re-check. */
export function callThroughBridge(turn: Turn, args: JsonValue, state: CallState): CallOutcome {
  const obj = isJsonObject(args) ? args : {};
  const name = obj.name;
  if (typeof name !== 'string') return { kind: 'error', error: CALL_REQUIRES_NAME };
  const callArgs = readCallArguments(obj.arguments);
  if (!callArgs.ok) return { kind: 'error', error: CALL_ARGUMENTS_ERROR };
  if (BRIDGE_NAMES.includes(name)) return { kind: 'error', error: CALL_BRIDGE_TARGET };
  const resolved = resolveForgiving(turn.catalog, name, turn.cache?.nameAnswers);
  // Hidden and missing tools get the same answer, so a narrowed profile learns nothing.
  if (!resolved || !turn.permitted(resolved.entry)) return { kind: 'error', error: CALL_UNKNOWN_TARGET };
  return dispatch(turn, resolved.entry, resolved.rule, callArgs.value, state);
}

/**
 * A call the model makes by a tool's own name. An advertised tool runs as is; a
 * deferred one resolves forgivingly without the policy check (dispatch enforces
 * authorization later), then behaves like `tool_call`.
 */
export function callDirectly(turn: Turn, name: string, args: JsonValue, state: CallState): CallOutcome {
  const invalid = validateProviderName(name);
  if (invalid) return { kind: 'error', error: invalid };
  const callArgs = readCallArguments(args ?? undefined);
  if (!callArgs.ok) return { kind: 'error', error: CALL_ARGUMENTS_ERROR };
  const resolved = resolveForgiving(turn.catalog, name, turn.cache?.nameAnswers);
  if (!resolved) return { kind: 'error', error: `unknown tool '${name}'` };
  return dispatch(turn, resolved.entry, resolved.rule, callArgs.value, state);
}

function dispatch(
  turn: Turn,
  entry: CatalogEntry,
  rule: MatchRule,
  args: JsonObject,
  state: CallState,
): CallOutcome {
  const def = entry.definition;
  const target = { capability_id: def.capability_id, name: def.name };
  const check = checkArguments(def.parameters, args);
  if (check.valid === false && !state.disclosed.has(def.name) && !state.describedFirst.has(def.name)) {
    state.describedFirst.add(def.name);
    return { kind: 'describe_first', target, rule, check, output: toolOutput(entry) };
  }
  const deferred = !turn.activeSet.names.includes(def.name);
  // Only a call that would run (its arguments pass) earns the tool a place next turn.
  const promoted = deferred && check.valid !== false;
  if (promoted && !state.promoted.includes(def.name)) state.promoted.push(def.name);
  return { kind: 'dispatched', target, rule, check, deferred, promoted };
}
