import { describe, expect, it } from 'vitest';
import { parseJson } from './json-parse.ts';
import { writePrettyJson } from './pretty-json.ts';

function roundTrip(text: string): string {
  const parsed = parseJson(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return writePrettyJson(parsed.value);
}

describe(writePrettyJson, () => {
  it('keeps every number lexeme as written', () => {
    expect(roundTrip('{"a":1.0,"b":18446744073709551615,"c":-0.0,"d":1e2}')).toBe(
      '{\n  "a": 1.0,\n  "b": 18446744073709551615,\n  "c": -0.0,\n  "d": 1e2\n}',
    );
  });

  it("keeps the author's key order rather than sorting", () => {
    expect(roundTrip('{"z":1,"a":2}')).toBe('{\n  "z": 1,\n  "a": 2\n}');
  });

  it('writes short scalar lists on one line and nested ones across lines', () => {
    expect(roundTrip('{"ids":["a.b","c.d"],"defs":[{"x":1}]}')).toBe(
      '{\n  "ids": ["a.b", "c.d"],\n  "defs": [\n    {\n      "x": 1\n    }\n  ]\n}',
    );
  });

  it('escapes strings as serde_json does and leaves non-ASCII alone', () => {
    expect(roundTrip('["tab\\there","日本\\u0001"]')).toBe('["tab\\there", "日本\\u0001"]');
  });

  it('writes empty containers compactly', () => {
    expect(roundTrip('{"a":{},"b":[]}')).toBe('{\n  "a": {},\n  "b": []\n}');
  });
});
