import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  decodeBodyText,
  editBetween,
  encodeBodyText,
  noteKnownEdit,
  TEXT_EDIT_MIN_CHARS,
} from './text-edit.ts';

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

describe('request bodies across the wire', () => {
  it('cross whole when short or first, as an edit of the last long text after that, and read back the same', () => {
    const long = 'x'.repeat(TEXT_EDIT_MIN_CHARS);
    const edited = `${long}y`;
    const first = encodeBodyText({ text: long, lane: 1 }, null);
    expect(first.body).toEqual({ text: long, lane: 1 });
    const second = encodeBodyText({ text: edited, params: { kind: 'search' } }, first.text);
    expect(second.body).toEqual({
      params: { kind: 'search' },
      textEdit: { prefix: long.length, suffix: 0, middle: 'y' },
    });
    const short = encodeBodyText({ text: 'short' }, second.text);
    expect(short.body).toEqual({ text: 'short' });
    // The Worker's half, in the same order.
    const a = decodeBodyText(structuredClone(first.body), null);
    const b = decodeBodyText(structuredClone(second.body), a.text);
    expect(b.body).toEqual({ params: { kind: 'search' }, text: edited });
    expect(b.edit).toEqual({ prefix: long.length, suffix: 0, middle: 'y' });
    expect(a.edit).toBeUndefined();
    const c = decodeBodyText(structuredClone(short.body), b.text);
    expect(c).toEqual({ body: { text: 'short' }, text: edited });
    expect(() => decodeBodyText(structuredClone(second.body), null)).toThrow();
  });

  it('take the edit the page noted for exactly those two texts, and compare otherwise', () => {
    const long = 'x'.repeat(TEXT_EDIT_MIN_CHARS);
    const edited = `${long.slice(0, 10)}y${long.slice(10)}`;
    // Noted, the edit is sent as it is, not looked for: this one is wider than the change.
    const noted = { prefix: 5, suffix: long.length - 12, middle: edited.slice(5, 13) };
    noteKnownEdit(long, edited, noted);
    expect(encodeBodyText({ text: edited }, long).body).toEqual({ textEdit: noted });
    // Another pair of texts is compared.
    const other = `${long}z`;
    expect(encodeBodyText({ text: other }, long).body).toEqual({
      textEdit: { prefix: long.length, suffix: 0, middle: 'z' },
    });
    // So is one whose noted edit cannot give it.
    noteKnownEdit(long, edited, { prefix: 5, suffix: long.length - 12, middle: 'y' });
    expect(encodeBodyText({ text: edited }, long).body).toEqual({
      textEdit: { prefix: 10, suffix: long.length - 10, middle: 'y' },
    });
    // The same text again crosses as no change.
    expect(encodeBodyText({ text: long }, long).body).toEqual({
      textEdit: { prefix: long.length, suffix: 0, middle: '' },
    });
  });
});
