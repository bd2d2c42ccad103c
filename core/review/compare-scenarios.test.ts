import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manyTools, review, tool } from '../../test-support/review-scenarios.ts';
import { buildProviderTools, providerToolsJson } from '../provider-tools.ts';
import { compareScenarios } from './compare-scenarios.ts';
import { firstDifference } from './first-difference.ts';
import { buildReviewReport } from './review-report.ts';

const tools = manyTools(40, 4);
const ids = tools.map((t) => t.capability_id);
const queries = [{ query: 'action 1' }, { query: 'svc2' }];

describe(compareScenarios, () => {
  it('goes from A to B when the policy is narrowed', () => {
    const a = review({ definitions: tools, queries });
    // The production surface is the policy's: search no longer finds the denied tools (§9).
    const b = review({
      definitions: tools,
      queries,
      policy: { kind: 'allow_only', ids: ids.slice(0, 10) },
      playground: { surface: 'production' },
    });
    const c = compareScenarios(a, b);
    expect(c.index.bytes).toEqual({
      a: a.report.tool_search_description_bytes,
      b: b.report.tool_search_description_bytes,
      delta: b.report.tool_search_description_bytes - a.report.tool_search_description_bytes,
    });
    expect(c.index.bytes.delta).toBeLessThan(0);
    expect(c.representatives_removed.length).toBeGreaterThan(0);
    expect(c.representatives_added).toEqual([]);
    // Ten tools fit the caps: B defers nothing, so it sends them instead of the bridges.
    expect(b.report.active_set.deferred).toBe(false);
    expect(c.advertised_added).toEqual(b.report.catalog.filter((e) => e.permitted).map((e) => e.name));
    expect(c.advertised_added).toHaveLength(10);
    expect(c.advertised_removed).toEqual(['tool_search', 'tool_describe', 'tool_call']);
    // B sends no tool_search, so its index is not in the request; the texts are still compared as texts.
    expect(c.prompt_cache.index_sent).toEqual({ a: true, b: false });
    expect(c.prompt_cache.index_identical).toBe(false);
    expect(c.prompt_cache.index_first_difference).toBe(firstDifference(c.index.a, c.index.b));
    expect(c.prompt_cache.tools_array_identical).toBe(false);
    expect(c.prompt_cache.tools_first_difference).toMatchObject({
      position: 1,
      a_tool: 'tool_search',
      b_tool: b.report.catalog[0]!.name,
    });
    const section = (kind: string) => c.index.sections.find((s) => s.kind === kind)!;
    expect(section('representative').delta).toBeLessThan(0);
    expect(c.index.sections.reduce((sum, s) => sum + s.delta, 0)).toBe(c.index.bytes.delta);
    // svc2 has ten tools in A and two of the permitted ten in B.
    const svc2 = c.queries.find((q) => q.query === 'svc2')!;
    expect(svc2.left).toHaveLength(8);
    expect(svc2.entered).toEqual([]);
  });

  it('reports advertised tools, tiers and the first differing tool of the array', () => {
    const a = review({ definitions: tools, mode: 'bridged' });
    const b = review({ definitions: tools, mode: 'bridged', pins: ['svc0.action_0'] });
    const c = compareScenarios(a, b);
    expect(c.tiers_changed).toEqual([{ name: 'svc0__action_0', a: 'discoverable', b: 'core' }]);
    expect(c.advertised_added).toEqual(['svc0__action_0']);
    expect(c.advertised_removed).toEqual([]);
    expect(c.advertised_tools).toEqual({ a: 3, b: 4, delta: 1 });
    expect(c.advertised_est_tokens.delta).toBe(
      b.report.active_set.advertised_tokens - a.report.active_set.advertised_tokens,
    );
    const first = c.prompt_cache.tools_first_difference!;
    expect(first).toMatchObject({ position: 1, a_tool: 'tool_search', b_tool: 'svc0__action_0' });
    const jsonA = providerToolsJson(a.provider.tools);
    const jsonB = providerToolsJson(b.provider.tools);
    expect(Buffer.from(jsonA).subarray(0, first.byte_offset)).toEqual(
      Buffer.from(jsonB).subarray(0, first.byte_offset),
    );
    expect(Buffer.from(jsonA)[first.byte_offset]).not.toBe(Buffer.from(jsonB)[first.byte_offset]);
  });

  it('keeps the prompt cache when only the queries change', () => {
    const a = review({ definitions: tools, queries: [{ query: 'action' }] });
    const b = review({ definitions: tools, queries: [{ query: 'action', limit: 3 }, { query: 'svc1' }] });
    const c = compareScenarios(a, b);
    expect(c.prompt_cache).toEqual({
      index_sent: { a: true, b: true },
      index_identical: true,
      index_first_difference: null,
      tools_array_identical: true,
      tools_first_difference: null,
    });
    expect(c.queries.map((q) => [q.a !== null, q.b !== null])).toEqual([
      [true, false],
      [false, true],
      [false, true],
    ]);
  });

  it('shows moves within a query’s results', () => {
    const two = [
      tool('x.alpha', { description: 'send mail' }),
      tool('x.beta', { description: 'mail archive' }),
    ];
    const a = review({ definitions: two, queries: [{ query: 'mail' }] });
    const b = review({
      definitions: [
        two[0]!,
        { ...two[1]!, description: 'mail mail mail' },
        tool('x.gamma', { description: 'mail' }),
      ],
      queries: [{ query: 'mail' }],
    });
    const q = compareScenarios(a, b).queries[0]!;
    expect(q.a).toEqual({ ok: true, names: ['x__alpha', 'x__beta'] });
    expect(q.entered).toEqual([
      { name: 'x__gamma', rank: (q.b as { names: string[] }).names.indexOf('x__gamma') + 1 },
    ]);
    expect(q.left).toEqual([]);
  });

  it('counts the saving against off on both sides, off itself saving nothing', () => {
    const a = review({ definitions: tools, mode: 'off' });
    const b = review({ definitions: tools });
    const c = compareScenarios(a, b);
    expect(c.a.saving_est_tokens).toBe(0);
    expect(c.a.advertised_tools).toBe(40);
    expect(c.b.saving_est_tokens).toBe(b.report.explain.active.saving_tokens);
    expect(c.advertised_removed).toHaveLength(40);
    expect(c.advertised_added).toEqual(['tool_search', 'tool_describe', 'tool_call']);
  });

  it('compares any scenario with itself as identical, with empty deltas (property)', () => {
    const scenario = fc.record({
      definitions: fc.array(
        fc.record({
          ns: fc.constantFrom('github', 'slack', 'builtin', 'mcp-acme', 'x'),
          action: fc.constantFrom('time', 'read_file', 'create_issue', 'post', 'search', 'list_all'),
          description: fc.constantFrom('', 'Open an issue', 'Post a message', 'Ünïcode ✓ text'),
        }),
        { maxLength: 12 },
      ),
      mode: fc.constantFrom('off', 'compact', 'signatures', 'namespaces', 'bridged'),
      max_tools: fc.integer({ min: 0, max: 8 }),
      pins: fc.subarray(['github.time', 'slack.post', 'x.search']),
      promoted: fc.subarray(['github__post', 'slack__search', 'x__list_all']),
      queries: fc.subarray(['issue', 'post message', 'time', 'zzz']),
    });
    fc.assert(
      fc.property(scenario, (s) => {
        const value = {
          definitions: s.definitions.map((d) =>
            tool(`${d.ns}.${d.action}`, { description: d.description, name: `${d.ns}__${d.action}` }),
          ),
          mode: s.mode,
          caps: { max_tools: s.max_tools },
          pins: s.pins,
          promoted: s.promoted,
          queries: s.queries.map((query) => ({ query })),
        };
        const report = buildReviewReport(review(value), review(value));
        const d = report.delta!;
        expect(report.index_text.scenario).toBe(report.index_text.baseline);
        expect(d.index_identical).toBe(true);
        expect(d.tools_array_identical).toBe(true);
        expect(d.prompt_cache.tools_first_difference).toBeNull();
        expect([d.index_bytes, d.advertised_tools, d.advertised_est_tokens, d.saving_est_tokens]).toEqual([
          0, 0, 0, 0,
        ]);
        for (const list of [
          d.advertised_added,
          d.advertised_removed,
          d.representatives_added,
          d.representatives_removed,
          d.tiers_changed,
        ])
          expect(list).toEqual([]);
        expect(d.index_sections.every((x) => x.delta === 0)).toBe(true);
        for (const q of d.queries) expect([q.moved, q.entered, q.left]).toEqual([[], [], []]);
      }),
      { numRuns: 60 },
    );
  });
});

describe(firstDifference, () => {
  it.each([
    ['same', 'same', null],
    ['abc', 'abd', 2],
    ['ab', 'abc', 2],
    ['é1', 'é2', 2],
    ['x😀', 'x😃', 1], // the pair differs in its low half: reported at the pair's start
    ['', 'a', 0],
  ])('%j vs %j → %j', (a, b, expected) => {
    expect(firstDifference(a, b)).toBe(expected);
  });
});

describe(buildProviderTools, () => {
  it('sends every permitted tool in off, and the active set with the index as tool_search’s description otherwise', () => {
    const off = review({ definitions: tools, mode: 'off', policy: { kind: 'all_except', ids: [ids[0]!] } });
    expect(off.provider.tools.map((t) => t.name)).toEqual(
      off.report.catalog.filter((e) => e.permitted).map((e) => e.name),
    );
    const on = review({ definitions: tools });
    expect(on.provider.tools.map((t) => t.name)).toEqual(on.report.active_set.names);
    const search = JSON.parse(on.provider.tools.find((t) => t.name === 'tool_search')!.json);
    expect(search.description).toBe(on.report.tool_search_description);
    expect(buildProviderTools(on.report, on.value).tokens).toBe(on.report.active_set.advertised_tokens);
  });
});

describe('index_identical', () => {
  it('compares the texts, and what is sent is its own field, even when neither side sends one', () => {
    const a = review({ definitions: manyTools(12, 3), mode: 'off' });
    const b = review({ definitions: manyTools(9, 3), mode: 'off' });
    const d = buildReviewReport(b, a).delta!;
    expect(d.index_sent).toEqual({ baseline: false, scenario: false });
    expect(d.index_bytes).not.toBe(0);
    expect(d.index_identical).toBe(false);
    expect(d.prompt_cache.index_first_difference).not.toBeNull();
  });
});
