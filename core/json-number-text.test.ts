import fc from 'fast-check';
import { parse as parseLossless } from 'lossless-json';
import { describe, expect, it } from 'vitest';
import { quoteNumbers } from './json-number-text.ts';
import { JsonNumber, parseJson } from './json-value.ts';

describe(quoteNumbers, () => {
  it('quotes numbers outside strings behind the marker escape and leaves strings alone', () => {
    expect(quoteNumbers('{"a-1": [1.0, -2e3], "b": "3"}')).toBe(
      '{"a-1": ["\\u00011.0", "\\u0001-2e3"], "b": "3"}',
    );
  });

  it('gives up on a text where a string could pass for a marked number', () => {
    expect(quoteNumbers('["\\u0001x", 1]')).toBeUndefined();
  });
});

describe('parseJson through JSON.parse', () => {
  it('reads exactly what the lossless parser reads, numbers as written', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        const read = parseJson(text);
        if (!read.ok) throw new Error(read.error);
        expect(read.value).toEqual(parseLossless(text, undefined, (raw: string) => new JsonNumber(raw)));
      }),
    );
  });

  it('reads a string that starts with U+0001 as a string', () => {
    expect(parseJson('["\\u0001", 1]')).toEqual({ ok: true, value: ['\u0001', new JsonNumber('1')] });
  });
});
