import { utf8Length } from '../text/utf8-length.ts';

/**
 * The UTF-8 byte offset where two texts first differ, or null when they are
 * identical. A prompt cache keys on bytes, so the offset is in bytes, and a
 * difference inside a surrogate pair is reported at the pair's start.
 */
export function firstDifference(a: string, b: string): number | null {
  if (a === b) return null;
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i > 0 && isHighSurrogate(a.charCodeAt(i - 1))) i--;
  return utf8Length(a.slice(0, i));
}

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}
