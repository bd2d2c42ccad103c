import { describe, expect, it } from 'vitest';
import { JsonNumber } from '../../../core/index.ts';
import { packForTransfer, unpackFromTransfer } from './transfer.ts';

describe(packForTransfer, () => {
  it('carries number lexemes through structured clone', () => {
    const value = {
      a: [new JsonNumber('1.0'), { b: new JsonNumber('18446744073709551615') }],
      c: 'x',
      d: null,
      e: 7n,
    };
    const cloned = structuredClone(packForTransfer(value));
    const back = unpackFromTransfer(cloned) as typeof value;
    expect(back.a[0]).toBeInstanceOf(JsonNumber);
    expect((back.a[0] as JsonNumber).raw).toBe('1.0');
    expect(((back.a[1] as { b: JsonNumber }).b as JsonNumber).raw).toBe('18446744073709551615');
    expect([back.c, back.d, back.e]).toEqual(['x', null, 7n]);
  });

  it('keeps a "__proto__" key an ordinary property', () => {
    const value = JSON.parse('{"__proto__": {"polluted": true}}');
    const back = unpackFromTransfer(structuredClone(packForTransfer(value))) as Record<string, unknown>;
    expect(Object.keys(back)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps a "__proto__" key an ordinary property of a record it copies to pack a number', () => {
    const value = JSON.parse('{"a": 1, "__proto__": {"polluted": true}}');
    value.a = new JsonNumber('1.0');
    const packed = packForTransfer(value) as Record<string, unknown>;
    expect(packed).not.toBe(value);
    expect(Object.getPrototypeOf(packed)).toBe(Object.prototype);
    expect(Object.keys(packed)).toEqual(['a', '__proto__']);
    const back = unpackFromTransfer(structuredClone(packed)) as Record<string, unknown>;
    expect(back.a).toEqual(new JsonNumber('1.0'));
    expect(Object.getOwnPropertyDescriptor(back, '__proto__')?.value).toEqual({ polluted: true });
  });
});

describe('transfer without needless copies', () => {
  it('hands number-free parts over as they are and leaves what it packs unchanged', () => {
    const plain = { name: 'github__create_issue', tags: ['a', 'b'] };
    const numbered = { max: new JsonNumber('1.50') };
    const report = { plain, numbered, list: [plain, numbered] };
    const packed = packForTransfer(report) as typeof report;
    expect(packed.plain).toBe(plain);
    expect(packed.numbered).not.toBe(numbered);
    expect(report.numbered.max).toBeInstanceOf(JsonNumber);
    expect(packed.list[0]).toBe(plain);
  });

  it('unpacks in place, giving back the clone it was handed', () => {
    const cloned = structuredClone(packForTransfer({ a: [new JsonNumber('2')], b: { c: 'x' } })) as {
      a: unknown[];
      b: object;
    };
    const b = cloned.b;
    const back = unpackFromTransfer(cloned) as typeof cloned;
    expect(back).toBe(cloned);
    expect(back.b).toBe(b);
    expect(back.a[0]).toEqual(new JsonNumber('2'));
  });
});
