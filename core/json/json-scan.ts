import { MAX_JSON_DEPTH } from '../limits.ts';
import { DEPTH_LIMIT_MESSAGE, quoteStart } from './json-limits.ts';

/**
 * One linear pass over JSON text, before anything recursive reads it, for the
 * refusals the general parser would get wrong or reach too late:
 * - nesting past MAX_JSON_DEPTH (refused before a recursive descent can overflow);
 * - `\u` escapes of a lone UTF-16 surrogate, refused as serde_json refuses them
 *   (a UTF-8 string cannot hold half a pair; a lenient reader would make U+FFFD);
 * - numbers too large for a double, which serde_json calls "number out of range".
 * It does not check grammar: the caller first reads the text up to `cut` to find
 * any earlier syntax error, which then wins.
 */
interface ScanIssue {
  /** Where the token that holds the issue starts; the text before it holds no issue. */
  cut: number;
  /** The character the message points at. */
  at: number;
  error: string;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** `depth`: how deeply the text sits inside an enclosing document (0 for a whole document). */
export function scanJsonText(text: string, depth = 0): ScanIssue | undefined {
  return scanJson(text, depth).issue;
}

export interface Scan {
  issue: ScanIssue | undefined;
  /**
   * How JSON.parse may read the text's numbers:
   * - `plain`: each is written as JavaScript prints its double (`String(Number(x)) === x`), so
   *   JSON.parse loses none of them and each one's text can be printed back from the double;
   * - `marked`: some are not, so each must reach JSON.parse quoted (core/json/json-number-text.ts);
   * - `malformed`: one is not a JSON number (`01`, `1.`, `-`), which quoting would hide:
   *   only a parser that checks the grammar may read the text, and say where it breaks.
   */
  numbers: 'plain' | 'marked' | 'malformed';
}

/** A JSON number (RFC 8259 §6), as serde_json reads it. */
const NUMBER_GRAMMAR = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;

/** scanJsonText, also telling how JSON.parse may read the text's numbers. */
export function scanJson(text: string, depth = 0): Scan {
  const end = text.length;
  let numbers: Scan['numbers'] = 'plain';
  const nextBackslash = backslashFinder(text);
  let i = 0;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const issue = scanString(text, i, nextBackslash);
      if (typeof issue !== 'number') return { issue, numbers };
      i = issue;
    } else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > MAX_JSON_DEPTH) return { issue: { cut: i, at: i, error: DEPTH_LIMIT_MESSAGE }, numbers };
      i++;
    } else if (c === 0x5d || c === 0x7d) {
      if (depth > 0) depth--;
      i++;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      let j = i + 1;
      let exponent = false;
      for (let d = text.charCodeAt(j); j < end && isNumberChar(d); d = text.charCodeAt(++j)) {
        if (d === 0x65 || d === 0x45) exponent = true;
      }
      // A double overflows only with an exponent or more than 308 digits: other numbers skip the conversion.
      if (exponent || j - i > 300) {
        const issue = checkNumber(text, i, j);
        if (issue) return { issue, numbers };
      }
      if (numbers !== 'malformed') {
        const lexeme = text.slice(i, j);
        if (!NUMBER_GRAMMAR.test(lexeme)) numbers = 'malformed';
        else if (numbers === 'plain' && String(Number(lexeme)) !== lexeme) numbers = 'marked';
      }
      i = j;
    } else {
      i++;
    }
  }
  return { issue: undefined, numbers };
}

function isNumberChar(c: number): boolean {
  // digits, '.', 'e', 'E', '+', '-'
  return (c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x65 || c === 0x45 || c === 0x2b || c === 0x2d;
}

function checkNumber(text: string, start: number, end: number): ScanIssue | undefined {
  const lexeme = text.slice(start, end);
  const value = Number(lexeme);
  if (value !== Number.POSITIVE_INFINITY && value !== Number.NEGATIVE_INFINITY) return undefined;
  return { cut: start, at: start, error: `number out of range: ${quoteStart(lexeme)}` };
}

/**
 * Where the first backslash at or after `from` is (the text's length when none):
 * the finder remembers the last one found, so a whole scan looks for backslashes
 * once per backslash, not once per string.
 */
function backslashFinder(text: string): (from: number) => number {
  let found = -1;
  return (from) => {
    if (found < from) {
      const at = text.indexOf('\\', from);
      found = at < 0 ? text.length : at;
    }
    return found;
  };
}

/**
 * Scans the string opening at `start`; returns the index after it, or its first
 * issue. The engine's indexOf finds the closing quote and any escape before it.
 */
function scanString(
  text: string,
  start: number,
  nextBackslash: (from: number) => number,
): number | ScanIssue {
  const end = text.length;
  let i = start + 1;
  let quote = text.indexOf('"', i);
  for (;;) {
    // An escaped quote moves the search on; each quote is found once.
    if (quote >= 0 && quote < i) quote = text.indexOf('"', i);
    const close = quote < 0 ? end : quote;
    const slash = nextBackslash(i);
    if (slash >= close) return quote < 0 ? end : quote + 1;
    const unit = text.charCodeAt(slash + 1) === 0x75 /* u */ ? readHex4(text, slash + 2) : undefined;
    if (unit === undefined) {
      i = slash + 2;
      continue;
    }
    const step = checkSurrogate(text, start, slash, unit);
    if (typeof step !== 'number') return step;
    i = slash + step;
  }
}

/**
 * How far to skip past the `\uXXXX` escape at `slash`, or its issue, by serde_json's
 * rules for UTF-8 strings (read.rs, parse_escape): a trailing half alone is "lone
 * leading surrogate in hex escape" at its last digit; a leading half must be
 * followed at once by `\u` and a trailing half, else "unexpected end of hex
 * escape" at the first character that breaks the pair.
 */
function checkSurrogate(text: string, stringStart: number, slash: number, unit: number): number | ScanIssue {
  const issue = (at: number, error: string): ScanIssue => ({ cut: stringStart, at, error });
  const quoted = `"${text.slice(slash, slash + 6)}"`;
  if (unit >= 0xdc00 && unit <= 0xdfff)
    return issue(slash + 5, `lone leading surrogate in hex escape ${quoted}`);
  const next = slash + 6;
  // Past the end of the text the string is unterminated: the parser reports that.
  if (unit < 0xd800 || unit > 0xdbff || next >= text.length) return 6;
  if (text.charCodeAt(next) !== BACKSLASH) return issue(next, `unexpected end of hex escape after ${quoted}`);
  if (next + 1 >= text.length) return 6;
  if (text.charCodeAt(next + 1) !== 0x75)
    return issue(next + 1, `unexpected end of hex escape after ${quoted}`);
  const low = readHex4(text, next + 2);
  if (low === undefined) return 6; // a malformed escape: the parser names it
  if (low < 0xdc00 || low > 0xdfff) return issue(next + 5, `lone leading surrogate in hex escape ${quoted}`);
  return 12;
}

function readHex4(text: string, at: number): number | undefined {
  if (at + 4 > text.length) return undefined;
  const digits = text.slice(at, at + 4);
  return /^[0-9a-fA-F]{4}$/.test(digits) ? Number.parseInt(digits, 16) : undefined;
}
