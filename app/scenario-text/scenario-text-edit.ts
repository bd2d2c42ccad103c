import {
  applyEdit,
  type JsonObject,
  type JsonValue,
  recordFromMap,
  type TextEdit,
} from '../../core/index.ts';
import { jsonPath, locateJsonPaths, type Member } from './json-locate.ts';
import { writePrettyJson } from './pretty-json.ts';

/**
 * Every control edits the scenario text, never a copy of it: the text stays the
 * one source of truth. An edit replaces, adds or removes one top-level key and
 * leaves every other byte alone, so a 300-tool catalog keeps its formatting, the
 * editor keeps its undo history and a `1.0` elsewhere is never rewritten.
 */

/** `change` is the one span replaced, when the text changed (the editor applies it without comparing texts). */
export type EditResult = { ok: true; text: string; change?: TextEdit } | { ok: false; reason: string };

/** A text read as a scenario object, or why it cannot be edited through controls. */
export type ScenarioRead = { ok: true; value: JsonObject } | { ok: false; reason: string };

/** The page's own reading of a text (scenario-object.ts), for an edit the Worker's reading cannot serve. */
export type ReadScenario = (text: string) => ScenarioRead;

/** Sets (or with `undefined`, removes) one top-level key of valid scenario text. */
export function setTopLevelValue(text: string, key: string, value: JsonValue | undefined): string {
  const change = planTopLevelValue(text, key, value);
  return change ? applyEdit(text, change) : text;
}

/** A member of the root object as the Worker's reader mapped it: where its value starts and ends. */
export interface RootMember {
  key: string;
  valueStart: number;
  valueEnd: number;
}

/**
 * What is known of a text without reading it: its settings (the root's members but
 * the bulky ones) and, when mapped, where every member of its root sits.
 */
export interface KnownText {
  settings: JsonObject;
  members: readonly RootMember[] | null;
}

/** The one span setTopLevelValue replaces, or null when the text stays as it is. */
function planTopLevelValue(
  text: string,
  key: string,
  value: JsonValue | undefined,
  mapped?: readonly RootMember[] | null,
): TextEdit | null {
  const placed = mapped && mapped.length > 0 ? placeKeys(text, mapped) : null;
  const root = placed ? null : locateJsonPaths(text, [jsonPath()]).get(jsonPath());
  const members = placed ?? root?.members;
  if (!members) return null;
  const index = members.findLastIndex((m) => m.key === key);
  const indent = detectIndent(text, members);
  const splice = (start: number, end: number, insert: string) => spanEdit(text, start, end, insert);
  if (index !== -1) {
    const member = members[index]!;
    if (value !== undefined) return splice(member.valueStart, member.valueEnd, writeValue(value, indent));
    const next = members[index + 1];
    if (next) return splice(member.keyStart, next.keyStart, '');
    const previous = members[index - 1];
    return previous
      ? splice(previous.valueEnd, member.valueEnd, '')
      : splice(member.keyStart, member.valueEnd, '');
  }
  if (value === undefined) return null;
  const entry = `${JSON.stringify(key)}: ${writeValue(value, indent)}`;
  // New keys go above the catalog, where people look for settings, not after thousands of lines.
  const anchor = members.find((m) => m.key === 'definitions') ?? members[0];
  if (anchor) return splice(anchor.keyStart, anchor.keyStart, `${entry},\n${indent}`);
  return root ? splice(root.start, root.end, `{\n${indent}${entry}\n}`) : null;
}

/**
 * The mapped members with where each key starts, found by walking back from the
 * value over the colon and the key's string; null if the text is not laid out so.
 */
function placeKeys(text: string, mapped: readonly RootMember[]): Member[] | null {
  const members: Member[] = [];
  for (const m of mapped) {
    let at = m.valueStart - 1;
    while (at >= 0 && isSpace(text.charCodeAt(at))) at--;
    if (text.charCodeAt(at) !== COLON) return null;
    at--;
    while (at >= 0 && isSpace(text.charCodeAt(at))) at--;
    if (text.charCodeAt(at) !== QUOTE) return null;
    // The opening quote is the nearest one before that is not escaped (an even run of backslashes before it).
    let open = at - 1;
    for (; open >= 0; open--) {
      if (text.charCodeAt(open) !== QUOTE) continue;
      let slashes = 0;
      while (text.charCodeAt(open - 1 - slashes) === BACKSLASH) slashes++;
      if (slashes % 2 === 0) break;
    }
    if (open < 0) return null;
    members.push({ key: m.key, keyStart: open, valueStart: m.valueStart, valueEnd: m.valueEnd });
  }
  return members;
}

const COLON = 0x3a;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/**
 * The top-level keys that hold the catalog and its lists rather than settings:
 * the Worker leaves them out of the settings it sends the page, and a control
 * never edits them.
 */
export const BULKY_KEYS: ReadonlySet<string> = new Set(['definitions', 'queries', 'resolve', 'surface_ids']);

/** The scenario's settings: its top-level members but the bulky ones, in their order. */
export function settingsOf(scenario: JsonObject): JsonObject {
  return recordFromMap(
    new Map(
      Object.keys(scenario)
        .filter((key) => !BULKY_KEYS.has(key))
        .map((key) => [key, scenario[key]!]),
    ),
  );
}

/** `settings` with `key` set to `value`, where it was when it was there. */
export function withSetting(settings: JsonObject, key: string, value: JsonValue): JsonObject {
  return recordFromMap(new Map([...Object.entries(settings), [key, value]]));
}

/**
 * Reads, transforms and writes back one key; the reason says why nothing changed.
 * The update sees the key's value and the scenario's settings (its top-level
 * members but the bulky ones, which may be missing). `known`, when given, is what
 * the Worker read from exactly this text: then the text is known to be a valid
 * object and is not parsed again here (on a large catalog that parse held the
 * page's thread on every click), and with its members mapped the edit's place is
 * found without scanning the catalog either. Otherwise `read` reads it.
 */
export function editTopLevelValue(
  text: string,
  key: string,
  update: (current: JsonValue | undefined, scenario: JsonObject) => JsonValue | undefined,
  known?: KnownText,
  read?: ReadScenario,
): EditResult {
  const fast = readsText(key, known) ? undefined : known;
  let scenario = fast?.settings;
  if (!scenario) {
    const scenarioRead = read?.(text) ?? { ok: false, reason: 'the scenario has not been read yet' };
    if (!scenarioRead.ok) return scenarioRead;
    scenario = scenarioRead.value;
  }
  const current = Object.hasOwn(scenario, key) ? scenario[key] : undefined;
  const next = update(current, scenario);
  // Removing a key the settings do not hold changes nothing; no need to look for it.
  if (fast && next === undefined && current === undefined) return { ok: true, text };
  const change = planTopLevelValue(text, key, next, fast?.members);
  return change ? { ok: true, text: applyEdit(text, change), change } : { ok: true, text };
}

/** Whether an edit of `key` must read the text itself: the Worker's reading holds no bulky key, nor a text it has not read. */
export function readsText(key: string, known: KnownText | undefined): boolean {
  return known === undefined || BULKY_KEYS.has(key);
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

/** [start, end) of `text` giving way to `insert`, as the edit core names it. */
function spanEdit(text: string, start: number, end: number, insert: string): TextEdit {
  return { prefix: start, suffix: text.length - end, middle: insert };
}
