import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8Length } from '../text/utf8-length.ts';
import { canonicalSchemaJson, estimateSchemaTokens, estimateTokens } from '../token-estimate.ts';
import {
  canonicalJson,
  canonicalJsonBytes,
  formatFloat,
  formatJsonNumber,
  measureCanonicalJson,
  writeCanonicalJson,
} from './canonical-json.ts';
import { parseJson } from './json-parse.ts';
import { quoteJsonString } from './json-string.ts';
import { fromPlain, JsonNumber, type JsonValue } from './json-value.ts';

function parsed(text: string): JsonValue {
  const result = parseJson(text);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

/** Canonical JSON of a JSON text read with the number-preserving reader. */
const canonicalOf = (text: string) => canonicalJson(parsed(text));

describe(canonicalJson, () => {
  it('sorts keys by bytes at every depth, arrays keep their order', () => {
    expect(canonicalOf('{"b":{"z":1,"a":[{"y":0,"x":0}]},"a":null,"B":true}')).toBe(
      '{"B":true,"a":null,"b":{"a":[{"x":0,"y":0}],"z":1}}',
    );
  });

  it('sorts integer-looking keys as strings ("10" before "2"), unlike JSON.stringify', () => {
    const value = fromPlain({ '2': 'b', '10': 'a', x: { '2': 0, '10': 1 } });
    expect(JSON.stringify({ '2': 'b', '10': 'a' })).toBe('{"2":"b","10":"a"}');
    expect(canonicalJson(value)).toBe('{"10":"a","2":"b","x":{"10":1,"2":0}}');
  });

  it('sorts astral keys after U+FFFD keys (byte order, not UTF-16 order)', () => {
    expect(canonicalOf('{"\u{1F600}":1,"\uFFFD":2,"\uE000":3}')).toBe(
      '{"\uE000":3,"\uFFFD":2,"\u{1F600}":1}',
    );
  });

  it('is compact: no spaces anywhere', () => {
    expect(canonicalOf(' { "a" : [ 1 , 2 ] , "b" : { } , "c" : [ ] } ')).toBe('{"a":[1,2],"b":{},"c":[]}');
  });

  it('keeps a key named __proto__ as data', () => {
    expect(canonicalOf('{"__proto__":{"b":1},"a":0}')).toBe('{"__proto__":{"b":1},"a":0}');
  });
});

describe(quoteJsonString, () => {
  it.each([
    ['"', '"\\""'],
    ['\\', '"\\\\"'],
    ['\b\f\n\r\t', '"\\b\\f\\n\\r\\t"'],
    ['\u0000', '"\\u0000"'],
    ['\u0001', '"\\u0001"'],
    ['\u001f', '"\\u001f"'],
    ['\u000b', '"\\u000b"'],
    ['\u001b', '"\\u001b"'],
    // DEL, C1 controls, non-ASCII and line separators are written as is.
    ['\u007f', '"\u007f"'],
    ['\u0085', '"\u0085"'],
    ['é你😀', '"é你😀"'],
    ['\u2028\u2029', '"\u2028\u2029"'],
    ['/', '"/"'],
    ["<>&'", '"<>&\'"'],
  ])('escapes %j as %s', (input, quoted) => {
    expect(quoteJsonString(input)).toBe(quoted);
  });

  it('writes control escapes with lowercase hex', () => {
    expect(quoteJsonString('\u001a')).toBe('"\\u001a"');
    expect(quoteJsonString('\u001a')).not.toBe('"\\u001A"');
  });
});

describe(formatJsonNumber, () => {
  it.each([
    ['0', '0'],
    ['-1', '-1'],
    ['1.0', '1.0'],
    ['-0.0', '-0.0'],
    ['-0', '-0.0'],
    ['0.0', '0.0'],
    ['1e21', '1e+21'],
    ['1E21', '1e+21'],
    ['1e+21', '1e+21'],
    ['1e-7', '1e-7'],
    ['1.5e-7', '1.5e-7'],
    ['1e16', '1e+16'],
    ['1.5e16', '1.5e+16'],
    ['1e15', '1000000000000000.0'],
    ['9999999999999998.0', '9999999999999998.0'],
    ['9.999e-6', '9.999e-6'],
    ['0.00001', '0.00001'],
    ['0.000015', '0.000015'],
    ['1.5e-5', '0.000015'],
    ['0.1', '0.1'],
    ['-2.5', '-2.5'],
    ['100', '100'],
    ['1E2', '100.0'],
    ['1e2', '100.0'],
    ['100.0', '100.0'],
    ['123.456e1', '1234.56'],
    ['12345678901234567890', '12345678901234567890'],
    ['18446744073709551615', '18446744073709551615'],
    ['18446744073709551616', '1.8446744073709552e+19'],
    ['-9223372036854775808', '-9223372036854775808'],
    ['-9223372036854775809', '-9.223372036854776e+18'],
    ['9007199254740993', '9007199254740993'],
    ['5e-324', '5e-324'],
    ['1.7976931348623157e308', '1.7976931348623157e+308'],
  ])('prints %s as %s', (raw, printed) => {
    expect(formatJsonNumber(new JsonNumber(raw))).toBe(printed);
  });

  it('prints the same numbers inside a value', () => {
    expect(canonicalOf('{"a":[1.0,-0.0,1e21,1e-7,12345678901234567890,1E2,100]}')).toBe(
      '{"a":[1.0,-0.0,1e+21,1e-7,12345678901234567890,100.0,100]}',
    );
  });
});

describe(formatFloat, () => {
  it.each([
    [0.3, '0.3'],
    [1 / 3, '0.3333333333333333'],
    [2 ** 53, '9007199254740992.0'],
    [1e16, '1e+16'],
    [123e-20, '1.23e-18'],
    [-1e-5, '-0.00001'],
    [-9.999e-6, '-9.999e-6'],
  ])('prints %d as %s', (x, printed) => {
    expect(formatFloat(x)).toBe(printed);
  });
});

describe('formatFloat at the switch points of DISCLOSURE.md §3', () => {
  // Either side of 1e-5 and 1e16, and the exponent's sign on both sides of 1.
  it.each([
    [1e-5, '0.00001'],
    [9.999999999999999e-6, '9.999999999999999e-6'],
    [0.000010000000000000003, '0.000010000000000000003'],
    [9999999999999998, '9999999999999998.0'],
    [1e16, '1e+16'],
    [1.5e16, '1.5e+16'],
    [1e21, '1e+21'],
    [1.2345678901234567e20, '1.2345678901234567e+20'],
    [1.7976931348623157e308, '1.7976931348623157e+308'],
    [-1e22, '-1e+22'],
    [1e-7, '1e-7'],
    [1.5e-7, '1.5e-7'],
    [5e-324, '5e-324'],
    [2.2250738585072014e-308, '2.2250738585072014e-308'],
  ])('prints %d as %s', (x, printed) => {
    expect(formatFloat(x)).toBe(printed);
  });
});

/** The significant digits of a printed number, without sign, point, exponent or padding zeros. */
const significantDigits = (s: string) =>
  s.replace(/^-/, '').split('e')[0]!.replace('.', '').replace(/^0+/, '').replace(/0+$/, '');

/** Whether some decimal with `count` significant digits reads back as `x`: the two grid points around x at that precision are among nearest-1, nearest and nearest+1. */
function someShorterReadsBack(x: number, count: number): boolean {
  const [mantissa, exp] = Math.abs(x)
    .toExponential(count - 1)
    .split('e') as [string, string];
  const nearest = BigInt(mantissa.replace('.', ''));
  const scale = Number(exp) - (count - 1);
  for (const candidate of [nearest - 1n, nearest, nearest + 1n]) {
    if (candidate <= 0n) continue;
    if (Number(`${candidate}e${scale}`) === Math.abs(x)) return true;
  }
  return false;
}

describe('formatFloat for any double', () => {
  it('reads back to the same double, is the shortest such, in the layout and sign rule of DISCLOSURE.md §3', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        const text = formatFloat(x);
        expect(Object.is(Number(text), x)).toBe(true);
        const magnitude = Math.abs(x);
        if (magnitude === 0 || (magnitude >= 1e-5 && magnitude < 1e16)) {
          expect(text).toMatch(/^-?\d+\.\d+$/);
        } else {
          // The exponent always carries its sign, `+` at or above 1e16 and `-` below 1e-5, never padded.
          expect(text).toMatch(
            magnitude >= 1e16 ? /^-?[1-9](\.\d*[1-9])?e\+[1-9]\d*$/ : /^-?[1-9](\.\d*[1-9])?e-[1-9]\d*$/,
          );
        }
        const digits = significantDigits(text);
        // Shortest: no decimal with one digit fewer reads back to x.
        if (digits.length > 1) expect(someShorterReadsBack(x, digits.length - 1)).toBe(false);
        // Of the shortest, the closest: JavaScript's own shortest form picks the same digits.
        expect(digits).toBe(significantDigits(String(x)));
      }),
      { numRuns: 5000 },
    );
  });
});

/** Values canonicalJson writes: JSON values with any strings (lone surrogates, controls) and number forms. */
const anyString = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({
    unit: fc.constantFrom('"', '\\', '\n', '\u0001', '\u001f', 'é', '😀', '\ud800', '\udc00', 'a'),
  }),
);
const numberLexeme = fc.constantFrom('0', '-0', '1.0', '1e3', '12345678901234567890', '0.000001', '-2.5E-7');
const canonicalInput = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false, undefined),
    anyString,
    fc.double(),
    fc.bigInt(),
    numberLexeme.map((raw) => new JsonNumber(raw)),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(anyString, tie('value'), { maxKeys: 5 }),
  ),
})).value;

describe(measureCanonicalJson, () => {
  it('gives the UTF-8 length and the token units of what canonicalJson writes, for any value', () => {
    fc.assert(
      fc.property(canonicalInput, (value) => {
        expect(canonicalJsonBytes(value)).toBe(utf8Length(canonicalJson(value)));
        expect(measureCanonicalJson(value, (text) => text.length)).toBe(canonicalJson(value).length);
      }),
      { numRuns: 500 },
    );
  });

  it('gives the same figures through a memo, for values measured again inside new wrappers', () => {
    fc.assert(
      fc.property(canonicalInput, canonicalInput, (first, second) => {
        const memo = new WeakMap<object, number>();
        // The second measure reuses the first's objects by identity, as a review after an edit does.
        expect(canonicalJsonBytes([first], memo)).toBe(utf8Length(canonicalJson([first])));
        const wrapped = { kept: first, added: second };
        expect(canonicalJsonBytes(wrapped, memo)).toBe(utf8Length(canonicalJson(wrapped)));
        expect(canonicalJsonBytes(wrapped, memo)).toBe(canonicalJsonBytes(wrapped));
      }),
      { numRuns: 300 },
    );
  });

  it('gives a definition the token estimate of its canonical schema text', () => {
    fc.assert(
      fc.property(anyString, anyString, canonicalInput, (name, description, parameters) => {
        const def = { name, description, parameters: parameters as JsonValue };
        expect(estimateSchemaTokens(def)).toBe(estimateTokens(canonicalSchemaJson(def)));
      }),
      { numRuns: 500 },
    );
  });
});

describe(writeCanonicalJson, () => {
  it('hands out canonicalJson in pieces of about the size asked', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 1, max: 64 }), (value, size) => {
        const chunks: string[] = [];
        writeCanonicalJson(value, (chunk) => chunks.push(chunk), size);
        expect(chunks.join('')).toBe(canonicalJson(value));
        expect(chunks.every((c) => c.length > 0)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
