/**
 * Strict UTF-8 → string. Unlike a default `TextDecoder`, it rejects malformed
 * input instead of substituting U+FFFD and keeps a leading U+FEFF, so a decoded
 * text is exactly the text that was encoded. Returns undefined on any fault.
 */
export function decodeUtf8Strict(bytes: Uint8Array): string | undefined {
  const units = new Uint16Array(bytes.length);
  let n = 0;
  let i = 0;
  while (i < bytes.length) {
    const b0 = bytes[i]!;
    if (b0 < 0x80) {
      units[n++] = b0;
      i += 1;
      continue;
    }
    let need: number;
    let cp: number;
    let min: number;
    if (b0 >= 0xc2 && b0 <= 0xdf) [need, cp, min] = [1, b0 & 0x1f, 0x80];
    else if (b0 >= 0xe0 && b0 <= 0xef) [need, cp, min] = [2, b0 & 0x0f, 0x800];
    else if (b0 >= 0xf0 && b0 <= 0xf4) [need, cp, min] = [3, b0 & 0x07, 0x10000];
    else return undefined;
    if (i + need >= bytes.length) return undefined; // truncated sequence
    for (let k = 1; k <= need; k++) {
      const b = bytes[i + k]!;
      if ((b & 0xc0) !== 0x80) return undefined;
      cp = (cp << 6) | (b & 0x3f);
    }
    // Overlong forms, UTF-16 surrogates and values past U+10FFFF are not UTF-8.
    if (cp < min || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff) return undefined;
    if (cp >= 0x10000) {
      units[n++] = 0xd800 + ((cp - 0x10000) >> 10);
      units[n++] = 0xdc00 + ((cp - 0x10000) & 0x3ff);
    } else {
      units[n++] = cp;
    }
    i += need + 1;
  }
  const parts: string[] = [];
  for (let at = 0; at < n; at += 8192) {
    parts.push(String.fromCharCode(...units.subarray(at, Math.min(at + 8192, n))));
  }
  return parts.join('');
}
