import { decodeUtf8Strict } from './utf8-decode.ts';

/**
 * A file's bytes as the playground reads them, the command line and the page
 * alike: UTF-8 text only, in the same words everywhere. A UTF-8 byte-order mark
 * is kept, so the JSON reader refuses it by name (json-value.ts); UTF-16, with
 * or without its mark, and bytes that are not UTF-8 are refused here, saying
 * where, never turned into U+FFFD.
 */

type TextRead = { ok: true; text: string } | { ok: false; error: string };

export function readTextBytes(bytes: Uint8Array, label: string): TextRead {
  const utf16 = utf16Order(bytes);
  if (utf16 !== null) {
    return {
      ok: false,
      error: `cannot read ${label}: it is UTF-16 text (${utf16}), not UTF-8; save it as UTF-8`,
    };
  }
  const text = decodeUtf8Strict(bytes);
  if (text !== undefined) return { ok: true, text };
  return {
    ok: false,
    error: `cannot read ${label}: it is not UTF-8 text (the byte at offset ${firstInvalidUtf8(bytes)} is not part of a UTF-8 character); save it as UTF-8`,
  };
}

/** The words an input over its size limit is refused in; `raise`: how to allow more, where one can. */
export function tooLargeMessage(
  label: string,
  size: number | undefined,
  maxBytes: number,
  raise?: string,
): string {
  const what = size === undefined ? `more than ${maxBytes} bytes` : `${size} bytes`;
  return `${label} is too large (${what}; the limit is ${maxBytes} bytes${raise === undefined ? '' : `, ${raise}`})`;
}

/**
 * UTF-16's byte order when the bytes are UTF-16: by its mark, or, for a text
 * without one, by a NUL beside a character in the first pair, which is how the
 * ASCII that JSON opens with (`{`, `[`, a space) is written in UTF-16.
 */
function utf16Order(bytes: Uint8Array): 'little-endian' | 'big-endian' | null {
  if (bytes.length < 2) return null;
  const [a, b] = [bytes[0]!, bytes[1]!];
  if ((a === 0xff && b === 0xfe) || (a !== 0 && b === 0)) return 'little-endian';
  if ((a === 0xfe && b === 0xff) || (a === 0 && b !== 0)) return 'big-endian';
  return null;
}

/** The offset of the first byte that does not belong to a well-formed UTF-8 character (RFC 3629). */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    const length =
      lead < 0x80
        ? 1
        : lead >= 0xc2 && lead <= 0xdf
          ? 2
          : lead >= 0xe0 && lead <= 0xef
            ? 3
            : lead >= 0xf0 && lead <= 0xf4
              ? 4
              : 0;
    if (length === 0) return i;
    // The second byte's range narrows after E0, ED, F0 and F4 (no overlong forms, surrogates or past U+10FFFF).
    const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
    const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      const inRange =
        k === 1
          ? next !== undefined && next >= low && next <= high
          : next !== undefined && next >= 0x80 && next <= 0xbf;
      if (!inRange) return i;
    }
    i += length;
  }
  return bytes.length;
}
