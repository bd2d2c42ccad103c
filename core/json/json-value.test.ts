import { describe, expect, it } from 'vitest';
import { parseJson } from './json-parse.ts';
import { asU64, classifyNumber, fromPlain, isJsonObject, JsonNumber } from './json-value.ts';

describe(parseJson, () => {
  it('keeps every number as written', () => {
    const result = parseJson('[1, 1.0, -0.0, 1e21, 18446744073709551615, 12345678901234567890]');
    if (!result.ok) throw new Error(result.error);
    expect((result.value as JsonNumber[]).map((n) => n.raw)).toEqual([
      '1',
      '1.0',
      '-0.0',
      '1e21',
      '18446744073709551615',
      '12345678901234567890',
    ]);
  });

  it('keeps a __proto__ key as an own data key', () => {
    const result = parseJson('{"__proto__": {"x": 1}}');
    if (!result.ok) throw new Error(result.error);
    expect(Object.hasOwn(result.value as object, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
  });

  it.each([
    ['{', 1],
    ['{\n  "a": 1,\n  "b": }', 3],
    ['1e999', 1],
  ])('reports %j as an error with its line, never throwing', (text, line) => {
    const result = parseJson(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.line).toBe(line);
  });
});

describe(classifyNumber, () => {
  it.each([
    ['0', 'int'],
    ['-1', 'int'],
    ['18446744073709551615', 'int'],
    ['-9223372036854775808', 'int'],
    ['18446744073709551616', 'float'],
    ['-9223372036854775809', 'float'],
    ['-0', 'float'],
    ['1.0', 'float'],
    ['1e2', 'float'],
  ])('%s is an %s', (raw, kind) => {
    expect(classifyNumber(new JsonNumber(raw)).kind).toBe(kind);
  });
});

describe(asU64, () => {
  it.each([
    ['3', 3n],
    ['0', 0n],
    ['18446744073709551615', 18446744073709551615n],
    ['3.0', undefined],
    ['-1', undefined],
    ['-0', undefined],
    ['1e1', undefined],
    ['18446744073709551616', undefined],
  ])('%s → %s', (raw, value) => {
    expect(asU64(new JsonNumber(raw))).toBe(value);
  });

  it('is undefined for anything but a number', () => {
    expect(asU64('3')).toBeUndefined();
    expect(asU64(true)).toBeUndefined();
    expect(asU64(undefined)).toBeUndefined();
  });
});

describe(fromPlain, () => {
  it('turns JavaScript numbers into JSON numbers: integers exactly, others in their shortest form', () => {
    expect(fromPlain({ a: 1, b: 0.5, c: 10n, d: undefined })).toEqual({
      a: new JsonNumber('1'),
      b: new JsonNumber('0.5'),
      c: new JsonNumber('10'),
    });
  });

  it('is an object that isJsonObject recognises, and JSON numbers are not objects to it', () => {
    expect(isJsonObject(fromPlain({}))).toBe(true);
    expect(isJsonObject(new JsonNumber('1'))).toBe(false);
    expect(isJsonObject([])).toBe(false);
    expect(isJsonObject(null)).toBe(false);
  });
});
