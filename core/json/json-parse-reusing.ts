import type { EvaluationCache } from '../cache/evaluation-cache.ts';
import { parseJson, parseNative } from './json-parse.ts';
import { scanJson, scanJsonText } from './json-scan.ts';
import { mapScenarioSpans, type ScenarioSpans, type Span } from './json-spans.ts';
import { isJsonObject, type JsonObject, type JsonValue, type ParseResult } from './json-value.ts';
import { diffTexts, editFits, type KnownEdit } from './text-edit.ts';

/**
 * parseJson for a scenario that is read again and again while it is edited: the
 * same value and the same refusals, but what did not change since the last call
 * is the very object that call returned, so the evaluation cache finds its
 * results by identity.
 *
 * An edit that falls inside one definition, or inside the value of one other
 * member of the root object, is read alone: the text around it is unchanged and
 * was valid, so the document is valid exactly when that part reads as one value
 * (at its own depth), and the rest of the last value is reused as it is. Any
 * other text goes through JSON.parse (parseNative: as it is when its numbers
 * are plain, else with numbers quoted behind the marker), and only new
 * definitions are walked to turn what JSON.parse made into JSON numbers.
 * Anything unusual (an error, a string that could pass for a marked number, a
 * document that is not an object with a definitions array) takes parseJson.
 *
 * `edit`, when the caller knows how `text` was made from the last text (the
 * Worker receives texts as such edits), is taken as it is instead of comparing
 * the texts (diffTexts) to find the span; an edit from any other text, or one
 * that cannot fit the two, is ignored.
 */
export function parseJsonReusing(text: string, cache: EvaluationCache, edit?: KnownEdit): ParseResult {
  const edited = readEdit(text, cache, edit);
  if (edited) return edited;
  const { parsed, spans } = readWhole(text, cache);
  cache.lastRead = spans && parsed.ok ? { text, value: parsed.value as JsonObject, spans } : undefined;
  return parsed;
}

/** The text read whole, with its parts' places when it is a valid object. */
function readWhole(text: string, cache: EvaluationCache): { parsed: ParseResult; spans?: ScenarioSpans } {
  const native = text.charCodeAt(0) === 0xfeff ? undefined : readNative(text);
  if (!native) {
    const parsed = parseJson(text);
    const spans = parsed.ok && isJsonObject(parsed.value) ? mapScenarioSpans(text) : undefined;
    return { parsed, spans };
  }
  const { raw, revive, form } = native;
  const spans = isRecord(raw) ? mapScenarioSpans(text) : undefined;
  if (!isRecord(raw) || !Array.isArray(raw.definitions))
    return { parsed: { ok: true, value: revive(raw) }, spans };

  const previous = cache.parsedDefinitions;
  const next = new Map<string, JsonValue>();
  const definitions = raw.definitions as unknown[];
  // A definition is known by its text where the text was mapped: slicing it costs nothing, where
  // writing each one out again took half of reading 10,000. The form keeps a string that spells a
  // marked number apart from that number read plainly, and the kind of key keeps the two kinds apart.
  const places = spans?.definitions?.length === definitions.length ? spans.definitions : undefined;
  const keyOf = (item: unknown, i: number) => {
    const place = places?.[i];
    return place ? `${form}t${text.slice(place.start, place.end)}` : `${form}j${JSON.stringify(item)}`;
  };
  for (let i = 0; i < definitions.length; i++) {
    const item = definitions[i];
    if (!isRecord(item)) {
      definitions[i] = revive(item);
      continue;
    }
    const key = keyOf(item, i);
    const known = next.has(key) ? undefined : previous.get(key);
    // Two equal definitions in one text stay two objects: the report tells them apart by identity.
    const value = known ?? revive(item);
    if (!next.has(key)) next.set(key, value);
    definitions[i] = value;
  }
  cache.parsedDefinitions = next;
  for (const key of Object.keys(raw)) if (key !== 'definitions') raw[key] = revive(raw[key]);
  return { parsed: { ok: true, value: raw as JsonValue }, spans };
}

/** JSON.parse's reading of a text that scans clean, or undefined for the general reader. */
function readNative(text: string): ReturnType<typeof parseNative> {
  const scan = scanJson(text);
  return scan.issue === undefined ? parseNative(text, scan.numbers) : undefined;
}

/** The text read as the last one with one part replaced, or undefined when the edit is not inside one part. */
function readEdit(
  text: string,
  cache: EvaluationCache,
  edit: KnownEdit | undefined,
): ParseResult | undefined {
  const last = cache.lastRead;
  if (!last) return undefined;
  if (text === last.text) return { ok: true, value: last.value };
  const { members, definitions } = last.spans;
  const known = edit && edit.before === last.text && editFits(edit, text.length) ? edit : null;
  const span = known ?? diffTexts(last.text, text);
  const from = span.prefix;
  const to = last.text.length - span.suffix;
  const delta = text.length - last.text.length;

  const m = members.findIndex(({ value }) => value.start <= from && to <= value.end);
  if (m < 0) return undefined;
  const member = members[m]!;
  const inDefinitions = member.key === 'definitions' && definitions !== null;
  const d = inDefinitions ? findSpan(definitions, from, to) : -1;
  if (inDefinitions && d < 0) return undefined;
  // Inside the root object a member's value is one level deep, a definition two.
  const part = inDefinitions ? definitions[d]! : member.value;
  const changed =
    known?.middle === undefined
      ? text.slice(part.start, part.end + delta)
      : last.text.slice(part.start, known.prefix) +
        known.middle +
        last.text.slice(last.text.length - known.suffix, part.end);
  const read = readPart(changed, inDefinitions ? 2 : 1);
  if (read === undefined) return undefined;

  const value: JsonObject = { ...last.value };
  if (inDefinitions) {
    const list = [...(last.value.definitions as JsonValue[])];
    list[d] = read;
    value.definitions = list;
  } else {
    // Defined, not assigned: a member named "__proto__" is data here, as JSON.parse made it.
    Object.defineProperty(value, member.key, {
      value: read,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  cache.lastRead = { text, value, spans: shiftSpans(last.spans, m, d, delta) };
  return { ok: true, value };
}

/** One value read on its own at `depth`, or undefined when it is not exactly one valid value there. */
function readPart(part: string, depth: number): JsonValue | undefined {
  if (scanJsonText(part, depth) !== undefined) return undefined;
  const parsed = parseJson(part);
  return parsed.ok ? parsed.value : undefined;
}

/** The spans after the part of member `m` (definition `d` of it, when not -1) grew by `delta`. */
function shiftSpans(spans: ScenarioSpans, m: number, d: number, delta: number): ScenarioSpans {
  const grow = (span: Span): Span => ({ start: span.start, end: span.end + delta });
  const move = (span: Span): Span => ({ start: span.start + delta, end: span.end + delta });
  return {
    members: spans.members.map((member, i) => ({
      key: member.key,
      value: i < m ? member.value : i === m ? grow(member.value) : move(member.value),
    })),
    definitions: spans.definitions && shiftDefinitions(spans, m, d, grow, move),
  };
}

/** The definitions' spans after the edit: moved whole when the edited member comes before them. */
function shiftDefinitions(
  spans: ScenarioSpans,
  m: number,
  d: number,
  grow: (span: Span) => Span,
  move: (span: Span) => Span,
): Span[] | null {
  const list = spans.definitions;
  if (!list) return null;
  if (d >= 0) return list.map((span, i) => (i < d ? span : i === d ? grow(span) : move(span)));
  const at = spans.members.findIndex((member) => member.key === 'definitions');
  return m < at ? list.map(move) : list;
}

/** The span (by binary search over spans in text order) holding [from, to], or -1. */
function findSpan(spans: Span[], from: number, to: number): number {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const span = spans[mid]!;
    if (span.end < from) lo = mid + 1;
    else if (span.start > from) hi = mid - 1;
    else return to <= span.end ? mid : -1;
  }
  return -1;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
