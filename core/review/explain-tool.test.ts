import { describe, expect, it } from 'vitest';
import { deferred, manyTools, review, tool } from '../../test-support/review-scenarios.ts';
import { INDEX_BUDGET_BYTES, NAMESPACE_TAIL_RESERVE } from '../limits.ts';
import { explainTool } from './explain-tool.ts';

describe(explainTool, () => {
  const longNames = review({ definitions: manyTools(300, 3, 40) });
  /** The fair round of a tool: its place among its namespace's names in byte order (ASCII here). */
  const roundOf = (name: string) =>
    manyTools(300, 3, 40)
      .filter((t) => t.name.split('__')[0] === name.split('__')[0])
      .map((t) => t.name)
      .sort()
      .indexOf(name);

  it('places a listed tool on its line, in its fair round', () => {
    const name = manyTools(300, 3, 40)
      .map((t) => t.name)
      .filter((n) => n.startsWith('svc1__'))
      .sort()[0]!;
    const why = explainTool(longNames, name);
    expect(why.index).toMatchObject({ status: 'listed', round: 0, read_by_model: true });
    if (why.index.status !== 'listed') throw new Error('not listed');
    const text = longNames.report.tool_search_description;
    expect(why.index.line).toBe(`\n- ${why.name}`);
    expect(Buffer.from(text).subarray(why.index.start_byte, why.index.end_byte).toString()).toBe(
      why.index.line,
    );
  });

  it('says which line the budget stopped at, and at how many bytes', () => {
    const why = explainTool(longNames, 299);
    expect(why.index.status).toBe('cut');
    if (why.index.status !== 'cut') throw new Error('not cut');
    expect(why.index.round).toBe(roundOf(why.name!));
    expect(why.index.round).toBeGreaterThan(20);
    expect(why.index.budget).toBe(INDEX_BUDGET_BYTES);
    expect(why.index.stopped_at.bytes_if_added + NAMESPACE_TAIL_RESERVE).toBeGreaterThan(INDEX_BUDGET_BYTES);
    expect(why.advertised).toMatchObject({ advertised: false, reason: 'deferred', promotion: null });
    expect(why.namespace).toBe('svc2');
  });

  it('tells a namespace list overflow from a cut', () => {
    const many = review({
      definitions: Array.from({ length: 150 }, (_, i) =>
        tool(`a-rather-long-namespace-name-${i}.x`, { name: `t${i}` }),
      ),
    });
    expect(explainTool(many, 't5').index.status).toBe('namespaces_overflow');
  });

  it('names the tier rule, and a core tool is advertised and never indexed', () => {
    const subject = review(deferred([tool('github.time'), tool('x.a'), tool('x.b'), tool('x.c')]));
    const why = explainTool(subject, 'github__time');
    expect(why.tier).toEqual({
      tier: 'core',
      core_rule: 'id_suffix',
      core_name: 'time',
      only_by_suffix: true,
    });
    expect(why.advertised).toMatchObject({ advertised: true, reason: 'core' });
    expect(why.index).toMatchObject({ status: 'not_indexed', reason: 'core' });
  });

  it('explains policy, surface, invalid, unknown and bridge-named definitions', () => {
    const subject = review({
      definitions: [
        tool('x.a'),
        tool('x.b'),
        { capability_id: 'Bad', name: 'bad' },
        tool('x.c', { name: 'tool_search' }),
      ],
      policy: { kind: 'all_except', ids: ['x.b'] },
      surface_ids: ['x.a', 'x.c'],
    });
    expect(explainTool(subject, 'x__a').surface).toEqual({
      status: 'on_surface',
      permitted: true,
      shadowed_by_index: null,
    });
    expect(explainTool(subject, 'x__b').surface).toEqual({
      status: 'not_on_surface',
      denied_by_policy: true,
    });
    expect(explainTool(subject, 2).surface).toMatchObject({ status: 'invalid_definition' });
    expect(explainTool(subject, 'bad').definition_index).toBe(2);
    expect(explainTool(subject, 'nope')).toMatchObject({
      surface: { status: 'unknown' },
      definition_index: null,
    });
    expect(explainTool(subject, 'tool_search').surface).toEqual({ status: 'excluded_bridge' });

    const denied = review({ definitions: [tool('x.a')], policy: { kind: 'allow_only', ids: [] } });
    const why = explainTool(denied, 'x__a');
    expect(why.surface).toMatchObject({ status: 'on_surface', permitted: false });
    expect(why.advertised.reason).toBe('denied_by_policy');
    expect(why.index).toMatchObject({ status: 'not_indexed', reason: 'not_permitted' });
  });

  it('says why a tool is advertised: layer off, everything fits, promoted, or a promotion that did not fit', () => {
    expect(explainTool(review({ definitions: [tool('x.a')], mode: 'off' }), 'x__a').advertised.reason).toBe(
      'layer_off',
    );
    expect(explainTool(review({ definitions: [tool('x.a')] }), 'x__a').advertised.reason).toBe('all_fit');
    const tools = [tool('x.a'), tool('x.b'), tool('x.c'), tool('x.d'), tool('x.e')];
    const promoted = review({ definitions: tools, caps: { max_tools: 4 }, promoted: ['x__a', 'x__b'] });
    expect(explainTool(promoted, 'x__a').advertised).toMatchObject({ advertised: true, reason: 'promoted' });
    expect(explainTool(promoted, 'x__b').advertised).toMatchObject({
      advertised: false,
      reason: 'deferred',
      promotion: 'count_cap',
      max_tools: 4,
    });
  });

  it('measures the schema against the search bound', () => {
    const big = { type: 'object', description: 'y'.repeat(9000) };
    const why = explainTool(review({ definitions: [tool('x.a', { parameters: big })] }), 'x__a');
    expect(why.schema).toMatchObject({ bound: 8192, fits: false });
    expect(why.schema!.bytes).toBeGreaterThan(9000);
    expect(why.schema!.est_tokens).toBe(
      review({ definitions: [tool('x.a', { parameters: big })] }).report.catalog[0]!.est_schema_tokens,
    );
  });

  it('ranks the tool for its own name and for a query as tool_search does', () => {
    const queries = [{ query: 'action 7', limit: 50 }];
    const subject = review({ definitions: manyTools(40, 4), queries });
    const search = subject.report.searches[0]!;
    if (!search.ok) throw new Error(search.error);
    for (const [i, name] of search.index.names.entries()) {
      const why = explainTool(subject, name, 'action 7');
      expect(why.query_search!.rank).toBe(i + 1);
      expect(why.own_name_search!.rank).toBe(1);
    }
    expect(explainTool(subject, 'svc1__action_1', 'zzz').query_search).toMatchObject({
      rank: null,
      first: null,
    });
  });

  it('finds the last of duplicated names, and says which definition shadows the first', () => {
    const subject = review({ definitions: [tool('x.a', { name: 'same' }), tool('y.a', { name: 'same' })] });
    expect(explainTool(subject, 'same').definition_index).toBe(1);
    expect(explainTool(subject, 0).surface).toMatchObject({ shadowed_by_index: 1 });
  });

  it('names the imported server a tool came from', () => {
    const subject = review({
      definitions: [tool('mcp-acme.search'), tool('x.a')],
      servers: [
        {
          id: 'acme',
          format: 'mcp-tools-list-result',
          summary: { extension_id: 'mcp-acme', outcome: 'admitted' },
        },
      ],
    });
    expect(explainTool(subject, 'mcp-acme__search').provenance).toEqual({
      server_id: 'acme',
      extension_id: 'mcp-acme',
      format: 'mcp-tools-list-result',
      outcome: 'admitted',
    });
    expect(explainTool(subject, 'x__a').provenance).toBeNull();
  });
});
