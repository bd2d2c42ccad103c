import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromPlain } from '../../../core/index.ts';
import { ArrivingParts, chunksOf, splitLongArrays } from './answer-parts.ts';
import { shareWithLast } from './answer-sharing.ts';
import { packForTransfer, SharingLostStep, unpackFromTransfer } from './transfer.ts';

/** The messages one answer makes, each cloned as postMessage would, read back in order by the page. */
function cross(value: unknown, last: { sent: unknown; received: unknown } | undefined, maxItems: number) {
  const { head, parts } = splitLongArrays(shareWithLast(value, last?.sent), maxItems);
  const messages = parts.flatMap((items, part) =>
    chunksOf(items, maxItems).map((chunk) => ({ part, chunk })),
  );
  const arriving = new ArrivingParts();
  for (const { part, chunk } of structuredClone(messages)) arriving.add(part, chunk);
  const received = unpackFromTransfer(structuredClone(head), last?.received, arriving);
  return { sent: value, received, messages, head };
}

const answer = fc.jsonValue().map((v) => fromPlain(v));

describe('long arrays sent ahead of their answer', () => {
  it('arrive equal to what was sent, after any earlier answer, whatever the part size', () => {
    fc.assert(
      fc.property(answer, answer, fc.integer({ min: 1, max: 4 }), (first, second, maxItems) => {
        const whole = (v: unknown) => unpackFromTransfer(structuredClone(packForTransfer(v)));
        const a = cross(first, undefined, maxItems);
        expect(a.received).toStrictEqual(whole(first));
        const b = cross(second, a, maxItems);
        expect(b.received).toStrictEqual(whole(second));
        const c = cross([second, { x: first }], b, maxItems);
        expect(c.received).toStrictEqual(whole([second, { x: first }]));
      }),
    );
  });

  it('leave no message over the part size, and an array within it in place', () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({ name: `t${i}`, tags: ['a', 'b'] }));
    const { messages, head } = cross({ rows, short: [1, 2] }, undefined, 3);
    expect(messages.map((m) => m.chunk.length)).toEqual([3, 3, 1]);
    expect(messages.every((m) => m.part === 0)).toBe(true);
    expect((head as { rows: unknown }).rows).toBeInstanceOf(Number);
    expect((head as { short: unknown }).short).toEqual([1, 2]);
  });

  it('send a long array with its answer when most of it is unchanged since the last one', () => {
    const rows = (changed: string) =>
      Array.from({ length: 8 }, (_, i) => ({ name: i === 2 ? changed : `t${i}` }));
    const first = cross({ rows: rows('a') }, undefined, 3);
    expect(first.messages).toHaveLength(3);
    const second = cross({ rows: rows('b') }, first, 3);
    expect(second.messages).toEqual([]);
    expect(second.received).toEqual({ rows: rows('b') });
  });

  it('say so when a part the answer names never came', () => {
    const { head } = splitLongArrays(packForTransfer({ rows: [1, 2, 3] }), 2);
    expect(() => unpackFromTransfer(structuredClone(head), undefined, new ArrivingParts())).toThrow(
      SharingLostStep,
    );
  });
});
