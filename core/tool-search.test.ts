import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalog, type CatalogEntry } from './catalog.ts';
import { canonicalJson } from './json/canonical-json.ts';
import { parseJson } from './json/json-parse.ts';
import { fromPlain, type JsonObject, type JsonValue } from './json/json-value.ts';
import { MAX_RESPONSE_BYTES } from './limits.ts';
import type { ToolDefinition } from './report/report.ts';
import { buildSearchIndex } from './search/bm25f-index.ts';
import { utf8Length } from './text/utf8-length.ts';
import { readSearchArguments, resultForms, runToolSearch } from './tool-search.ts';

function json(text: string): JsonValue {
  const r = parseJson(text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

function def(
  capability_id: string,
  name: string,
  description: string,
  parameters: unknown = {},
): ToolDefinition {
  return { capability_id, name, description, parameters: fromPlain(parameters), verified: false };
}

/** Runs tool_search over `definitions` (all authorized and in the catalog unless a bridge). */
function search(definitions: ToolDefinition[], args: JsonValue, completeSignatures = true) {
  const catalog = buildCatalog(definitions, []);
  const byName = new Map<string, CatalogEntry>(catalog.map((e) => [e.definition.name, e]));
  const result = runToolSearch(args, buildSearchIndex(definitions), byName, completeSignatures);
  if (!result.ok) throw new Error(result.error);
  return result;
}

/** `n` bytes of two-byte characters (plus one ASCII byte when `n` is odd): a single search term. */
function bytesOf(n: number): string {
  return 'é'.repeat(Math.floor(n / 2)) + (n % 2 ? 'e' : '');
}

const results = (output: JsonValue) => (output as JsonObject).results as JsonObject[];

describe(readSearchArguments, () => {
  it.each([
    ['null', 'tool_search requires query'],
    ['"find"', 'tool_search requires query'],
    ['["find"]', 'tool_search requires query'],
    ['42', 'tool_search requires query'],
    ['{}', 'tool_search requires query'],
    ['{"query": null}', 'tool_search requires query'],
    ['{"query": 7}', 'tool_search requires query'],
    ['{"query": ["a"]}', 'tool_search requires query'],
    ['{"query": {"q": "a"}}', 'tool_search requires query'],
    ['{"query": ""}', 'tool_search requires query'],
    ['{"query": " \\t\\n"}', 'tool_search requires query'],
    // Blank after a Unicode White_Space trim (JavaScript's trim keeps U+0085).
    ['{"query": "\\u0085\\u3000\\u2028\\u00a0"}', 'tool_search requires query'],
  ])('rejects %s: %s', (args, error) => {
    expect(readSearchArguments(json(args))).toEqual({ ok: false, error });
  });

  it('keeps U+FEFF, which is not White_Space, so such a query is not blank', () => {
    expect(readSearchArguments(fromPlain({ query: '\ufeff' }))).toEqual({
      ok: true,
      query: '\ufeff',
      limit: 10,
    });
  });

  it('trims the query with Unicode White_Space', () => {
    expect(readSearchArguments(fromPlain({ query: '\u3000\u0085 find it \u2029' }))).toMatchObject({
      ok: true,
      query: 'find it',
    });
  });

  it('accepts 1024 bytes of multi-byte characters and rejects 1025', () => {
    const at = '你'.repeat(341) + 'a'; // 1024 bytes, 342 UTF-16 units
    const past = '你'.repeat(341) + 'é'; // 1025 bytes
    expect(utf8Length(at)).toBe(1024);
    expect(readSearchArguments(fromPlain({ query: at }))).toMatchObject({ ok: true, query: at });
    expect(readSearchArguments(fromPlain({ query: past }))).toEqual({
      ok: false,
      error: 'tool_search query is too long',
    });
  });

  it('measures the length after trimming', () => {
    const at = 'a'.repeat(1024);
    expect(readSearchArguments(fromPlain({ query: `\u3000${at}\u0085` }))).toMatchObject({
      ok: true,
      query: at,
    });
    expect(readSearchArguments(fromPlain({ query: `\ufeff${at}` }))).toEqual({
      ok: false,
      error: 'tool_search query is too long',
    });
  });

  it.each([
    ['', 10],
    [', "limit": 3', 3],
    [', "limit": 3.0', 10],
    [', "limit": 1e1', 10],
    [', "limit": -1', 10],
    [', "limit": -0', 10],
    [', "limit": 0', 1],
    [', "limit": 1', 1],
    [', "limit": 50', 50],
    [', "limit": 51', 50],
    [', "limit": 18446744073709551615', 50],
    [', "limit": 18446744073709551616', 10],
    [', "limit": "5"', 10],
    [', "limit": true', 10],
    [', "limit": null', 10],
    [', "limit": [5]', 10],
  ])('{"query": "q"%s} has limit %i', (extra, limit) => {
    expect(readSearchArguments(json(`{"query": "q"${extra}}`))).toEqual({ ok: true, query: 'q', limit });
  });
});

describe(runToolSearch, () => {
  it('answers {query, results} with complete signatures, canonical and measured in bytes', () => {
    const schema = {
      type: 'object',
      properties: { b: { type: 'string' }, a: { type: 'integer' } },
      required: ['b', 'a'],
    };
    const result = search(
      [def('svc.find_it', 'svc__find_it', 'Findé things', schema)],
      fromPlain({ query: ' find ' }),
    );
    expect(result.output).toEqual({
      query: 'find',
      results: [
        {
          capability_id: 'svc.find_it',
          description: 'Findé things',
          name: 'svc__find_it',
          parameters: fromPlain(schema),
          required: ['a', 'b'],
          schema_complete: true,
        },
      ],
    });
    expect(result.output_json).toBe(canonicalJson(result.output));
    expect(result.output_json.startsWith('{"query":"find","results":[{"capability_id":"svc.find_it",')).toBe(
      true,
    );
    expect(result.output_bytes).toBe(utf8Length(result.output_json));
    expect(result.output_bytes).toBe(result.output_json.length + 1);
    expect(result.disclosed).toEqual(['svc__find_it']);
  });

  it('inlines a schema of exactly 8192 canonical bytes and not one of 8193', () => {
    // {"description":"…"} is the string's bytes + 18.
    const at = { description: bytesOf(8192 - 18) };
    const past = { description: bytesOf(8193 - 18) };
    expect(utf8Length(canonicalJson(fromPlain(at)))).toBe(8192);
    expect(utf8Length(canonicalJson(fromPlain(past)))).toBe(8193);
    const complete = search([def('svc.zork', 'svc__zork', 'd', at)], fromPlain({ query: 'zork' }));
    expect(results(complete.output)[0]).toMatchObject({ schema_complete: true, parameters: fromPlain(at) });
    expect(complete.disclosed).toEqual(['svc__zork']);
    const incomplete = search([def('svc.zork', 'svc__zork', 'd', past)], fromPlain({ query: 'zork' }));
    const only = results(incomplete.output)[0]!;
    expect(only.schema_complete).toBe(false);
    expect(Object.hasOwn(only, 'parameters')).toBe(false);
    expect(incomplete.disclosed).toEqual([]);
    // The response itself is far below 24 KiB: the per-schema bound alone decided.
    expect(incomplete.output_bytes).toBeLessThan(MAX_RESPONSE_BYTES - 8192);
  });

  /** The size of the response with a single complete result whose description is empty. */
  function baseBytes(parameters: unknown): number {
    return search([def('svc.zork', 'svc__zork', '', parameters)], fromPlain({ query: 'zork' })).output_bytes;
  }

  it('keeps the schema when the whole response is exactly 24576 bytes, drops it one byte over', () => {
    const parameters = { description: bytesOf(6000) };
    const room = MAX_RESPONSE_BYTES - baseBytes(parameters);
    const at = search(
      [def('svc.zork', 'svc__zork', bytesOf(room), parameters)],
      fromPlain({ query: 'zork' }),
    );
    expect(at.output_bytes).toBe(MAX_RESPONSE_BYTES);
    expect(results(at.output)[0]!.schema_complete).toBe(true);
    const past = search(
      [def('svc.zork', 'svc__zork', bytesOf(room + 1), parameters)],
      fromPlain({ query: 'zork' }),
    );
    expect(results(past.output)[0]!.schema_complete).toBe(false);
    expect(Object.hasOwn(results(past.output)[0]!, 'parameters')).toBe(false);
    expect(past.output_bytes).toBeLessThan(MAX_RESPONSE_BYTES);
  });

  it('degrades a result that only fits without parameters, then ends the results at one that does not fit at all', () => {
    // Equal scores: ties go by capability id, so a, b, c rank in that order.
    const a = def('a.zork', 'a__zork', bytesOf(20000), { description: bytesOf(6000) });
    const b = def('b.zork', 'b__zork', bytesOf(5000));
    const c = def('c.zork', 'c__zork', 'x');
    const result = search([c, b, a], fromPlain({ query: 'zork' }));
    expect(result.ranking.names).toEqual(['a__zork', 'b__zork', 'c__zork']);
    const list = results(result.output);
    // c would fit, but after b nothing is tried.
    expect(list.map((r) => r.name)).toEqual(['a__zork']);
    expect(list[0]).toMatchObject({ schema_complete: false });
    expect(Object.hasOwn(list[0]!, 'parameters')).toBe(false);
    expect(result.output_bytes).toBeLessThanOrEqual(MAX_RESPONSE_BYTES);
    expect(result.cut_by_bytes).toEqual(['b__zork', 'c__zork']);
    expect(result.disclosed).toEqual([]);
  });

  it('returns no results when even the first schema-less result does not fit', () => {
    const huge = def('a.zork', 'a__zork', bytesOf(30000));
    const result = search([huge, def('b.zork', 'b__zork', 'x')], fromPlain({ query: 'zork' }));
    expect(result.ranking.names).toHaveLength(2);
    expect(result.output).toEqual({ query: 'zork', results: [] });
  });

  it('in compact mode: {capability_id, description, name, required} only, no marker and no byte bound', () => {
    const huge = def('a.zork', 'a__zork', bytesOf(30000), { required: ['z', 'y', 'z'] });
    const result = search(
      [huge, def('b.zork', 'b__zork', 'x')],
      fromPlain({ query: 'zork', limit: 5 }),
      false,
    );
    const list = results(result.output);
    expect(list.map((r) => Object.keys(r).sort())).toEqual([
      ['capability_id', 'description', 'name', 'required'],
      ['capability_id', 'description', 'name', 'required'],
    ]);
    expect(list[0]!.required).toEqual(['y', 'z']);
    expect(result.output_bytes).toBeGreaterThan(MAX_RESPONSE_BYTES);
    expect(result.disclosed).toEqual([]);
  });

  it('drops ranked names that are not in the catalog (a definition using a bridge id)', () => {
    const result = search(
      [def('ironclaw.tool_search', 'zork_search', 'zork'), def('svc.zork', 'svc__zork', 'zork')],
      fromPlain({ query: 'zork' }),
    );
    expect(result.ranking.names).toContain('zork_search');
    expect(results(result.output).map((r) => r.name)).toEqual(['svc__zork']);
  });

  it('takes at most `limit` results', () => {
    const defs = Array.from({ length: 5 }, (_, i) => def(`s${i}.zork`, `s${i}__zork`, ''));
    expect(results(search(defs, fromPlain({ query: 'zork', limit: 2 })).output)).toHaveLength(2);
    expect(results(search(defs, fromPlain({ query: 'zork', limit: 0 })).output)).toHaveLength(1);
  });

  it('answers the same definitions found again, in either form, as a fresh search of copies does', () => {
    const make = () => [
      def('a.zork', 'a__zork', 'Quote " and \\ and é', {
        required: ['q'],
        properties: { q: { type: 'string' } },
      }),
      def('b.zork', 'b__zork', 'tab\there', { description: bytesOf(9000) }),
      def('c.zork', 'c__zork', 'x'),
    ];
    const kept = make();
    const query = fromPlain({ query: 'zork "é"' });
    // Compact, then signatures, then compact again over the very same objects, each against copies never seen.
    for (const complete of [false, true, false, true]) {
      const again = search(kept, query, complete);
      const fresh = search(make(), query, complete);
      expect(again.output).toEqual(fresh.output);
      expect(again.output_json).toBe(canonicalJson(fresh.output));
      expect(again.output_bytes).toBe(fresh.output_bytes);
      expect(again.disclosed).toEqual(fresh.disclosed);
    }
    // An edited definition is another object: its result shows the edit, not what its name answered before.
    const edited = [def('a.zork', 'a__zork', 'edited'), ...kept.slice(1)];
    const after = search(edited, query);
    expect(results(after.output).find((r) => r.name === 'a__zork')!.description).toBe('edited');
    expect(after.output_json).toBe(canonicalJson(after.output));
  });
});

describe('a result’s complete form, measured before it is written', () => {
  it('has the bytes the written form has', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string(), fc.boolean(), (parameters, description, withRequired) => {
        const definition = {
          capability_id: 'x.tool',
          name: 'x__tool',
          description,
          parameters: fromPlain(
            withRequired
              ? { type: 'object', required: ['a', 'é'], properties: { a: parameters } }
              : parameters,
          ),
          verified: false,
        };
        const forms = resultForms(definition);
        expect(forms.completeBytes()).toBe(forms.complete().bytes);
      }),
      { numRuns: 300 },
    );
  });
});
