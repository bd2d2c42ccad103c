import type { EvaluationCache } from './evaluation-cache.ts';
import { quoteNumbers } from './json-number-text.ts';
import { scanJsonText } from './json-scan.ts';
import { type JsonValue, type ParseResult, parseJson, reviveMarkedNumbers as revive } from './json-value.ts';

/**
 * parseJson for a scenario that is read again and again while it is edited: the
 * same value and the same refusals, but each element of the top-level
 * `definitions` array whose text did not change since the last call is the very
 * object that call returned, so the evaluation cache finds its results by
 * identity. The text goes through JSON.parse with numbers quoted behind the
 * marker (core/json-number-text.ts) and no reviver; only new definitions and the
 * small rest of the document are walked to turn marked strings into numbers.
 * Anything unusual (an error, a string that could pass for a marked number, a
 * document that is not an object with a definitions array) takes parseJson.
 */
export function parseJsonReusing(text: string, cache: EvaluationCache): ParseResult {
  if (text.charCodeAt(0) === 0xfeff || scanJsonText(text) !== undefined) return parseJson(text);
  const quoted = quoteNumbers(text);
  if (quoted === undefined) return parseJson(text);
  let raw: unknown;
  try {
    raw = JSON.parse(quoted);
  } catch {
    return parseJson(text);
  }
  if (!isRecord(raw) || !Array.isArray(raw.definitions)) return { ok: true, value: revive(raw) };

  const previous = cache.parsedDefinitions;
  const next = new Map<string, JsonValue>();
  const definitions = raw.definitions as unknown[];
  for (let i = 0; i < definitions.length; i++) {
    const item = definitions[i];
    if (!isRecord(item)) {
      definitions[i] = revive(item);
      continue;
    }
    const key = JSON.stringify(item);
    const known = next.has(key) ? undefined : previous.get(key);
    // Two equal definitions in one text stay two objects: the report tells them apart by identity.
    const value = known ?? revive(item);
    if (!next.has(key)) next.set(key, value);
    definitions[i] = value;
  }
  cache.parsedDefinitions = next;
  for (const key of Object.keys(raw)) if (key !== 'definitions') raw[key] = revive(raw[key]);
  return { ok: true, value: raw as JsonValue };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
