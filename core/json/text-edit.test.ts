import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdit, diffTexts, knownEditOf } from './text-edit.ts';

// Long texts of few distinct units (astral ones and lone halves included), so edits land on block edges,
// on repeats and between the halves of a pair.
const unit = fc.constantFrom('a', 'b', '{', '\n', 'é', '😀', '🙂', '\ud83d', '\ude00');
const text = (min: number, max: number) =>
  fc.tuple(fc.array(unit, { minLength: 1, maxLength: 8 }), fc.integer({ min, max })).map(([pattern, n]) => {
    const base = pattern.join('');
    return base.repeat(Math.ceil(n / base.length)).slice(0, n);
  });
const splice = fc.record({
  at: fc.nat(),
  remove: fc.nat({ max: 40_000 }),
  insert: fc.array(unit, { maxLength: 20 }),
});

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;
/** Whether offset `at` of `s` falls between the two halves of a surrogate pair. */
const splitsPair = (s: string, at: number) =>
  at > 0 && at < s.length && isHigh(s.charCodeAt(at - 1)) && isLow(s.charCodeAt(at));

describe(diffTexts, () => {
  it('gives back the new text from the old one, whatever was spliced where, without cutting a pair', () => {
    fc.assert(
      fc.property(text(0, 70_000), fc.array(splice, { maxLength: 3 }), (before, edits) => {
        let after = before;
        for (const e of edits) {
          const at = e.at % (after.length + 1);
          after = after.slice(0, at) + e.insert.join('') + after.slice(at + e.remove);
        }
        const edit = diffTexts(before, after);
        expect(applyEdit(before, edit)).toBe(after);
        expect(edit.prefix + edit.suffix).toBeLessThanOrEqual(Math.min(before.length, after.length));
        for (const [s, end] of [
          [before, before.length - edit.suffix],
          [after, after.length - edit.suffix],
        ] as const) {
          expect(splitsPair(s, edit.prefix)).toBe(false);
          expect(splitsPair(s, end)).toBe(false);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('keeps as much as the two texts share, giving back only a half pair it would have cut', () => {
    fc.assert(
      fc.property(text(0, 3_000), text(0, 3_000), (before, after) => {
        const { prefix, suffix } = diffTexts(before, after);
        let shared = 0;
        while (shared < Math.min(before.length, after.length) && before[shared] === after[shared]) shared++;
        expect(prefix === shared || (prefix === shared - 1 && isHigh(before.charCodeAt(prefix)))).toBe(true);
        const room = Math.min(before.length, after.length) - prefix;
        let tail = 0;
        while (tail < room && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
        expect(
          suffix === tail || (suffix === tail - 1 && isLow(before.charCodeAt(before.length - tail))),
        ).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('finds one keystroke in megabytes at its place, across every block size', () => {
    const before = '{"a": 1}\n'.repeat(250_000);
    for (const at of [0, 15, 16, 4_095, 16_384, 200_001, before.length - 17, before.length]) {
      const after = `${before.slice(0, at)}x${before.slice(at)}`;
      const edit = diffTexts(before, after);
      // The letter goes where the texts first differ; a run of equal units may put it later.
      expect(edit.middle).toHaveLength(1);
      expect(applyEdit(before, edit)).toBe(after);
      expect(edit.prefix).toBeGreaterThanOrEqual(at);
    }
    expect(diffTexts(before, before)).toEqual({ prefix: before.length, suffix: 0, middle: '' });
  });

  it('takes a changed emoji whole, at either end of the change', () => {
    expect(diffTexts('a😀b', 'a😃b')).toEqual({ prefix: 1, suffix: 1, middle: '😃' });
    expect(diffTexts('😀', '😀😀')).toEqual({ prefix: 2, suffix: 0, middle: '😀' });
    // The two emoji share their high half: the edit still replaces the whole character.
    expect(diffTexts('x\ud83d\ude00', 'x\ud83d\ude01')).toEqual({
      prefix: 1,
      suffix: 0,
      middle: '\ud83d\ude01',
    });
    expect(diffTexts('\ud83c\udf4ey', '\ud83d\udf4ey')).toEqual({
      prefix: 0,
      suffix: 1,
      middle: '\ud83d\udf4e',
    });
  });
});

describe(knownEditOf, () => {
  it('takes an edit only of exactly the text it is about, and only when it fits', () => {
    const before = 'abcdef';
    const edit = { before, prefix: 2, suffix: 2, middle: 'XY' };
    expect(knownEditOf(edit, before, 6)).toEqual({ prefix: 2, suffix: 2, middle: 'XY' });
    expect(knownEditOf(edit, 'abcdeg', 6)).toBeNull();
    expect(knownEditOf(edit, before, 7)).toBeNull();
    expect(knownEditOf({ before, prefix: 2, suffix: 2 }, before, 6)).toBeNull();
    expect(knownEditOf(null, before, 6)).toBeNull();
  });
});
