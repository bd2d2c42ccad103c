import { parse as parseLossless } from 'lossless-json';
import { showInvisible } from '../display/visible-text.ts';
import { NUMBER_MARKER, quoteNumbers } from './json-number-text.ts';
import { type Scan, scanJson } from './json-scan.ts';
import { JsonNumber, type JsonValue, type ParseResult } from './json-value.ts';
import { locateOffset } from './text-position.ts';

type Read = { ok: true; value: JsonValue } | { ok: false; error: string; offset: number };

/** serde_json does not skip a byte-order mark, so neither does any path that reads a scenario. */
export const BOM_MESSAGE =
  'the text starts with a byte-order mark (U+FEFF), which JSON does not allow; remove it or save the file as UTF-8 without BOM';

/**
 * Reads JSON text without losing any number; never throws. The CLI, the editor
 * and share links all read through here, so they accept and refuse the same
 * texts with the same messages. A linear scan runs first (core/json/json-scan.ts), so
 * nesting past MAX_JSON_DEPTH is refused before the recursive parser sees it.
 */
export function parseJson(text: string): ParseResult {
  if (text.charCodeAt(0) === 0xfeff) return { ok: false, error: BOM_MESSAGE, line: 1, column: 1 };
  const read = readInOrder(text);
  if (read.ok) return read;
  return { ok: false, error: read.error, ...locateOffset(text, read.offset) };
}

function readInOrder(text: string): Read {
  const { issue, numbers } = scanJson(text);
  if (issue === undefined) return readValue(text, numbers);
  // A syntax error before the issue's token comes first, as in a reader that reads in order.
  const before = readLossless(text.slice(0, issue.cut));
  if (!before.ok && before.offset < issue.cut) return before;
  // A whole value ends before the token, so the token itself is the error ("expected end of input").
  if (before.ok) {
    const trailing = readLossless(text.slice(0, issue.cut + 1));
    if (!trailing.ok) return trailing;
  }
  return { ok: false, error: issue.error, offset: issue.at };
}

/**
 * Whether parseJson reads the text as a JSON object, found without building the
 * value it would return: the same scan, then JSON.parse alone, whose result is
 * dropped (numbers do not change whether a text reads). For a caller that only
 * needs the answer, such as a check of a text another thread will read.
 */
export function readsAsJsonObject(text: string): boolean {
  if (text.charCodeAt(0) === 0xfeff || scanJson(text).issue !== undefined) return false;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** JSON.parse where it can, the lossless parser for the rest and for messages. */
function readValue(text: string, numbers: Scan['numbers']): Read {
  const native = parseNative(text, numbers);
  return native ? { ok: true, value: native.revive(native.raw) } : readLossless(text);
}

/**
 * JSON.parse of a text that scanned clean, and the walk that turns its result
 * into a JsonValue in place; undefined when JSON.parse cannot be used (the text
 * is not JSON, a number is malformed, or a string could pass for a marked number).
 * - With plain numbers (see scanJson), the text goes as it is and each double is
 *   printed back to the text it was read from.
 * - With marked ones, every number is quoted behind the marker first (core/json/json-number-text.ts).
 * No reviver either way: V8 calls one for every value and copies each object; a walk in place costs less.
 */
export function parseNative(
  text: string,
  numbers: Scan['numbers'],
): { raw: unknown; revive: (raw: unknown) => JsonValue; form: 'plain' | 'marked' } | undefined {
  if (numbers === 'malformed') return undefined;
  const quoted = numbers === 'plain' ? text : quoteNumbers(text);
  if (quoted === undefined) return undefined;
  try {
    const raw = JSON.parse(quoted);
    return numbers === 'plain'
      ? { raw, revive: revivePlainNumbers, form: 'plain' }
      : { raw, revive: reviveMarkedNumbers, form: 'marked' };
  } catch {
    // Not JSON: the lossless parser says why and where, in the original text's offsets.
    return undefined;
  }
}

/**
 * Turns what JSON.parse made of a scanned text into a JsonValue, in place: each
 * double (a plain number) is printed back to its text, and when the numbers were
 * quoted (`marked`) each marked string becomes its number again. Only a value of
 * that form may be passed: in a marked one the marker starts no other string
 * (quoteNumbers refuses texts where it could), and a plain one's strings are left.
 */
function reviveNumbers(value: unknown, marked: boolean): JsonValue {
  if (value !== null && typeof value === 'object') reviveWithin(value as Record<string, unknown>, marked);
  return reviveLeaf(value, marked) as JsonValue;
}

/** A number or marked string as its JsonNumber; any other value as it is. */
function reviveLeaf(value: unknown, marked: boolean): unknown {
  if (typeof value === 'number') return new JsonNumber(String(value));
  if (marked && typeof value === 'string' && value.charCodeAt(0) === MARKER_CODE)
    return new JsonNumber(value.slice(1));
  return value;
}

/**
 * The members of an array or object revived in place. Strings, booleans and nulls
 * (most of a catalog) are passed over without a call, and a member is written only
 * when it becomes a JsonNumber: this walk visits every value JSON.parse made.
 */
function reviveWithin(container: Record<string, unknown> | unknown[], marked: boolean): void {
  if (Array.isArray(container)) {
    for (let i = 0; i < container.length; i++) {
      const member: unknown = container[i];
      if (typeof member === 'object') {
        if (member !== null) reviveWithin(member as Record<string, unknown>, marked);
      } else if (typeof member === 'number' || marked) container[i] = reviveLeaf(member, marked);
    }
    return;
  }
  // JSON.parse makes plain objects with own data members only, so `for…in` sees exactly those.
  for (const key in container) {
    const member = container[key];
    if (typeof member === 'object') {
      if (member !== null) reviveWithin(member as Record<string, unknown>, marked);
    } else if (typeof member === 'number' || marked) container[key] = reviveLeaf(member, marked);
  }
}

const revivePlainNumbers = (raw: unknown): JsonValue => reviveNumbers(raw, false);
const reviveMarkedNumbers = (raw: unknown): JsonValue => reviveNumbers(raw, true);

const MARKER_CODE = NUMBER_MARKER.charCodeAt(0);

function readLossless(text: string): Read {
  try {
    return { ok: true, value: parseLossless(text, undefined, LOSSLESS_OPTIONS) as JsonValue };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const position = / at position (\d+)$/.exec(message);
    const error = showInvisible(position ? message.slice(0, position.index) : message, { spellNames: true });
    return { ok: false, error, offset: position ? Number(position[1]) : 0 };
  }
}

function toJsonNumber(raw: string): JsonNumber {
  return new JsonNumber(raw);
}

/** A repeated key keeps its last value, as serde_json and JSON.parse do, whatever else the text holds. */
const LOSSLESS_OPTIONS = {
  parseNumber: toJsonNumber,
  onDuplicateKey: ({ newValue }: { newValue: unknown }) => newValue,
};
