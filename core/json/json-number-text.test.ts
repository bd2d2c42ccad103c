import fc from 'fast-check';
import { parse as parseLossless } from 'lossless-json';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../limits.ts';
import { quoteNumbers } from './json-number-text.ts';
import { parseJson, readsAsJsonObject } from './json-parse.ts';
import { scanJson } from './json-scan.ts';
import { isJsonObject, JsonNumber } from './json-value.ts';

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
    const plain = (lexeme: string) => scanJson(`[${lexeme}]`).numbers === 'plain';
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
    expect(scanJson('{"n": "1.0", "m": 2}').numbers).toBe('plain');
    expect(scanJson('{"m": 2, "n": 1.0}').numbers).toBe('marked');
  });

  it('calls the numbers malformed when one breaks the JSON grammar, which quoting would hide', () => {
    for (const lexeme of ['01', '00.0e0', '1.', '-', '1e', '1e+', '1-2', '-.5', '1.5.2'])
      expect(scanJson(`[2.0, ${lexeme}]`).numbers, lexeme).toBe('malformed');
  });
});

/** JSON text whose numbers are any lexemes of the grammar, plain or not, a few malformed, mixed with marker-like strings. */
const wellFormedLexeme = fc
  .tuple(
    fc.constantFrom('', '-'),
    fc.oneof(fc.constant('0'), fc.stringMatching(/^[1-9][0-9]{0,24}$/)),
    fc.option(fc.stringMatching(/^\.[0-9]{1,20}$/), { nil: '' }),
    fc.option(fc.stringMatching(/^[eE][+-]?[0-9]{1,3}$/), { nil: '' }),
  )
  .map((parts) => parts.join(''));
const numberLexeme = fc.oneof(
  { weight: 20, arbitrary: wellFormedLexeme },
  { weight: 1, arbitrary: fc.constantFrom('01', '1.', '-', '1e', '1-2', '-.5', '00') },
);
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
        else if (lossless !== undefined) expect(read.error).toMatch(/number out of range/);
      }),
      { numRuns: 500 },
    );
  });

  it('reads a marker-like string as a string when the numbers are plain, and when they are not', () => {
    expect(parseJson('["\\u00011", 1]')).toEqual({ ok: true, value: ['\u00011', new JsonNumber('1')] });
    expect(parseJson('["\\u00011", 1.0]')).toEqual({ ok: true, value: ['\u00011', new JsonNumber('1.0')] });
  });
});

describe(readsAsJsonObject, () => {
  const readsAsObject = (text: string) => {
    const read = parseJson(text);
    return read.ok && isJsonObject(read.value);
  };

  it('answers as parseJson does for any text, valid or broken', () => {
    const broken = fc
      .tuple(document, fc.nat(), fc.constantFrom('', '{', '}', '"', ',', '1', '\\'))
      .map(([text, at, insert]) => {
        const cut = at % (text.length + 1);
        return text.slice(0, cut) + insert + text.slice(cut + (insert === '' ? 1 : 0));
      });
    const object = document.map((value) => `{"a": ${value}}`);
    fc.assert(
      fc.property(fc.oneof(document, object, broken), (text) => {
        expect(readsAsJsonObject(text)).toBe(readsAsObject(text));
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    ['an object', '{"a": [1.0, "\\u0001"]}', true],
    ['an array', '[1]', false],
    ['a byte-order mark', '\uFEFF{}', false],
    ['a lone surrogate escape', '{"a": "\\udc00"}', false],
    ['a number out of range', '{"a": 1e400}', false],
    [
      'nesting past the limit',
      `{"a": ${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}}`,
      false,
    ],
    ['a repeated key', '{"a": 1, "a": 2}', true],
  ])('reads %s as parseJson does', (_, text, expected) => {
    expect(readsAsJsonObject(text)).toBe(expected);
    expect(readsAsObject(text)).toBe(expected);
  });
});
