import { isJsonObject, type JsonObject, type JsonValue, parseJson } from '../../core/index.ts';

/**
 * Updates for the scenario's `timeline` key (core/timeline.ts reads it), applied
 * through the store's one-key text edit so the turns played by hand are part of
 * the scenario text, its share link and its local copy. Each returns the new
 * value, or the current one untouched when the key is malformed (the timeline
 * panel shows the core's error for it; a click must not overwrite the author's text).
 */

type Update = (current: JsonValue | undefined) => JsonValue | undefined;

const emptyTurn = (): JsonObject => ({ actions: [] });

function isTurnList(value: JsonValue | undefined): value is JsonObject[] {
  return Array.isArray(value) && value.every((t) => isJsonObject(t) && Array.isArray(t.actions));
}

/** Adds an action to the last turn; without a timeline, that is turn 1. */
export function appendTimelineAction(action: JsonObject): Update {
  return (current) => {
    if (current === undefined || current === null) return [{ actions: [action] }];
    if (!isTurnList(current)) return current;
    if (current.length === 0) return [{ actions: [action] }];
    const last = current[current.length - 1]!;
    return [...current.slice(0, -1), { ...last, actions: [...(last.actions as JsonValue[]), action] }];
  };
}

/** "Next turn": turn 1 exists even without a timeline key, so the first press makes turn 2. */
export const appendTimelineTurn: Update = (current) => {
  if (current === undefined || current === null) return [emptyTurn(), emptyTurn()];
  if (!isTurnList(current)) return current;
  return current.length === 0 ? [emptyTurn(), emptyTurn()] : [...current, emptyTurn()];
};

/** Takes back the last action, or the last turn when it has none; an empty timeline removes the key. */
export const removeLastTimelineStep: Update = (current) => {
  if (!isTurnList(current)) return current;
  const turns = [...current];
  const last = turns[turns.length - 1];
  if (!last) return undefined;
  const actions = last.actions as JsonValue[];
  if (actions.length > 0) turns[turns.length - 1] = { ...last, actions: actions.slice(0, -1) };
  else turns.pop();
  const empty = turns.length === 0 || (turns.length === 1 && (turns[0]!.actions as JsonValue[]).length === 0);
  return empty ? undefined : turns;
};

export const clearTimeline: Update = () => undefined;

export function searchAction(args: JsonObject): JsonObject {
  return { tool: 'tool_search', arguments: args };
}

export function describeAction(name: string): JsonObject {
  return { tool: 'tool_describe', arguments: { name } };
}

/** Through the bridge, `arguments` is the string the model encodes (§11), kept as typed. */
export function toolCallAction(name: string, argumentsText: string): JsonObject {
  return { tool: 'tool_call', arguments: { name, arguments: argumentsText } };
}

/** A direct call carries its arguments as an object; text that is not one is kept so the error shows. */
export function directCallAction(name: string, argumentsText: string): JsonObject {
  const parsed = parseJson(argumentsText);
  return { tool: name, arguments: parsed.ok && isJsonObject(parsed.value) ? parsed.value : argumentsText };
}
