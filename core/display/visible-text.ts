/**
 * Text from data made safe to show or print: every character that is invisible,
 * reorders what follows it or drives a terminal is named in place as `⟨U+XXXX⟩`,
 * so `demo \u202Etxt.exe` reads as `demo ⟨U+202E⟩txt.exe` in the page, the
 * Markdown, the image and a terminal alike. JSON output keeps its own escapes
 * and never goes through here.
 */

/**
 * Characters named: C0 and C1 controls and DEL (Cc), the bidi embeddings,
 * overrides, isolates and marks, zero-width and invisible formatting characters,
 * the line and paragraph separators, the soft hyphen, the BOM, variation
 * selectors, interlinear annotation and the tag block (used to smuggle text past
 * a reader), and lone surrogates.
 */
const NAMED_RANGES = [
  '\\u0000-\\u001f\\u007f-\\u009f', // Cc: C0, DEL, C1
  '\\u00ad\\u034f\\u061c\\u115f\\u1160\\u17b4\\u17b5\\u180b-\\u180f', // soft hyphen, grapheme joiner, Arabic mark, fillers, Mongolian selectors
  '\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u206f', // zero-width, marks, separators, embeddings and overrides, isolates
  '\\u3164\\ufe00-\\ufe0f\\ufeff\\uffa0\\ufff9-\\ufffb', // fillers, variation selectors, BOM, annotation
].join('');
const NAMED = new RegExp(
  `[${NAMED_RANGES}]|\\udb40[\\udc00-\\udfff]|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]`,
  'g',
);

/** A first look without the surrogate rules: most text has none of these, and this costs a fraction of NAMED. */
const MAYBE_NAMED = new RegExp(`[${NAMED_RANGES}\\ud800-\\udfff]`);

type VisibleSegment = { readonly text: string } | { readonly named: string; readonly codePoint: number };

interface VisibleOptions {
  /** Keep line feeds (and tabs) as they are: for texts shown over several lines. */
  readonly keepLineBreaks?: boolean;
  /** Spell out the characters that have a common name, `⟨U+200B zero-width space⟩`: for messages. */
  readonly spellNames?: boolean;
}

/** The common names of the characters most often met hidden in text. */
const CHARACTER_NAMES: ReadonlyMap<number, string> = new Map([
  [0x0000, 'null'],
  [0x0009, 'tab'],
  [0x000a, 'line feed'],
  [0x000d, 'carriage return'],
  [0x001b, 'escape'],
  [0x007f, 'delete'],
  [0x009b, 'control sequence introducer'],
  [0x00ad, 'soft hyphen'],
  [0x200b, 'zero-width space'],
  [0x200c, 'zero-width non-joiner'],
  [0x200d, 'zero-width joiner'],
  [0x200e, 'left-to-right mark'],
  [0x200f, 'right-to-left mark'],
  [0x2028, 'line separator'],
  [0x2029, 'paragraph separator'],
  [0x202a, 'left-to-right embedding'],
  [0x202b, 'right-to-left embedding'],
  [0x202c, 'pop directional formatting'],
  [0x202d, 'left-to-right override'],
  [0x202e, 'right-to-left override'],
  [0x2060, 'word joiner'],
  [0x2066, 'left-to-right isolate'],
  [0x2067, 'right-to-left isolate'],
  [0x2068, 'first strong isolate'],
  [0x2069, 'pop directional isolate'],
  [0xfeff, 'byte-order mark'],
]);

/** The common name of a character `showInvisible` names, when it has one (`zero-width space`). */
export function characterName(codePoint: number): string | undefined {
  return CHARACTER_NAMES.get(codePoint);
}

function isKept(ch: string, options: VisibleOptions | undefined): boolean {
  return options?.keepLineBreaks === true && (ch === '\n' || ch === '\t');
}

/** `⟨U+202E⟩` for one code point; `⟨U+202E right-to-left override⟩` with `spell`. */
export function nameCodePoint(codePoint: number, spell = false): string {
  const name = spell ? characterName(codePoint) : undefined;
  return `⟨U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}${name === undefined ? '' : ` ${name}`}⟩`;
}

/** `s` split into plain runs and named characters, for a view that marks the names. */
export function visibleSegments(s: string, options?: VisibleOptions): VisibleSegment[] {
  const segments: VisibleSegment[] = [];
  let plainFrom = 0;
  for (const match of s.matchAll(NAMED)) {
    const ch = match[0];
    if (isKept(ch, options)) continue;
    const at = match.index;
    if (at > plainFrom) segments.push({ text: s.slice(plainFrom, at) });
    const codePoint = ch.codePointAt(0) ?? 0;
    segments.push({ named: nameCodePoint(codePoint, options?.spellNames), codePoint });
    plainFrom = at + ch.length;
  }
  if (plainFrom < s.length) segments.push({ text: s.slice(plainFrom) });
  return segments;
}

/** Whether `s` holds a character `showInvisible` would name. */
export function hasInvisible(s: string, options?: VisibleOptions): boolean {
  if (!MAYBE_NAMED.test(s)) return false;
  for (const match of s.matchAll(NAMED)) if (!isKept(match[0], options)) return true;
  return false;
}

/** `s` with every invisible, reordering or control character named as `⟨U+XXXX⟩`. */
export function showInvisible(s: string, options?: VisibleOptions): string {
  if (!hasInvisible(s, options)) return s;
  return visibleSegments(s, options)
    .map((segment) => ('text' in segment ? segment.text : segment.named))
    .join('');
}

/**
 * JSON text with every character `showInvisible` would name written as its
 * `\uXXXX` escape instead: the same value for a reader, nothing a terminal acts on
 * or reorders. Such characters only occur inside strings, where the escape is valid.
 */
export function escapeInvisible(json: string): string {
  if (!hasInvisible(json)) return json;
  return json.replace(NAMED, (ch) => {
    let out = '';
    for (let i = 0; i < ch.length; i++) out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`;
    return out;
  });
}
