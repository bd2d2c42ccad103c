/**
 * Where the parts of a scenario text sit, so an edit can be placed: the value of
 * each member of the root object and, inside the `definitions` array, each
 * element. Offsets are UTF-16 indices into the text, `end` exclusive. Only texts
 * already read as valid JSON are mapped; a root that is not an object, or that
 * repeats a key (then which value counts is the reader's business), is not.
 */
export interface Span {
  start: number;
  end: number;
}

export interface ScenarioSpans {
  /** The root's members in text order, keys decoded. */
  members: { key: string; value: Span }[];
  /** The elements of the `definitions` array, when the root has one. */
  definitions: Span[] | null;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;

/** Runs of characters that neither open or close a container nor start a string. */
const PLAIN_RUN = /[^"[\]{}]*/y;
/** The rest of a string's body up to its closing quote or its next escape. */
const STRING_RUN = /[^"\\]*/y;
/** A scalar token (number, true, false, null). */
const SCALAR_RUN = /[^\s,\]}]*/y;
const SPACE_RUN = /[ \t\n\r]*/y;

export function mapScenarioSpans(text: string): ScenarioSpans | undefined {
  let i = skipSpace(text, 0);
  if (text.charCodeAt(i) !== OPEN_OBJECT) return undefined;
  i = skipSpace(text, i + 1);
  const members: ScenarioSpans['members'] = [];
  const keys = new Set<string>();
  let definitions: Span[] | null = null;
  while (text.charCodeAt(i) === QUOTE) {
    const keyEnd = skipString(text, i);
    const key = JSON.parse(text.slice(i, keyEnd)) as string;
    if (keys.has(key)) return undefined;
    keys.add(key);
    // Past the colon to the value.
    i = skipSpace(text, skipSpace(text, keyEnd) + 1);
    const start = i;
    if (key === 'definitions' && text.charCodeAt(i) === OPEN_ARRAY) {
      definitions = [];
      i = mapElements(text, i, definitions);
    } else {
      i = skipValue(text, i);
    }
    members.push({ key, value: { start, end: i } });
    i = skipSpace(text, i);
    if (text.charCodeAt(i) === COMMA) i = skipSpace(text, i + 1);
  }
  return { members, definitions };
}

/** Records each element of the array opening at `open`; returns the index past its `]`. */
function mapElements(text: string, open: number, into: Span[]): number {
  let i = skipSpace(text, open + 1);
  while (text.charCodeAt(i) !== CLOSE_ARRAY) {
    const start = i;
    i = skipValue(text, i);
    into.push({ start, end: i });
    i = skipSpace(text, i);
    if (text.charCodeAt(i) === COMMA) i = skipSpace(text, i + 1);
  }
  return i + 1;
}

/** The index past the value starting at `start` (valid JSON assumed). */
function skipValue(text: string, start: number): number {
  const c = text.charCodeAt(start);
  if (c === QUOTE) return skipString(text, start);
  if (c !== OPEN_OBJECT && c !== OPEN_ARRAY) return runEnd(SCALAR_RUN, text, start);
  let depth = 0;
  let i = start;
  for (;;) {
    i = runEnd(PLAIN_RUN, text, i);
    const d = text.charCodeAt(i);
    if (d === QUOTE) {
      i = skipString(text, i);
      continue;
    }
    if (Number.isNaN(d)) return i;
    depth += d === OPEN_OBJECT || d === OPEN_ARRAY ? 1 : -1;
    i++;
    if (depth === 0) return i;
  }
}

/** The index past the string whose opening quote is at `start`. */
function skipString(text: string, start: number): number {
  let i = start + 1;
  for (;;) {
    i = runEnd(STRING_RUN, text, i);
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i += 2;
    else return Number.isNaN(c) ? i : i + 1;
  }
}

function skipSpace(text: string, start: number): number {
  return runEnd(SPACE_RUN, text, start);
}

function runEnd(run: RegExp, text: string, start: number): number {
  run.lastIndex = start;
  // Every run may be empty, so it fails only past the end of the text.
  return run.test(text) ? run.lastIndex : start;
}
