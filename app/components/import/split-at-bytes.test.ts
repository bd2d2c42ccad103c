import { describe, expect, it } from 'vitest';
import { splitAtBytes } from './split-at-bytes.ts';

describe(splitAtBytes, () => {
  it('cuts at byte offsets, not UTF-16 indexes', () => {
    // "é" and "🔧" are 2 and 4 bytes: `user:` starts at byte 7 but at UTF-16 index 4.
    expect(splitAtBytes('é🔧 user: x', 7, 12)).toEqual(['é🔧 ', 'user:', ' x']);
  });

  it('clamps a range that runs past the text', () => {
    expect(splitAtBytes('abc', 2, 10)).toEqual(['ab', 'c', '']);
    expect(splitAtBytes('abc', 5, 9)).toEqual(['abc', '', '']);
  });
});
