import { describe, expect, it } from 'vitest';
import { loadTemplates } from '../cli/templates.ts';
import { deepScenarioText } from '../test-support/hostile-inputs.ts';
import { evaluateScenario } from './evaluate.ts';
import { DEPTH_LIMIT_MESSAGE, MAX_JSON_DEPTH } from './json-limits.ts';
import { BOM_MESSAGE, type JsonValue, parseJson } from './json-value.ts';

const templates = loadTemplates();

function failure(text: string) {
  const result = parseJson(text);
  if (result.ok) throw new Error(`expected ${JSON.stringify(text.slice(0, 40))} to be refused`);
  return { error: result.error, line: result.line, column: result.column };
}

describe('the reader refuses hostile text with a message where it breaks', () => {
  it('refuses nesting past the limit at the first bracket too many, before recursing', () => {
    const text = deepScenarioText();
    // The scenario's object, its list and the definition are the first three levels.
    const column = text.indexOf('[[') + MAX_JSON_DEPTH - 3 + 1;
    expect(failure(text)).toEqual({ error: DEPTH_LIMIT_MESSAGE, line: 1, column });
    expect(failure(`${'['.repeat(1_000_000)}`)).toMatchObject({ error: DEPTH_LIMIT_MESSAGE, column: 257 });
  });

  it('reads nesting up to the limit', () => {
    const levels = MAX_JSON_DEPTH;
    expect(parseJson(`${'['.repeat(levels)}${']'.repeat(levels)}`).ok).toBe(true);
    expect(parseJson(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`).ok).toBe(true);
  });

  it('reports a syntax error that comes before the deep part, not the depth', () => {
    expect(failure(`{"a": x, "b": ${'['.repeat(5000)}`)).toEqual({
      error: "Object value expected after ':'",
      line: 1,
      column: 7,
    });
  });

  it('does not count brackets inside strings', () => {
    expect(parseJson(`["${'['.repeat(5000)}"]`).ok).toBe(true);
  });

  it.each([
    ['"\\ud800"', 'unexpected end of hex escape after "\\ud800"', 8],
    ['"\\ud800x"', 'unexpected end of hex escape after "\\ud800"', 8],
    ['"\\ud800\\n"', 'unexpected end of hex escape after "\\ud800"', 9],
    ['"\\udc00x"', 'lone leading surrogate in hex escape "\\udc00"', 7],
    ['"\\ud800\\u0041"', 'lone leading surrogate in hex escape "\\ud800"', 13],
  ])('refuses the lone surrogate escape %s as serde_json does', (text, error, column) => {
    expect(failure(text)).toEqual({ error, line: 1, column });
  });

  it('reads a surrogate pair written as two escapes', () => {
    expect(parseJson('"\\ud83d\\ude00"')).toEqual({ ok: true, value: '😀' });
  });

  it("points a number out of range at the number's own line and column, quoting only its start", () => {
    const digits = '9'.repeat(100_000);
    const result = failure(`{\n  "caps": {"max_tokens": ${digits}}\n}`);
    expect(result).toEqual({
      error: `number out of range: ${'9'.repeat(20)}…`,
      line: 2,
      column: 26,
    });
    expect(failure('[1,\n -1e400]')).toEqual({ error: 'number out of range: -1e400', line: 2, column: 2 });
  });

  it('keeps numbers that only look large', () => {
    expect(parseJson('[1e308, 1e-400, "1e999", 0e99999]').ok).toBe(true);
  });

  it('refuses a leading byte-order mark by name', () => {
    expect(failure('\uFEFF{"definitions":[]}')).toEqual({ error: BOM_MESSAGE, line: 1, column: 1 });
    expect(BOM_MESSAGE).toContain('byte-order mark');
  });

  it('names an invisible character instead of printing it', () => {
    const { error } = failure('{"a": 1}\u200B');
    expect(error).toContain('U+200B (zero-width space)');
    expect(error).not.toContain('\u200B');
    expect(failure(' \uFEFF{}').error).toContain('U+FEFF (byte-order mark)');
  });
});

describe("the core refuses a value nested past the limit in the reader's words", () => {
  function nest(levels: number): JsonValue {
    let value: JsonValue = [];
    for (let i = 1; i < levels; i++) value = [value];
    return value;
  }
  const scenario = (parameters: JsonValue): JsonValue => ({
    definitions: [{ capability_id: 'deep.tool', name: 'deep_tool', description: 'x', parameters }],
  });

  it('refuses a value built in code 2,000 levels deep', () => {
    expect(evaluateScenario(scenario(nest(2000)), templates)).toEqual({
      ok: false,
      error: DEPTH_LIMIT_MESSAGE,
    });
  });

  it('draws the line where the reader does', () => {
    // The scenario object and its definitions list are two levels, the definition a third.
    expect(evaluateScenario(scenario(nest(MAX_JSON_DEPTH - 3)), templates).ok).toBe(true);
    expect(evaluateScenario(scenario(nest(MAX_JSON_DEPTH - 2)), templates)).toEqual({
      ok: false,
      error: DEPTH_LIMIT_MESSAGE,
    });
    expect(parseJson(deepScenarioText(MAX_JSON_DEPTH - 3)).ok).toBe(true);
    expect(failure(deepScenarioText(MAX_JSON_DEPTH - 2)).error).toBe(DEPTH_LIMIT_MESSAGE);
  });
});
