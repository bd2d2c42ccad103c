import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdit } from '../../core/index.ts';
import { createEditSpan, type ModelChange } from './edit-span.ts';

/** The text after one event's changes, each with offsets in the text before the event (as the editor reports them). */
function applyChanges(text: string, changes: readonly ModelChange[]): string {
  let out = text;
  for (const c of [...changes].sort((a, b) => b.rangeOffset - a.rangeOffset))
    out = out.slice(0, c.rangeOffset) + c.text + out.slice(c.rangeOffset + c.rangeLength);
  return out;
}

describe('createEditSpan', () => {
  it('gives the change since the last commit as an edit that puts the editor’s text back together', () => {
    const change = fc.record({
      at: fc.nat(),
      remove: fc.nat({ max: 4 }),
      insert: fc.string({ maxLength: 4 }),
    });
    // Each step is one change event (sometimes of two changes at once) or a commit.
    const step = fc.oneof(
      { weight: 6, arbitrary: change.map((c) => ({ kind: 'one' as const, c })) },
      { weight: 1, arbitrary: fc.tuple(change, change).map((cs) => ({ kind: 'two' as const, cs })) },
      { weight: 3, arbitrary: fc.constant({ kind: 'commit' as const }) },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.array(step, { maxLength: 25 }), (start, steps) => {
        const span = createEditSpan();
        let committed = start;
        let now = start;
        let several = false;
        let changed = false;
        const place = (c: { at: number; remove: number; insert: string }, text: string, from = 0) => {
          const rangeOffset = from + (c.at % (text.length - from + 1));
          return { rangeOffset, rangeLength: Math.min(c.remove, text.length - rangeOffset), text: c.insert };
        };
        for (const s of steps) {
          if (s.kind === 'commit') {
            const edit = span.take(committed.length, (a, b) => now.slice(a, b));
            if (several || !changed) expect(edit).toBeNull();
            else expect(applyEdit(committed, edit!)).toBe(now);
            committed = now;
            several = false;
            changed = false;
            continue;
          }
          let changes: ModelChange[];
          if (s.kind === 'one') changes = [place(s.c, now)];
          else {
            // Two changes that do not overlap, both with offsets in the text before the event.
            const first = place(s.cs[0], now);
            const second = place(s.cs[1], now, first.rangeOffset + first.rangeLength);
            changes = [second, first];
          }
          span.record(changes);
          now = applyChanges(now, changes);
          several ||= changes.length > 1;
          changed = true;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('forgets what it recorded when told the text is the committed one again', () => {
    const span = createEditSpan();
    span.record([{ rangeOffset: 1, rangeLength: 0, text: 'x' }]);
    span.reset();
    expect(span.take(3, () => '')).toBeNull();
    span.record([{ rangeOffset: 1, rangeLength: 1, text: 'yz' }]);
    expect(span.take(3, (a, b) => 'ayzc'.slice(a, b))).toEqual({ prefix: 1, suffix: 1, middle: 'yz' });
  });
});
