import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTextBytes, tooLargeMessage } from './read-text-bytes.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const utf16le = (text: string, mark: boolean) => {
  const out = [...(mark ? [0xff, 0xfe] : [])];
  for (const unit of text) out.push(unit.charCodeAt(0) & 0xff, unit.charCodeAt(0) >> 8);
  return Uint8Array.from(out);
};

describe(readTextBytes, () => {
  it('reads UTF-8 as it is, keeping a byte-order mark for the JSON reader to refuse by name', () => {
    expect(readTextBytes(new TextEncoder().encode('{"a":"é☕"}'), 'f.json')).toEqual({
      ok: true,
      text: '{"a":"é☕"}',
    });
    expect(readTextBytes(bytes(0xef, 0xbb, 0xbf, 0x7b, 0x7d), 'f.json')).toEqual({
      ok: true,
      text: '\uFEFF{}',
    });
  });

  it('refuses UTF-16, with or without its mark, naming the byte order', () => {
    const le = 'cannot read f.json: it is UTF-16 text (little-endian), not UTF-8; save it as UTF-8';
    expect(readTextBytes(utf16le('{}', true), 'f.json')).toEqual({ ok: false, error: le });
    expect(readTextBytes(utf16le('{}', false), 'f.json')).toEqual({ ok: false, error: le });
    expect(readTextBytes(bytes(0xfe, 0xff, 0, 0x7b), 'f.json')).toMatchObject({
      error: expect.stringContaining('(big-endian)'),
    });
    expect(readTextBytes(bytes(0, 0x7b, 0, 0x7d), 'f.json')).toMatchObject({
      error: expect.stringContaining('(big-endian)'),
    });
  });

  it('refuses bytes that are not UTF-8 at the first one, never as U+FFFD', () => {
    const at = (offset: number) =>
      `cannot read f.json: it is not UTF-8 text (the byte at offset ${offset} is not part of a UTF-8 character); save it as UTF-8`;
    expect(readTextBytes(bytes(0x7b, 0x22, 0xe9, 0x22, 0x7d), 'f.json')).toEqual({ ok: false, error: at(2) });
    expect(readTextBytes(bytes(0x61, 0xed, 0xa0, 0x80), 'f.json')).toEqual({ ok: false, error: at(1) }); // a surrogate
    expect(readTextBytes(bytes(0x61, 0x62, 0xc3), 'f.json')).toEqual({ ok: false, error: at(2) }); // cut short
    expect(readTextBytes(bytes(0xc0, 0xaf), 'f.json')).toEqual({ ok: false, error: at(0) }); // overlong
  });

  it('places the offset exactly where the strict decoder first fails', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 2, maxLength: 40 }), (data) => {
        const read = readTextBytes(data, 'x');
        if (read.ok) return;
        const offset = Number(/offset (\d+)/.exec(read.error)?.[1]);
        if (Number.isNaN(offset)) return; // UTF-16 by its first pair
        const decoder = new TextDecoder('utf-8', { fatal: true });
        expect(() => decoder.decode(data.subarray(0, offset))).not.toThrow();
        expect(() => decoder.decode(data.subarray(0, offset + 4))).toThrow();
      }),
      { numRuns: 500 },
    );
  });
});

describe(tooLargeMessage, () => {
  it('says the size when known and how to raise the limit where one can', () => {
    expect(tooLargeMessage('f.json', 300, 100)).toBe(
      'f.json is too large (300 bytes; the limit is 100 bytes)',
    );
    expect(tooLargeMessage('-', undefined, 100, 'raise it with --max-input-bytes N')).toBe(
      '- is too large (more than 100 bytes; the limit is 100 bytes, raise it with --max-input-bytes N)',
    );
  });
});
