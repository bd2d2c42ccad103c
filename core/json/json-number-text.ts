/**
 * JSON.parse keeps a document in a fraction of the memory a JavaScript parser
 * needs, but turns every number into
 * a double. So the text is handed to it with each number written as a string
 * behind a marker character; the reviver turns those strings back into exact
 * lexemes. A real string can only start with the marker if it was written as the
 * escape `\u0001` (the raw character is not allowed in JSON), and then the
 * caller uses its own parser instead.
 */
export const NUMBER_MARKER = '\u0001';
/** The marker as the text spells it: JSON allows control characters in strings only as escapes. */
const MARKER_ESCAPE = '\\u0001';
const MARKED_QUOTE = `"${MARKER_ESCAPE}`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The text with every number outside a string quoted behind the marker; undefined when a string could pass for one. */
export function quoteNumbers(text: string): string | undefined {
  const parts: string[] = [];
  let copied = 0;
  const end = text.length;
  let i = 0;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      if (text.startsWith(MARKER_ESCAPE, i + 1)) return undefined;
      i = skipString(text, i);
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      let j = i + 1;
      while (j < end && isNumberChar(text.charCodeAt(j))) j++;
      parts.push(text.slice(copied, i), MARKED_QUOTE, text.slice(i, j), '"');
      copied = j;
      i = j;
    } else {
      i++;
    }
  }
  if (copied === 0) return text;
  parts.push(text.slice(copied));
  return parts.join('');
}

function skipString(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) return i + 1;
    i += c === BACKSLASH ? 2 : 1;
  }
  return i;
}

function isNumberChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x65 || c === 0x45 || c === 0x2b || c === 0x2d;
}
