/** A string's length in UTF-8 bytes, as the runtime measures every budget and cap (DISCLOSURE.md, preamble). */
export function utf8Length(s: string): number {
  let bytes = 0;
  for (let i = 0; i < s.length; ) {
    const len = utf8BytesAt(s, i);
    bytes += len;
    i += len === 4 ? 2 : 1;
  }
  return bytes;
}

/**
 * The UTF-8 length of the character starting at code unit `i`: 4 for a surrogate
 * pair (two units), 3 for a lone surrogate as for any other unit past U+07FF.
 */
export function utf8BytesAt(s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (c < 0x80) return 1;
  if (c < 0x800) return 2;
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
    const next = s.charCodeAt(i + 1);
    if (next >= 0xdc00 && next <= 0xdfff) return 4;
  }
  return 3;
}
