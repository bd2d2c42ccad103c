import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromPlain, JsonNumber } from '../../../core/index.ts';
import { shareWithLast } from './answer-sharing.ts';
import { packForTransfer, SharingLostStep, unpackFromTransfer } from './transfer.ts';

/** One answer across the wire: shared against the last one sent (and packed), cloned, restored. */
function send(next: unknown, lastSent: unknown, lastReceived: unknown) {
  const wire = structuredClone(shareWithLast(next, lastSent));
  // Restoring changes the clone in place: what crossed is looked at in a copy.
  const crossed = structuredClone(wire);
  return { sent: next, received: unpackFromTransfer(wire, lastReceived), wire: crossed };
}

/** What the answer is on the page when it crosses whole, with nothing shared. */
const whole = (value: unknown) => unpackFromTransfer(structuredClone(packForTransfer(value)));

const answer = fc.jsonValue().map((v) => fromPlain(v));

describe('answers shared with the last one', () => {
  it('arrive equal to what was sent, whatever came before', () => {
    fc.assert(
      fc.property(answer, answer, (first, second) => {
        const a = send(first, undefined, undefined);
        expect(a.received).toStrictEqual(whole(first));
        const b = send(second, a.sent, a.received);
        expect(b.received).toStrictEqual(whole(second));
        // Answers that share parts, in arrays and in records, some of them the very same objects.
        const c = send([first, { x: first, y: second }], b.sent, b.received);
        const d = send([first, { x: second, y: second }], c.sent, c.received);
        expect(d.received).toStrictEqual(whole(d.sent));
        const e = send([fromPlain(structuredClone(first)), second], d.sent, d.received);
        expect(e.received).toStrictEqual(whole(e.sent));
      }),
    );
  });

  it('send an unchanged part as a marker and give the page back its own object', () => {
    const row = (name: string) => ({ name, tokens: new JsonNumber('1.50') });
    const before = { rows: [row('a'), row('b'), row('c')], total: 3 };
    const after = { rows: [row('a'), row('B'), row('c')], total: 3 };
    const first = send(before, undefined, undefined);
    const second = send(after, first.sent, first.received);
    const wire = second.wire as { rows: unknown[] };
    // The rows cross as the window that changed: one row kept before it, one after, and the row itself,
    // of which only the name crosses: its tokens equal the last row's there.
    expect(wire.rows).toEqual([new Boolean(false), 1, 1, { name: 'B', tokens: new Boolean(true) }]);
    const [a, b, c] = (second.received as { rows: unknown[] }).rows;
    const [a0, , c0] = (first.received as { rows: unknown[] }).rows;
    expect(a).toBe(a0);
    expect(c).toBe(c0);
    expect(b).toEqual({ name: 'B', tokens: new JsonNumber('1.50') });
    // Nothing changed at all: the whole answer is the last one.
    const third = send(after, second.sent, second.received);
    expect(third.wire).toBeInstanceOf(Boolean);
    expect(third.received).toBe(second.received);
  });

  it('send a list that gained, lost or changed items as the window between what stayed, whatever the edits', () => {
    const item = fc.oneof(
      fc.constantFrom('a', 'b', 'c'),
      fc.record({ name: fc.constantFrom('x', 'y'), n: fc.integer({ min: 0, max: 2 }) }),
    );
    const edit = fc.record({
      at: fc.nat(),
      remove: fc.integer({ min: 0, max: 3 }),
      insert: fc.array(item, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), fc.array(edit, { maxLength: 3 }), (start, edits) => {
        const before = { list: start.map((x) => fromPlain(x)) };
        const list = [...before.list];
        for (const e of edits)
          list.splice(e.at % (list.length + 1), e.remove, ...e.insert.map((x) => fromPlain(x)));
        const first = send(before, undefined, undefined);
        const second = send({ list }, first.sent, first.received);
        expect(second.received).toStrictEqual(whole({ list }));
        // What lies before and after the window is the page's own objects from the last answer.
        if (second.wire instanceof Boolean) return;
        const window = (second.wire as { list: unknown }).list as unknown[];
        if (window instanceof Boolean) return;
        const [, prefix, suffix] = window as [unknown, number, number];
        const got = (second.received as { list: unknown[] }).list;
        const had = (first.received as { list: unknown[] }).list;
        for (let i = 0; i < prefix; i++) expect(got[i]).toBe(had[i]);
        for (let k = 1; k <= suffix; k++) expect(got[got.length - k]).toBe(had[had.length - k]);
        expect(window.length - 3).toBe(list.length - prefix - suffix);
      }),
    );
  });

  it('send one changed item of a long list, or one inserted, as that item alone', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({ id: `t${i}` }));
    const first = send({ rows }, undefined, undefined);
    const changed = rows.map((r, i) => (i === 500 ? { id: 'changed' } : r));
    const second = send({ rows: changed }, first.sent, first.received);
    expect((second.wire as { rows: unknown[] }).rows).toEqual([
      new Boolean(false),
      500,
      499,
      { id: 'changed' },
    ]);
    const inserted = [...changed.slice(0, 10), { id: 'new' }, ...changed.slice(10)];
    const third = send({ rows: inserted }, second.sent, second.received);
    expect((third.wire as { rows: unknown[] }).rows).toEqual([new Boolean(false), 10, 990, { id: 'new' }]);
    expect(third.received).toStrictEqual({ rows: inserted });
  });

  it('send a number whose text changed as a number, and one whose text did not as a marker', () => {
    const first = send({ a: new JsonNumber('1.0'), b: new JsonNumber('2') }, undefined, undefined);
    const second = send({ a: new JsonNumber('1.0'), b: new JsonNumber('2.0') }, first.sent, first.received);
    const wire = second.wire as { a: unknown; b: unknown };
    expect(wire.a).toBeInstanceOf(Boolean);
    expect(wire.b).toEqual(new String('2.0'));
    expect(second.received).toEqual({ a: new JsonNumber('1.0'), b: new JsonNumber('2.0') });
    // A part that was not there before crosses packed too.
    const third = send({ a: [new JsonNumber('1e2')], c: new JsonNumber('3') }, second.sent, second.received);
    expect((third.received as { a: unknown[] }).a[0]).toBeInstanceOf(JsonNumber);
    expect((third.received as { c: unknown }).c).toBeInstanceOf(JsonNumber);
  });

  it('keep a "__proto__" key an ordinary property, changed or not', () => {
    const make = (b: number) =>
      JSON.parse(`{"__proto__": {"a": [1, 2]}, "b": ${b}, "c": {"__proto__": ${b}}}`);
    const first = send(make(1), undefined, undefined);
    const second = send(make(2), first.sent, first.received);
    expect(Object.getPrototypeOf(second.received)).toBe(Object.prototype);
    expect(Object.hasOwn(second.received as object, '__proto__')).toBe(true);
    expect(second.received).toEqual(make(2));
    expect(Object.getOwnPropertyDescriptor(second.wire, '__proto__')?.value).toBeInstanceOf(Boolean);
  });

  it('say so when an answer refers to a last answer the page does not hold', () => {
    const wire = structuredClone(shareWithLast({ a: [1] }, { a: [1] }));
    expect(() => unpackFromTransfer(wire)).toThrow(SharingLostStep);
  });
});
