import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdit, editBetween } from './text-edits.ts';

// Long texts of few distinct units (astral ones included), so edits land on chunk edges and repeats.
const unit = fc.constantFrom('a', 'b', '{', '\n', 'é', '😀');
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

describe(editBetween, () => {
  it('gives back the new text from the old one, whatever was spliced where', () => {
    fc.assert(
      fc.property(text(0, 70_000), fc.array(splice, { maxLength: 3 }), (before, edits) => {
        let after = before;
        for (const e of edits) {
          const at = e.at % (after.length + 1);
          after = after.slice(0, at) + e.insert.join('') + after.slice(at + e.remove);
        }
        const edit = editBetween(before, after);
        expect(applyEdit(before, edit)).toBe(after);
        expect(edit.prefix + edit.suffix).toBeLessThanOrEqual(Math.min(before.length, after.length));
        // The span is as small as the two texts allow: the units just inside it differ.
        if (edit.middle.length > 0 && edit.prefix + edit.suffix < before.length) {
          expect(before[edit.prefix] === after[edit.prefix] && edit.prefix < after.length - edit.suffix).toBe(
            false,
          );
        }
      }),
      { numRuns: 200 },
    );
  });

  it('sends one keystroke in a long text as that keystroke', () => {
    const before = `${'{"a": 1}\n'.repeat(50_000)}`;
    const after = `${before.slice(0, 200_001)}x${before.slice(200_001)}`;
    expect(editBetween(before, after)).toEqual({
      prefix: 200_001,
      suffix: before.length - 200_001,
      middle: 'x',
    });
  });
});
