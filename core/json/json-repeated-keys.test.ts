import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admitHostedCatalog } from '../admission/index.ts';
import { parseJson } from './json-parse.ts';
import { JsonNumber, type JsonObject, type JsonValue } from './json-value.ts';

/**
 * A repeated key keeps its last value, as serde_json does, on every path the
 * reader takes: JSON.parse as it is, with numbers quoted behind the marker, and
 * the number-preserving parser a string starting with U+0001 sends it to.
 */

type Model =
  | { kind: 'scalar'; text: string; value: JsonValue }
  | { kind: 'array'; items: Model[] }
  | { kind: 'object'; entries: [string, Model][] };

// Numbers JavaScript prints back differently (1.0, 1e-5, -0, past 2^53) beside plain ones.
const NUMBER_TEXTS = ['0', '7', '-3', '0.5', '1.0', '1e-5', '1E3', '-0', '9007199254740993', '1e21', '0.50'];
const STRINGS = ['a', '', 'é', '\u0001', '\u0001x', '"', '\\', 'u0001', '1.0'];

const scalar: fc.Arbitrary<Model> = fc.oneof(
  fc.constantFrom(...NUMBER_TEXTS).map((t): Model => ({ kind: 'scalar', text: t, value: new JsonNumber(t) })),
  fc.constantFrom(...STRINGS).map((s): Model => ({ kind: 'scalar', text: JSON.stringify(s), value: s })),
  fc
    .constantFrom<[string, JsonValue]>(['true', true], ['false', false], ['null', null])
    .map(([text, value]): Model => ({ kind: 'scalar', text, value })),
);

// Few keys, so objects repeat them often.
const { model } = fc.letrec<{ model: Model }>((tie) => ({
  model: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('model'), { maxLength: 4 }).map((items): Model => ({ kind: 'array', items })),
    fc
      .array(fc.tuple(fc.constantFrom('title', 'd', 'name', '__proto__'), tie('model')), { maxLength: 5 })
      .map((entries): Model => ({ kind: 'object', entries })),
  ),
}));

function textOf(m: Model): string {
  if (m.kind === 'scalar') return m.text;
  if (m.kind === 'array') return `[${m.items.map(textOf).join(',')}]`;
  return `{${m.entries.map(([k, v]) => `${JSON.stringify(k)}:${textOf(v)}`).join(',')}}`;
}

/** What serde_json makes of the text: each key's last value. */
function lastWins(m: Model): JsonValue {
  if (m.kind === 'scalar') return m.value;
  if (m.kind === 'array') return m.items.map(lastWins);
  const out: JsonObject = {};
  for (const [k, v] of m.entries)
    Object.defineProperty(out, k, {
      value: lastWins(v),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}

describe('a repeated key', () => {
  it('keeps its last value whatever numbers and strings the text holds', () => {
    fc.assert(
      fc.property(model, (m) => {
        const read = parseJson(textOf(m));
        if (!read.ok) throw new Error(read.error);
        expect(read.value).toEqual(lastWins(m));
      }),
      { numRuns: 300 },
    );
  });

  it('does not refuse the catalog that held one beside a U+0001 string and 1e-5', () => {
    const text = '{"registration_id":"a","pages":[{"title":"a","title":"b"},{"d":"\\u0001"},{"d":1e-5}]}';
    const read = parseJson(text);
    expect(read).toEqual({
      ok: true,
      value: {
        registration_id: 'a',
        pages: [{ title: 'b' }, { d: '\u0001' }, { d: new JsonNumber('1e-5') }],
      },
    });
    const outcome = admitHostedCatalog(read.ok ? read.value : null);
    // Read, then judged by admission's own rules: pages without tools are a tools/list error, not a reading error.
    expect(outcome.ok).toBe(true);
    expect(outcome.ok && outcome.report.error?.stage).toBe('tools_list');
  });

  it('still reports a syntax error after a repeated key, at the error', () => {
    const read = parseJson('{"a":"\\u0001","a":1.0,"b":}');
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error).not.toMatch(/Duplicate key/);
  });
});
