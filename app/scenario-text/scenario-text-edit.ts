import { isJsonObject, type JsonObject, type JsonValue, parseJson } from '../../core/index.ts';
import { jsonPath, locateJsonPaths, type Member } from './json-locate.ts';
import { writePrettyJson } from './pretty-json.ts';

/**
 * Every control edits the scenario text, never a copy of it: the text stays the
 * one source of truth. An edit replaces, adds or removes one top-level key and
 * leaves every other byte alone, so a 300-tool catalog keeps its formatting, the
 * editor keeps its undo history and a `1.0` elsewhere is never rewritten.
 */

export type EditResult = { ok: true; text: string } | { ok: false; reason: string };

/** Reads the scenario through the number-preserving reader; controls need an object to edit. */
export function readScenarioObject(
  text: string,
): { ok: true; value: JsonObject } | { ok: false; reason: string } {
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, reason: `fix the JSON first (line ${parsed.line}): ${parsed.error}` };
  if (!isJsonObject(parsed.value)) return { ok: false, reason: 'the scenario must be a JSON object' };
  return { ok: true, value: parsed.value };
}

/** Sets (or with `undefined`, removes) one top-level key of valid scenario text. */
export function setTopLevelValue(text: string, key: string, value: JsonValue | undefined): string {
  const root = locateJsonPaths(text, [jsonPath()]).get(jsonPath());
  const members = root?.members;
  if (!root || !members) return text;
  const index = members.findLastIndex((m) => m.key === key);
  const indent = detectIndent(text, members);
  if (index !== -1) {
    const member = members[index]!;
    if (value !== undefined)
      return splice(text, member.valueStart, member.valueEnd, writeValue(value, indent));
    const next = members[index + 1];
    if (next) return splice(text, member.keyStart, next.keyStart, '');
    const previous = members[index - 1];
    return previous
      ? splice(text, previous.valueEnd, member.valueEnd, '')
      : splice(text, member.keyStart, member.valueEnd, '');
  }
  if (value === undefined) return text;
  const entry = `${JSON.stringify(key)}: ${writeValue(value, indent)}`;
  // New keys go above the catalog, where people look for settings, not after thousands of lines.
  const anchor = members.find((m) => m.key === 'definitions') ?? members[0];
  if (anchor) return splice(text, anchor.keyStart, anchor.keyStart, `${entry},\n${indent}`);
  return splice(text, root.start, root.end, `{\n${indent}${entry}\n}`);
}

/** Reads, transforms and writes back one key; the reason says why nothing changed. */
export function editTopLevelValue(
  text: string,
  key: string,
  update: (current: JsonValue | undefined, scenario: JsonObject) => JsonValue | undefined,
): EditResult {
  const read = readScenarioObject(text);
  if (!read.ok) return read;
  const current = Object.hasOwn(read.value, key) ? read.value[key] : undefined;
  return { ok: true, text: setTopLevelValue(text, key, update(current, read.value)) };
}

function detectIndent(text: string, members: Member[]): string {
  const first = members[0];
  if (!first) return '  ';
  const lineStart = text.lastIndexOf('\n', first.keyStart - 1) + 1;
  const lead = text.slice(lineStart, first.keyStart);
  return /^[ \t]+$/.test(lead) ? lead : '  ';
}

/** Nested lines are shifted to the member's indentation so the result reads as one document. */
function writeValue(value: JsonValue, indent: string): string {
  return writePrettyJson(value).replaceAll('\n', `\n${indent}`);
}

function splice(text: string, start: number, end: number, insert: string): string {
  return text.slice(0, start) + insert + text.slice(end);
}
