import fc from 'fast-check';
import { deflateSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { loadTemplates } from '../cli/templates.ts';
import { deepScenarioText } from '../test-support/hostile-inputs.ts';
import { evaluateScenario } from './evaluate.ts';
import { DEPTH_LIMIT_MESSAGE } from './json/json-limits.ts';
import { BOM_MESSAGE, parseJson } from './json/json-parse.ts';
import type { JsonValue } from './json/json-value.ts';
import { MAX_JSON_DEPTH } from './limits.ts';
import { decodeBase64Url, encodeBase64Url } from './links/base64url.ts';
import { crc32OfBytes } from './links/crc32.ts';
import { decodeShareLink, encodeShareLink } from './links/link.ts';

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
    expect(error).toContain('⟨U+200B zero-width space⟩');
    expect(error).not.toContain('\u200B');
    expect(failure(' \uFEFF{}').error).toContain('⟨U+FEFF byte-order mark⟩');
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

describe('a share link that was tampered with or is hostile', () => {
  const reasonOf = (hash: string) => {
    const result = decodeShareLink(hash);
    if (result.ok) throw new Error('expected the link to be refused');
    return result.reason;
  };
  const parts = (link: string) => {
    const bytes = decodeBase64Url(link.slice('#v2/'.length));
    if (!bytes.ok) throw new Error(bytes.reason);
    return { checksum: bytes.value.subarray(0, 4), deflated: bytes.value.subarray(4) };
  };

  it('is reported as damaged even when it still inflates to valid JSON', () => {
    const a = parts(encodeShareLink('{"definitions":[],"caps":{"max_tools":1}}'));
    const b = parts(encodeShareLink('{"definitions":[],"caps":{"max_tools":9}}'));
    const swapped = new Uint8Array([...a.checksum, ...b.deflated]);
    expect(reasonOf(`#v2/${encodeBase64Url(swapped)}`)).toBe(
      'the link is damaged (its checksum does not match: it was changed or cut after it was made)',
    );
  });

  it('is reported as damaged when a stored character was changed in place', () => {
    const text = '{"definitions":[],"caps":{"max_tools":1}}';
    const bytes = strToU8(text);
    const stored = deflateSync(bytes, { level: 0 }); // literal bytes, so one can be edited
    const checksum = new Uint8Array(4);
    new DataView(checksum.buffer).setUint32(0, crc32OfBytes(bytes));
    const at = stored.indexOf(0x31); // the "1"
    const edited = stored.slice();
    edited[at] = 0x39;
    expect(decodeShareLink(`#v2/${encodeBase64Url(new Uint8Array([...checksum, ...stored]))}`)).toEqual({
      ok: true,
      text,
      version: 2,
    });
    expect(reasonOf(`#v2/${encodeBase64Url(new Uint8Array([...checksum, ...edited]))}`)).toMatch(/damaged/);
  });

  it('says a v2 link too short to hold its checksum is cut short', () => {
    expect(reasonOf('#v2/AAA')).toBe('the link is damaged (cut short)');
  });

  it('opens the short link of the 2,000-deep scenario to text the reader refuses with the depth message', () => {
    const link = encodeShareLink(deepScenarioText());
    expect(link.length).toBeLessThan(200);
    const decoded = decodeShareLink(link);
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(failure(decoded.text).error).toBe(DEPTH_LIMIT_MESSAGE);
  });

  it('never opens a link with one character changed as a different text', () => {
    const text = '{"definitions":[{"capability_id":"a.b","name":"a__b","description":"d","parameters":{}}]}';
    const link = encodeShareLink(text);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    fc.assert(
      fc.property(fc.nat({ max: link.length - 5 }), fc.nat({ max: 63 }), (offset, letter) => {
        const at = 4 + offset;
        const changed = link.slice(0, at) + alphabet[letter] + link.slice(at + 1);
        const result = decodeShareLink(changed);
        expect(!result.ok || result.text === text).toBe(true);
      }),
    );
  });
});

/** Time allowed for one input: generous for a loaded machine, yet linear in the input's size. */
const allowedMs = (length: number) => 500 + length / 500;

/** Inputs that would take a naive reader quadratic time or deep recursion, scaled by `n`. */
const hostileText = fc.tuple(
  fc.constantFrom('[', '{"a":', '"\\ud800', '9', '"\\', '[1e999,', '\uFEFF', ' ', '{"', '#v2/', '#v1/A'),
  fc.integer({ min: 1, max: 200_000 }),
  fc.string({ maxLength: 20 }),
);

describe('any string gives a result or a message, never an exception, in time linear in its size', () => {
  const check = (text: string) => {
    const started = performance.now();
    const read = parseJson(text);
    const link = decodeShareLink(text);
    const elapsed = performance.now() - started;
    expect(read.ok || (typeof read.error === 'string' && read.error !== '')).toBe(true);
    expect(link.ok || (typeof link.reason === 'string' && link.reason !== '')).toBe(true);
    expect(elapsed).toBeLessThan(allowedMs(text.length));
  };

  it('holds for arbitrary strings', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.json()), check));
  });

  it('holds for long repetitions of hostile fragments', () => {
    fc.assert(
      fc.property(hostileText, ([fragment, times, tail]) => check(fragment.repeat(times) + tail)),
      { numRuns: 40 },
    );
  });

  it('holds for base64url payloads behind every link version', () => {
    fc.assert(
      fc.property(fc.constantFrom('#v1/', '#v2/'), fc.uint8Array({ maxLength: 2000 }), (prefix, bytes) =>
        check(prefix + encodeBase64Url(bytes)),
      ),
    );
  });
});
