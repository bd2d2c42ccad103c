import { quoteJsonString } from './json-string.ts';
import { isJsonObject, JsonNumber, type JsonValue } from './json-value.ts';

/**
 * The writer of every scenario text the playground and `disclosure import` make, and
 * behind every control edit. Unlike canonical JSON it keeps the
 * author's key order (a scenario is read by people) and writes each number
 * exactly as it was read, so `1.0` and 64-bit integers survive a round trip.
 */
const INLINE_ARRAY_LIMIT = 72;

export function writePrettyJson(value: JsonValue, indent = 0): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return quoteJsonString(value);
  if (value instanceof JsonNumber) return value.raw;
  const pad = '  '.repeat(indent + 1);
  const close = '  '.repeat(indent);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inline = inlineArray(value);
    if (inline !== null && inline.length + pad.length <= INLINE_ARRAY_LIMIT) return inline;
    return `[\n${value.map((item) => pad + writePrettyJson(item, indent + 1)).join(',\n')}\n${close}]`;
  }
  if (!isJsonObject(value)) return 'null';
  const keys = Object.keys(value);
  if (keys.length === 0) return '{}';
  const lines = keys.map(
    (key) => `${pad}${quoteJsonString(key)}: ${writePrettyJson(value[key]!, indent + 1)}`,
  );
  return `{\n${lines.join(',\n')}\n${close}}`;
}

/** Short lists of ids read best on one line; anything nested does not. */
function inlineArray(items: JsonValue[]): string | null {
  const parts: string[] = [];
  for (const item of items) {
    if (Array.isArray(item) || isJsonObject(item)) return null;
    parts.push(writePrettyJson(item));
  }
  return `[${parts.join(', ')}]`;
}

/**
 * A scenario as a file holds it: pretty JSON and a final newline. `disclosure import`
 * prints it and the page writes it, so one catalog imported by either is the same text.
 */
export function writeScenarioText(value: JsonValue): string {
  return `${writePrettyJson(value)}\n`;
}

/** Compact JSON with every number as read: a value sent between processes without turning `1` into `"1"`. */
export function writeCompactJson(value: JsonValue): string {
  if (
    value === null ||
    typeof value === 'boolean' ||
    typeof value === 'string' ||
    value instanceof JsonNumber
  )
    return writePrettyJson(value);
  if (Array.isArray(value)) return `[${value.map(writeCompactJson).join(',')}]`;
  if (!isJsonObject(value)) return 'null';
  return `{${Object.keys(value)
    .map((key) => `${quoteJsonString(key)}:${writeCompactJson(value[key]!)}`)
    .join(',')}}`;
}
