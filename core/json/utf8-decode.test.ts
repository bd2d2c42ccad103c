import { isUtf8 } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeUtf8Strict } from './utf8-decode.ts';

describe(decodeUtf8Strict, () => {
  it('decodes exactly the well-formed byte strings, each back to the bytes it came from', () => {
    const encoder = new TextEncoder();
    // Mostly multi-byte lead and continuation bytes, where the malformed cases live.
    const byte = fc.oneof(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0x80, max: 0xf5 }));
    fc.assert(
      fc.property(fc.array(byte, { maxLength: 64 }), (list) => {
        const bytes = new Uint8Array(list);
        const text = decodeUtf8Strict(bytes);
        expect(text !== undefined).toBe(isUtf8(bytes));
        if (text !== undefined) expect(encoder.encode(text)).toEqual(bytes);
      }),
      { numRuns: 2000 },
    );
  });

  it('decodes every well-formed text, astral characters and a leading BOM included', () => {
    const encoder = new TextEncoder();
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(decodeUtf8Strict(encoder.encode(text))).toBe(text);
      }),
    );
    expect(decodeUtf8Strict(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe('\uFEFFA');
    expect(decodeUtf8Strict(new Uint8Array([0xf0, 0x9f, 0x9a, 0x80]))).toBe('🚀');
  });

  it.each([
    ['a lone continuation byte', [0x80]],
    ['an overlong "/"', [0xc0, 0xaf]],
    ['an overlong three-byte form', [0xe0, 0x80, 0xaf]],
    ['a surrogate', [0xed, 0xa0, 0x80]],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['a truncated sequence', [0x41, 0xe2, 0x82]],
    ['a sequence broken by ASCII', [0xe2, 0x41, 0x82]],
  ])('rejects %s', (_, bytes) => {
    expect(decodeUtf8Strict(new Uint8Array(bytes))).toBeUndefined();
  });
});
