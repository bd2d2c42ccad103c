import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTemplates } from '../cli/templates.ts';
import { compareReport } from '../test-support/compare-report.ts';
import { listVectorFiles, readVector, specPath, tryLoad } from '../test-support/vectors.ts';
import { evaluateScenario } from './evaluate.ts';
import { parseJson } from './json/json-parse.ts';
import { JsonNumber } from './json/json-value.ts';

const loaded = tryLoad(() => {
  const dir = specPath('vectors');
  return { dir, files: listVectorFiles(dir) };
});
const VECTORS_DIR = loaded.ok ? loaded.value.dir : 'spec/vectors';
const files = loaded.ok ? loaded.value.files : [];
const templates = loadTemplates();

describe('parity with upstream', () => {
  it(`finds the vectors (in ${VECTORS_DIR})`, () => {
    // A missing or moved folder must fail here rather than pass with zero vectors.
    if (!loaded.ok) expect.fail(loaded.reason);
    expect(files.length).toBeGreaterThan(100);
  });

  it.skipIf(files.length === 0).for(files.map((f) => relative(VECTORS_DIR, f)))('%s', (name) => {
    const vector = readVector(join(VECTORS_DIR, name));
    const result = evaluateScenario(vector.scenario, templates);
    if (!result.ok) expect.fail(`the scenario was rejected: ${result.error}`);
    expect(compareReport(result.report, vector.expected)).toEqual([]);
  });
});

function json(text: string): unknown {
  const parsed = parseJson(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

describe(compareReport, () => {
  it('finds nothing between equal values, whatever the key order', () => {
    expect(
      compareReport(json('{"a":[1,"x",null,true],"b":{"c":2}}'), json('{"b":{"c":2},"a":[1,"x",null,true]}')),
    ).toEqual([]);
  });

  it('names each difference by its JSON path', () => {
    const expected = json(
      '{"catalog":[{"name":"a","tier":"core"}],"mode":{"resolved":"off"},"odd key":true}',
    );
    const actual = json('{"catalog":[{"name":"a","tier":"discoverable"}],"mode":{},"odd key":false}');
    expect(compareReport(actual, expected)).toEqual([
      '$.catalog[0].tier: strings differ at index 0 (lengths 12 vs 4): expected …"core", got …"discoverable"',
      '$.mode.resolved: missing (expected "off")',
      '$["odd key"]: expected true, got false',
    ]);
  });

  it('reports arrays of different lengths and compares what they share', () => {
    expect(compareReport(json('{"names":["a","c"]}'), json('{"names":["a","b","c"]}'))).toEqual([
      '$.names: expected 3 items, got 2',
      '$.names[1]: strings differ at index 0 (lengths 1 vs 1): expected …"b", got …"c"',
    ]);
  });

  it('tells numbers apart as they are written: 3 is not 3.0, and -0.0 is not 0.0', () => {
    expect(compareReport(json('{"limit":3}'), json('{"limit":3.0}'))).toEqual([
      '$.limit: expected 3.0, got 3',
    ]);
    expect(compareReport({ limit: 3 }, json('{"limit":3}'))).toEqual([]);
    expect(compareReport({ x: -0 }, json('{"x":-0.0}'))).toEqual([]);
    expect(compareReport({ x: 0 }, json('{"x":-0.0}'))).toEqual(['$.x: expected -0.0, got 0']);
    expect(compareReport(json('{"x":18446744073709551615}'), json('{"x":18446744073709551615}'))).toEqual([]);
    expect(compareReport({ x: 18446744073709551615n }, json('{"x":18446744073709551615}'))).toEqual([]);
    expect(compareReport({ x: 2 ** 64 }, json('{"x":18446744073709551615}'))).toEqual([
      '$.x: expected 18446744073709551615, got 18446744073709551616',
    ]);
    expect(compareReport({ x: '1' }, json('{"x":1}'))).toEqual(['$.x: expected 1, got "1"']);
  });

  it('allows a relative 1e-9 on search scores and nowhere else', () => {
    const expected = json('{"searches":[{"index":{"scores":[{"score":2.5}]},"limit":2.5}]}');
    const close = {
      searches: [{ index: { scores: [{ score: 2.5 * (1 + 5e-10) }] }, limit: 2.5 * (1 + 5e-10) }],
    };
    expect(compareReport(close, expected)).toEqual(['$.searches[0].limit: expected 2.5, got 2.50000000125']);
    const far = {
      searches: [{ index: { scores: [{ score: 2.5 * (1 + 5e-9) }] }, limit: new JsonNumber('2.5') }],
    };
    expect(compareReport(far, expected)).toEqual([
      '$.searches[0].index.scores[0].score: score 2.5000000125 is not within 1e-9 of 2.5',
    ]);
  });

  it('ignores keys the report adds and the debug-only keys, only where they belong', () => {
    const expected = json(
      '{"debug_index":{"docs":1},"catalog":[{"name":"a","canonical_schema_json":"{}"}],' +
        '"searches":[{"output":{"canonical_schema_json":"x"}}]}',
    );
    const actual = json('{"explain":{},"catalog":[{"name":"a","extra":1}],"searches":[{"output":{}}]}');
    expect(compareReport(actual, expected)).toEqual([
      '$.searches[0].output.canonical_schema_json: missing (expected "x")',
    ]);
  });

  it('stops at the limit', () => {
    const expected = json(`[${Array.from({ length: 50 }, (_, i) => i).join(',')}]`);
    const actual = Array.from({ length: 50 }, () => -1);
    expect(compareReport(actual, expected, { limit: 5 })).toHaveLength(5);
    expect(compareReport(actual, expected)).toHaveLength(20);
  });
});
