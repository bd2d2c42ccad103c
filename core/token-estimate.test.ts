import { describe, expect, it } from 'vitest';
import { canonicalJson } from './json/canonical-json.ts';
import { parseJson } from './json/json-parse.ts';
import { fromPlain } from './json/json-value.ts';
import { U32_MAX } from './limits.ts';
import {
  canonicalSchemaJson,
  estimateJsonTokens,
  estimateSchemaTokens,
  estimateTokens,
  saturatingAdd,
} from './token-estimate.ts';

describe(estimateTokens, () => {
  it.each([
    ['', 0],
    ['a', 1],
    ['abcd', 1],
    ['abcde', 2],
    ['abcdefgh', 2],
    ['abcdefghi', 3],
    // Non-ASCII: 2 units per UTF-8 byte.
    ['é', 1], // 4 units
    ['éa', 2], // 5 units
    ['你', 2], // 6 units
    ['你好世界', 6], // 24 units
    ['😀', 2], // 8 units
    ['😀a', 3], // 9 units
    ['a😀😀', 5], // 17 units
    ['\u007f', 1], // DEL is ASCII
    ['\u0080', 1], // 4 units
  ])('estimates %j as %i tokens', (text, tokens) => {
    expect(estimateTokens(text)).toBe(tokens);
  });

  it('counts characters, not UTF-16 code units', () => {
    // Four emoji: 32 units = 8 tokens (a UTF-16 count would see 8 code units).
    expect(estimateTokens('😀😀😀😀')).toBe(8);
  });
});

describe(saturatingAdd, () => {
  it.each([
    [1, 2, 3],
    [U32_MAX - 1, 1, U32_MAX],
    [U32_MAX, 1, U32_MAX],
    [U32_MAX, U32_MAX, U32_MAX],
    [4294967000, 1000, U32_MAX],
  ])('%i + %i = %i', (a, b, sum) => {
    expect(saturatingAdd(a, b)).toBe(sum);
  });

  it('is 4294967295 at most', () => {
    expect(U32_MAX).toBe(4294967295);
  });
});

describe(estimateSchemaTokens, () => {
  it('estimates the canonical {description, name, parameters} object', () => {
    const def = { name: 'n', description: 'd', parameters: fromPlain({ b: 1, a: 2 }) };
    expect(canonicalSchemaJson(def)).toBe('{"description":"d","name":"n","parameters":{"a":2,"b":1}}');
    expect(estimateSchemaTokens(def)).toBe(Math.ceil(57 / 4));
  });

  it('sees float forms that JSON.parse would lose (1.0 is three characters)', () => {
    const read = (text: string) => {
      const r = parseJson(text);
      if (!r.ok) throw new Error(r.error);
      return r.value;
    };
    const withInt = { name: 'n', description: 'd', parameters: read('[1,1,1,1]') };
    const withFloat = { name: 'n', description: 'd', parameters: read('[1.0,1.0,1.0,1.0]') };
    expect(canonicalSchemaJson(withFloat)).toBe(
      '{"description":"d","name":"n","parameters":[1.0,1.0,1.0,1.0]}',
    );
    // 53 vs 61 characters of canonical JSON.
    expect([estimateSchemaTokens(withInt), estimateSchemaTokens(withFloat)]).toEqual([14, 16]);
  });
});

describe(estimateJsonTokens, () => {
  it('is the estimate of the canonical JSON text, counted without writing it', () => {
    for (const value of [
      [],
      [{ name: 'a', description: 'Tëst “quoted”\n', parameters: { type: 'object' } }],
      { b: ['😀', null, true], a: 'x'.repeat(9) },
    ])
      expect(estimateJsonTokens(value)).toBe(estimateTokens(canonicalJson(value)));
  });
});
