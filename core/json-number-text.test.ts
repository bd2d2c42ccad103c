import fc from 'fast-check';
import { parse as parseLossless } from 'lossless-json';
import { describe, expect, it } from 'vitest';
import { quoteNumbers } from './json-number-text.ts';
import { scanJson } from './json-scan.ts';
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

describe('scanJson: plain numbers', () => {
  it('calls a number plain only when JavaScript prints its double back as it is written', () => {
    const plain = (lexeme: string) => scanJson(`[${lexeme}]`).plainNumbers;
    for (const lexeme of ['0', '7', '-5', '0.5', '1.25', '9007199254740991', '100000000000000000000'])
      expect(plain(lexeme), lexeme).toBe(true);
    for (const lexeme of [
      '-0',
      '1.0',
      '1e3',
      '1E3',
      '0.50',
      '9007199254740993',
      '1e21',
      '1000000000000000000000',
    ])
      expect(plain(lexeme), lexeme).toBe(false);
    expect(scanJson('{"n": "1.0", "m": 2}').plainNumbers).toBe(true);
    expect(scanJson('{"m": 2, "n": 1.0}').plainNumbers).toBe(false);
  });
});

/** JSON text whose numbers are any lexemes of the grammar, plain or not, mixed with marker-like strings. */
const numberLexeme = fc
  .tuple(
    fc.constantFrom('', '-'),
    fc.oneof(fc.constant('0'), fc.stringMatching(/^[1-9][0-9]{0,24}$/)),
    fc.option(fc.stringMatching(/^\.[0-9]{1,20}$/), { nil: '' }),
    fc.option(fc.stringMatching(/^[eE][+-]?[0-9]{1,3}$/), { nil: '' }),
  )
  .map((parts) => parts.join(''));
const leaf = fc.oneof(
  numberLexeme,
  fc.constantFrom('"\\u0001"', '"\\u00011"', '"1.0"', 'true', 'null'),
  fc.string().map((s) => JSON.stringify(s)),
);
const document = fc.letrec<{ value: string; array: string; object: string }>((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }).map((items) => `[${items.join(', ')}]`),
  object: fc
    // Distinct keys: the lossless parser refuses a repeated one, as serde_json keeps the last.
    .uniqueArray(fc.tuple(fc.string(), tie('value')), { maxLength: 5, selector: ([key]) => key })
    .map((members) => `{${members.map(([k, v]) => `${JSON.stringify(k)}: ${v}`).join(', ')}}`),
})).value;

describe('parseJson, plain numbers or not', () => {
  it('reads any number lexeme exactly as the lossless parser does', () => {
    fc.assert(
      fc.property(document, (text) => {
        const read = parseJson(text);
        const lossless = (() => {
          try {
            return parseLossless(text, undefined, (raw: string) => new JsonNumber(raw));
          } catch {
            return undefined;
          }
        })();
        // An exponent past a double's range is refused by the scan, as serde_json refuses it.
        if (read.ok) expect(read.value).toEqual(lossless);
        else expect(read.error).toMatch(/number out of range/);
      }),
      { numRuns: 500 },
    );
  });

  it('reads a marker-like string as a string when the numbers are plain, and when they are not', () => {
    expect(parseJson('["\\u00011", 1]')).toEqual({ ok: true, value: ['\u00011', new JsonNumber('1')] });
    expect(parseJson('["\\u00011", 1.0]')).toEqual({ ok: true, value: ['\u00011', new JsonNumber('1.0')] });
  });
});
