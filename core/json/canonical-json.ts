import { sortStringsByBytes } from '../text/text.ts';
import { utf8Length } from '../text/utf8-length.ts';
import { escapeGrowth, quoteJsonString } from './json-string.ts';
import { classifyNumber, isJsonObject, JsonNumber, type JsonObject, type JsonValue } from './json-value.ts';

/**
 * Canonical JSON as upstream writes it (DISCLOSURE.md §3): keys in byte order at
 * every depth, compact, serde_json's string escapes and number forms.
 */
export function canonicalJson(value: unknown): string {
  const out = new Out(Number.POSITIVE_INFINITY, () => {});
  write(value, out);
  return out.text;
}

/**
 * canonicalJson(value) handed to `emit` in pieces of about `chunkChars` characters:
 * a large report is written out as it is made, never held whole with the millions
 * of small strings it is built from.
 */
export function writeCanonicalJson(
  value: unknown,
  emit: (chunk: string) => void,
  chunkChars = 1 << 16,
): void {
  const out = new Out(chunkChars, emit);
  write(value, out);
  if (out.text.length > 0) emit(out.text);
}

/**
 * Where canonical JSON is written: one string appended to (the engine joins such
 * appends without copying), handed on whole once it reaches `chunkChars`. A piece
 * is never split, so a chunk ends between two tokens, not inside a character.
 */
class Out {
  text = '';
  constructor(
    private readonly chunkChars: number,
    private readonly emit: (chunk: string) => void,
  ) {}

  push(piece: string): void {
    this.text += piece;
    if (this.text.length >= this.chunkChars) {
      this.emit(this.text);
      this.text = '';
    }
  }
}

function write(value: unknown, out: Out): void {
  if (value === null || value === undefined) {
    out.push('null');
  } else if (typeof value === 'boolean') {
    out.push(value ? 'true' : 'false');
  } else if (typeof value === 'string') {
    out.push(quoteJsonString(value));
  } else if (typeof value === 'number') {
    out.push(formatPlainNumber(value));
  } else if (typeof value === 'bigint') {
    out.push(value.toString());
  } else if (Array.isArray(value)) {
    out.push('[');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(',');
      write(value[i], out);
    }
    out.push(']');
  } else if (isJsonObject(value as JsonValue)) {
    const obj = value as Record<string, unknown>;
    // In byte order by the engine's own sort where that agrees (text.ts): this runs for every object written.
    const keys = sortStringsByBytes(Object.keys(obj));
    let separator = '{';
    for (const key of keys) {
      const member = obj[key];
      if (member === undefined) continue;
      out.push(`${separator}${quoteJsonString(key)}:`);
      separator = ',';
      write(member, out);
    }
    out.push(separator === '{' ? '{}' : '}');
  } else {
    out.push(formatJsonNumber(value as JsonNumber));
  }
}

/**
 * The measure of canonicalJson(value), counted without writing it. `measure` must
 * count 1 for each ASCII character and add up over joined texts (UTF-8 bytes do,
 * and the token estimate's units): then the whole is the sum of its pieces, and
 * since key order changes no sum, no keys are sorted.
 *
 * `memo`, for one `measure`, keeps each object's and array's figure by identity: a
 * caller that measures new wrappers around the same unchanged schemas edit after
 * edit then walks only what is new.
 */
export function measureCanonicalJson(
  value: unknown,
  measure: (text: string) => number,
  memo?: WeakMap<object, number>,
): number {
  if (value === null || value === undefined) return 4;
  if (typeof value === 'boolean') return value ? 4 : 5;
  if (typeof value === 'string') return 2 + measureString(value, measure);
  if (typeof value === 'number') return formatPlainNumber(value).length;
  if (typeof value === 'bigint') return value.toString().length;
  if (value instanceof JsonNumber) return formatJsonNumber(value).length;
  const known = memo?.get(value as object);
  if (known !== undefined) return known;
  const total = measureContainer(value as JsonValue[] | JsonObject, measure, memo);
  memo?.set(value as object, total);
  return total;
}

function measureContainer(
  value: JsonValue[] | JsonObject,
  measure: (text: string) => number,
  memo: WeakMap<object, number> | undefined,
): number {
  if (Array.isArray(value)) {
    // The brackets and a comma between each two items.
    let total = value.length > 0 ? value.length + 1 : 2;
    for (let i = 0; i < value.length; i++) total += measureCanonicalJson(value[i], measure, memo);
    return total;
  }
  const obj = value as Record<string, unknown>;
  let members = 0;
  let total = 0;
  for (const key of Object.keys(obj)) {
    const member = obj[key];
    if (member === undefined) continue;
    members++;
    // The quoted key and its colon.
    total += 3 + measureString(key, measure) + measureCanonicalJson(member, measure, memo);
  }
  return total + (members > 0 ? members + 1 : 2);
}

/**
 * A string's measure as quoteJsonString writes it, quotes aside. Most strings are
 * ASCII that needs no escape, one unit a character by `measure`'s contract: one
 * scan by the engine tells so, instead of counting character by character.
 */
function measureString(s: string, measure: (text: string) => number): number {
  return PLAIN_ASCII.test(s) ? s.length : measure(s) + escapeGrowth(s);
}

/** Printable ASCII that quoteJsonString leaves as it is (no quote, no backslash, no control character). */
const PLAIN_ASCII = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** The UTF-8 length of canonicalJson(value), without writing it. */
export function canonicalJsonBytes(value: unknown, memo?: WeakMap<object, number>): number {
  return measureCanonicalJson(value, utf8Length, memo);
}

/** A number as serde_json prints it: integers as written, doubles through formatFloat. */
export function formatJsonNumber(n: JsonNumber): string {
  const k = classifyNumber(n);
  return k.kind === 'int' ? k.value.toString() : formatFloat(k.value);
}

function formatPlainNumber(n: number): string {
  // A safe integer prints as its digits; past 2^53 only BigInt gives every digit of the double.
  if (Number.isSafeInteger(n) && !Object.is(n, -0)) return String(n);
  if (Number.isInteger(n) && !Object.is(n, -0)) return BigInt(n).toString();
  return formatFloat(n);
}

/**
 * The one float printer of the core: serde_json 1.0.151 as upstream pins it (zmij
 * 1.0.23), DISCLOSURE.md §3. Shortest round-trip digits, plain decimal with at least
 * one digit after the point when 1e-5 <= |x| < 1e16, otherwise `<d>[.<ddd>]e<sign><exp>`
 * with the sign always written (`1e+21`, `1e-7`) and no padding.
 */
export function formatFloat(x: number): string {
  if (!Number.isFinite(x)) return 'null';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const sign = x < 0 ? '-' : '';
  const [mantissa, expText] = Math.abs(x).toExponential().split('e') as [string, string];
  const digits = mantissa.replace('.', '');
  const length = digits.length;
  const kk = Number(expText) + 1; // 10^(kk-1) <= |x| < 10^kk
  const k = kk - length; // |x| = digits * 10^k
  let body: string;
  if (k >= 0 && kk <= 16) body = `${digits}${'0'.repeat(k)}.0`;
  else if (kk > 0 && kk <= 16) body = `${digits.slice(0, kk)}.${digits.slice(kk)}`;
  else if (kk > -5 && kk <= 0) body = `0.${'0'.repeat(-kk)}${digits}`;
  else {
    const exponent = kk - 1;
    const lead = length === 1 ? digits : `${digits[0]}.${digits.slice(1)}`;
    body = `${lead}e${exponent < 0 ? '-' : '+'}${Math.abs(exponent)}`;
  }
  return sign + body;
}
