import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdit, type TextEdit } from '../../core/index.ts';
import { differs, diffOf, followEdit, type SavedDiff } from './saved-diff.ts';

// Few distinct units, so that edits often put back what was there and texts meet their saved text again.
const unit = fc.constantFrom('a', 'b', '\n', '😀');
const text = fc.array(unit, { maxLength: 30 }).map((units) => units.join(''));
const splice = fc.record({
  at: fc.nat(),
  remove: fc.nat({ max: 6 }),
  insert: fc.array(unit, { maxLength: 4 }),
});

/** A splice as the editor reports it: what stays at either end, and what goes between. */
function spliceOf(
  before: string,
  { at, remove, insert }: { at: number; remove: number; insert: string[] },
): TextEdit {
  const start = at % (before.length + 1);
  const end = Math.min(before.length, start + remove);
  return { prefix: start, suffix: before.length - end, middle: insert.join('') };
}

describe('following the savedText through edits', () => {
  it('tells a text from its savedText as a whole comparison would, whatever was edited where', () => {
    fc.assert(
      fc.property(text, fc.array(splice, { maxLength: 12 }), (savedText, splices) => {
        let current = savedText;
        let diff: SavedDiff | null = diffOf(current, savedText);
        for (const s of splices) {
          const edit = spliceOf(current, s);
          const next = applyEdit(current, edit);
          diff = diff === null ? diffOf(next, savedText) : followEdit(diff, savedText, edit);
          current = next;
          // Known or not, the answer is the whole comparison's.
          expect(diff === null || differs(diff, savedText)).toBe(current !== savedText);
          if (diff) {
            // The window holds the text: its ends are the saved text's, and its middle the text's own.
            expect(diff.head + diff.middle.length + diff.tail).toBe(current.length);
            expect(current.slice(0, diff.head)).toBe(savedText.slice(0, diff.head));
            expect(current.slice(current.length - diff.tail)).toBe(
              savedText.slice(savedText.length - diff.tail),
            );
            expect(current.slice(diff.head, current.length - diff.tail)).toBe(diff.middle);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the window to the letters typed, not the text between', () => {
    const savedText = `{"tools": [${'{"name": "t"},'.repeat(10_000)}]}`;
    const at = 70_001;
    const typed = followEdit(diffOf(savedText, savedText)!, savedText, {
      prefix: at,
      suffix: savedText.length - at,
      middle: 'x',
    });
    expect(typed).toEqual({ head: at, tail: savedText.length - at, middle: 'x' });
    expect(differs(typed, savedText)).toBe(true);
    // The letter deleted again: the text is its saved text, and the window is empty.
    const deleted = followEdit(typed, savedText, { prefix: at, suffix: savedText.length - at, middle: '' });
    expect(deleted.middle).toBe('');
    expect(differs(deleted, savedText)).toBe(false);
  });

  it('compares afresh only texts of the savedText length', () => {
    expect(diffOf('ab', 'abc')).toBeNull();
    expect(diffOf('abd', 'abc')).toEqual({ head: 2, tail: 0, middle: 'd' });
    expect(diffOf('abc', 'abc')).toEqual({ head: 3, tail: 0, middle: '' });
  });
});
