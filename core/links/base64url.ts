/**
 * base64url (RFC 4648 §5) without `=` padding, written out here because core/
 * runs where neither `btoa` nor Node's `Buffer` can be assumed. Decoding is strict:
 * one spelling per byte string, so a link that was altered is noticed.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUES = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUES[ALPHABET.charCodeAt(i)] = i;

export function encodeBase64Url(bytes: Uint8Array): string {
  const parts: string[] = [];
  let line = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    line += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]!;
    if (i + 1 < bytes.length) line += ALPHABET[(n >> 6) & 63]!;
    if (i + 2 < bytes.length) line += ALPHABET[n & 63]!;
    // Joining pieces keeps long links (hundreds of KB) from building one huge rope string.
    if (line.length >= 8192) {
      parts.push(line);
      line = '';
    }
  }
  parts.push(line);
  return parts.join('');
}

type Base64Result = { ok: true; value: Uint8Array } | { ok: false; reason: string };

export function decodeBase64Url(text: string): Base64Result {
  if (text.length % 4 === 1) return { ok: false, reason: `a length of ${text.length} cannot be base64` };
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let buffer = 0;
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const value = code < 128 ? VALUES[code]! : -1;
    if (value < 0)
      return { ok: false, reason: `unexpected character ${JSON.stringify(text[i])} at position ${i}` };
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (buffer >> bits) & 0xff;
    }
  }
  // Unused low bits of the last character must be zero, as the encoder writes them.
  if ((buffer & ((1 << bits) - 1)) !== 0) return { ok: false, reason: 'the last character has stray bits' };
  return { ok: true, value: out };
}
