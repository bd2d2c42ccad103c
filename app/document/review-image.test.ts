import { describe, expect, it } from 'vitest';
import { wrapLines } from './review-image.ts';

// One character, one unit: widths are easy to reason about.
const width = (s: string) => [...s].length;

describe(wrapLines, () => {
  it('keeps the text’s own lines and wraps long ones at spaces', () => {
    expect(wrapLines('ab\ncd ef gh', width, 5)).toEqual(['ab', 'cd ef', 'gh']);
  });

  it('breaks a word longer than the width anywhere, losing no character', () => {
    const lines = wrapLines('- averyveryverylongname', width, 8);
    expect(lines.join('').replaceAll(' ', '')).toBe('-averyveryverylongname');
    for (const line of lines) expect(width(line)).toBeLessThanOrEqual(8);
  });

  it('keeps an empty line empty', () => {
    expect(wrapLines('a\n\nb', width, 4)).toEqual(['a', '', 'b']);
  });
});
