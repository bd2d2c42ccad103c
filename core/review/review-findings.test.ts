import { describe, expect, it } from 'vitest';
import { deferred, manyTools, review, tool } from '../../test-support/review-scenarios.ts';
import { admitHostedCatalog } from '../admission/index.ts';
import { fromPlain, type JsonObject } from '../json/json-value.ts';
import { mergeServerIntoScenario } from '../tool-formats/index.ts';
import { FINDING_CHECKS, FINDING_IDS, type FindingId } from './finding.ts';
import { reviewFindings } from './review-findings.ts';

const bigSchema = {
  type: 'object',
  properties: { body: { type: 'string', description: 'x'.repeat(9000) } },
};
const summary = (over: Record<string, unknown>) => ({
  extension_id: 'mcp-acme',
  format: 'mcp-tools-list-result',
  outcome: 'admitted',
  message: null,
  published: 1,
  skipped: 0,
  skip_causes: {},
  findings: [],
  findings_total: 0,
  provider_name_errors: 0,
  ...over,
});
const withServer = (over: Record<string, unknown>) =>
  deferred([tool('mcp-acme.search_docs'), tool('x.a'), tool('x.b'), tool('x.c')], {
    servers: [{ id: 'acme', format: 'mcp-tools-list-result', summary: summary(over) }],
  });

const callA = { tool: 'tool_call', arguments: { name: 'x__a', arguments: '{}' } };
/** Four deferred tools, room for one promotion, and a timeline of two turns whose first plays `actions`. */
function promotedAtTurnTwo(actions: unknown[]) {
  return {
    definitions: [tool('x.a'), tool('x.b'), tool('x.c'), tool('x.d'), tool('x.e')],
    caps: { max_tools: 4 },
    timeline: [{ actions }, { actions: [] }],
  };
}

/** Queries of a tool whose 100 KB description each result repeats (compact mode sends no schema, so no bound cuts it). */
function queriesOfLongTool(count: number) {
  const long = tool('mail.send', { description: `Send mail. ${'x'.repeat(100_000)}` });
  return deferred([long, tool('x.a'), tool('x.b'), tool('x.c')], {
    mode: 'compact',
    queries: Array.from({ length: count }, () => ({ query: 'send mail' })),
  });
}

/** Per check: a scenario that triggers it (and the tools it must name), and one that does not. */
const CASES: Record<
  FindingId,
  { hit: Record<string, unknown>; tools?: string[]; miss: Record<string, unknown> }
> = {
  namespaces_overflow: {
    hit: {
      definitions: Array.from({ length: 150 }, (_, i) =>
        tool(`a-rather-long-namespace-name-${i}.x`, { name: `t${i}` }),
      ),
    },
    miss: { definitions: manyTools(150, 5) },
  },
  namespace_without_representative: {
    // 60 namespaces of 62-byte names: the first round runs out of bytes before the last namespaces.
    hit: { definitions: manyTools(60, 60, 55) },
    miss: { definitions: manyTools(60, 3) },
  },
  representatives_cut: {
    hit: { definitions: manyTools(300, 3) },
    miss: deferred(manyTools(6, 3)),
  },
  index_near_cap: {
    hit: { definitions: manyTools(300, 3) },
    miss: deferred(manyTools(6, 3)),
  },
  core_by_suffix: {
    hit: deferred([tool('github.time'), tool('x.a'), tool('x.b'), tool('x.c')]),
    tools: ['github__time'],
    // Core by its builtin id, and core by its own name although its id also ends in a core name.
    miss: deferred([
      tool('builtin.time', { name: 'time' }),
      tool('github.read_file', { name: 'time' }),
      tool('x.a'),
    ]),
  },
  core_over_caps: {
    hit: deferred([tool('builtin.shell', { name: 'shell' }), tool('x.a'), tool('x.b'), tool('x.c')]),
    tools: ['shell'],
    miss: deferred([tool('x.a'), tool('x.b'), tool('x.c'), tool('x.d')]),
  },
  pins_ignored: {
    hit: { definitions: [tool('x.a')], pins: ['x.a'], mode: 'namespaces' },
    tools: ['x__a'],
    miss: { definitions: [tool('x.a')], pins: ['x.a'], mode: 'bridged' },
  },
  duplicate_name: {
    hit: { definitions: [tool('x.a', { name: 'same' }), tool('y.a', { name: 'same' })] },
    tools: ['same'],
    miss: { definitions: [tool('x.a'), tool('y.a')] },
  },
  duplicate_capability_id: {
    hit: { definitions: [tool('x.a', { name: 'one' }), tool('x.a', { name: 'two' })] },
    tools: ['one', 'two'],
    miss: { definitions: [tool('x.a', { name: 'one' }), tool('x.b', { name: 'two' })] },
  },
  provider_name_too_long: {
    hit: { definitions: [tool('x.a', { name: 'n'.repeat(65) })] },
    tools: ['n'.repeat(65)],
    miss: { definitions: [tool('x.a', { name: 'n'.repeat(64) })] },
  },
  schema_over_search_bound: {
    hit: deferred([tool('x.big', { parameters: bigSchema }), tool('x.a'), tool('x.b'), tool('x.c')]),
    tools: ['x__big'],
    miss: deferred([tool('x.small'), tool('x.a'), tool('x.b'), tool('x.c')]),
  },
  not_found_by_own_name: {
    // `Report` and `report` are distinct names but one exact identifier; the id breaks the tie.
    hit: deferred([
      tool('zeta.get', { name: 'Report', description: 'Tool' }),
      tool('alpha.get', { name: 'report', description: 'Tool' }),
      tool('x.a'),
      tool('x.b'),
    ]),
    tools: ['Report'],
    miss: deferred([tool('zeta.get', { name: 'Report' }), tool('x.a'), tool('x.b'), tool('x.c')]),
  },
  search_name_collision: {
    // Both hold “create” in their names; the other's document is shorter, so BM25 scores it higher.
    hit: deferred([
      tool('x.create', { description: 'Create one of many different things quickly' }),
      tool('y.create_b', { description: '' }),
      tool('x.a'),
      tool('x.b'),
    ]),
    tools: ['x__create', 'y__create_b'],
    miss: deferred([tool('x.create'), tool('y.delete_b'), tool('x.a'), tool('x.b')]),
  },
  expected_tool_missed: {
    hit: deferred([tool('x.a'), tool('x.b'), tool('x.c'), tool('x.d')], {
      queries: [{ query: 'nothing like it', expect: ['x__a'] }],
    }),
    tools: ['x__a'],
    miss: deferred([tool('x.a'), tool('x.b'), tool('x.c'), tool('x.d')], {
      queries: [{ query: 'x a', expect: ['x__a'] }],
    }),
  },
  expect_invalid: {
    hit: deferred([tool('x.a'), tool('x.b'), tool('x.c'), tool('x.d')], {
      queries: [{ query: 'x a', expect: 'x__a' }],
    }),
    tools: [],
    miss: deferred([tool('x.a'), tool('x.b'), tool('x.c'), tool('x.d')], {
      queries: [{ query: 'x a', expect: ['x__a'] }],
    }),
  },
  promotion_never_fits: {
    // max_tools 3 is filled by the bridges, so no promotion can ever be added.
    hit: deferred([tool('x.a'), tool('x.b'), tool('x.c'), tool('x.d')], { promoted: ['x__a'] }),
    tools: ['x__a'],
    miss: {
      definitions: [tool('x.a'), tool('x.b'), tool('x.c'), tool('x.d'), tool('x.e')],
      caps: { max_tools: 4 },
      promoted: ['x__a'],
    },
  },
  leftover_promotions: {
    hit: { definitions: [tool('x.a')], promoted: ['x__a', 'gone_tool'] },
    miss: { definitions: [tool('x.a')], promoted: ['x__a', 'tool_search'] },
  },
  leftover_pins: {
    hit: { definitions: [tool('x.a')], pins: ['x.a', 'x.gone'], mode: 'bridged' },
    miss: { definitions: [tool('x.a')], pins: ['x.a'], mode: 'bridged' },
  },
  leftover_resolves: {
    hit: { definitions: [tool('x.a')], resolve: ['x__a', 'nothing_like_it'] },
    // By name, by capability id, forgivingly (`x.a` → `x__a`) and a bridge name: all found.
    miss: { definitions: [tool('x.a')], resolve: ['x__a', 'x.a', 'tool_search'] },
  },
  leftover_queries: {
    hit: { definitions: [tool('x.a')], queries: [{ query: 'run create_issue now' }] },
    miss: {
      definitions: [tool('x.a')],
      queries: [{ query: 'run x__a on open bugs' }, { query: 'e-mail me' }],
    },
  },
  notes_after_replace: {
    hit: {
      name: 'Old',
      notes: 'About the old tools',
      replaced_catalog: { name: 'Old', notes: 'About the old tools' },
      definitions: [tool('x.a')],
    },
    miss: {
      name: 'New',
      notes: 'About the old tools, checked',
      replaced_catalog: { name: 'Old', notes: 'About the old tools' },
      definitions: [tool('x.a')],
    },
  },
  admission_rejected: {
    hit: withServer({ outcome: 'safety:rejected_by_safety_policy', message: 'unsafe', published: 0 }),
    miss: withServer({}),
  },
  server_not_read: {
    hit: deferred([tool('x.a'), tool('x.b')], {
      servers: [
        {
          id: 'files',
          source: {
            transport: 'stdio',
            server: null,
            protocol_version: null,
            read_at: '2026-01-01T00:00:00Z',
          },
          failure: 'exited with status 1',
        },
      ],
    }),
    tools: [],
    miss: withServer({}),
  },
  secret_in_tool_text: {
    hit: deferred([tool('mcp-acme.search_docs'), tool('x.a'), tool('x.b'), tool('x.c')], {
      servers: [
        {
          id: 'acme',
          format: 'mcp-tools-list-result',
          summary: summary({}),
          source: {
            transport: 'stdio',
            server: null,
            protocol_version: null,
            read_at: '2026-01-01T00:00:00Z',
            quoted_secrets: [{ tool: 'search_docs', field: '/inputSchema/properties/key/default' }],
          },
        },
      ],
    }),
    // The quoting tool, by the name the catalog knows it.
    tools: ['mcp-acme__search_docs'],
    miss: withServer({}),
  },
  admission_tools_skipped: {
    hit: withServer({ skipped: 2, skip_causes: { invalid_tool_name: 2 } }),
    // The skipped tools are not in the catalog: they are named in the causes, never the published ones.
    tools: [],
    miss: withServer({}),
  },
  admission_text_truncated: {
    hit: withServer({
      cuts: [
        {
          tool: 'search_docs',
          field: '/description',
          limit: 2048,
          bytes: 2781,
          kept_bytes: 2045,
          dropped_bytes: 736,
          before_cut: 'kept words',
          after_cut: 'usage guidance',
        },
      ],
    }),
    // The cut tool, by the name the catalog knows it.
    tools: ['mcp-acme__search_docs'],
    miss: withServer({ cuts: [] }),
  },
  admission_safety_findings: {
    hit: withServer({
      findings: [{ severity: 'medium', field: 'tool_description', location: 4 }],
      findings_total: 1,
    }),
    // An old summary without the places: no tool is named rather than all of them.
    tools: [],
    miss: withServer({}),
  },
  admission_provider_names: {
    hit: withServer({ provider_name_errors: 1 }),
    tools: [],
    miss: withServer({}),
  },
  runtime_cap_exceeded: {
    // Cursor's older docs: only the first 40 tools reach the agent.
    hit: { definitions: manyTools(41, 4) },
    tools: [],
    miss: { definitions: manyTools(40, 4) },
  },
  openai_namespace_large: {
    hit: deferred(Array.from({ length: 10 }, (_, i) => tool(`mcp-acme.op_${i}`))),
    tools: Array.from({ length: 10 }, (_, i) => `mcp-acme__op_${i}`),
    miss: deferred(Array.from({ length: 9 }, (_, i) => tool(`mcp-acme.op_${i}`))),
  },
  work_budget_reached: { hit: queriesOfLongTool(20), miss: queriesOfLongTool(3) },
  promotion_breaks_cache: {
    hit: promotedAtTurnTwo([{ tool: 'tool_search', arguments: { query: 'x.a' } }, callA]),
    tools: ['x__a'],
    miss: promotedAtTurnTwo([{ tool: 'tool_search', arguments: { query: 'x.a' } }]),
  },
};

describe(reviewFindings, () => {
  it('has a case for every check', () => {
    expect(Object.keys(CASES).sort()).toEqual([...FINDING_IDS].sort());
  });

  it("names a tool quoting a secret by its server's name for it and the field, the secret nowhere", () => {
    const f = reviewFindings(review(CASES.secret_in_tool_text.hit)).find(
      (f) => f.id === 'secret_in_tool_text',
    )!;
    expect(f.message).toContain(
      "Server acme's tool search_docs quotes a secret of its connection at /inputSchema/properties/key/default",
    );
    expect(f.causes?.map((c) => [c.server, c.tool, c.field, c.text])).toEqual([
      ['acme', 'search_docs', '/inputSchema/properties/key/default', undefined],
    ]);
  });

  describe.each(FINDING_IDS)('%s', (id) => {
    const c = CASES[id];
    it('is raised, with its severity, one sentence and its tools', () => {
      const found = reviewFindings(review(c.hit)).filter((f) => f.id === id);
      expect(found).toHaveLength(1);
      const f = found[0]!;
      expect(f.severity).toBe(FINDING_CHECKS[id].severity);
      expect(f.message).toMatch(/^[A-Z0-9].*\.$/);
      expect(f.message.split(/\.\s+[A-Z]/)).toHaveLength(1);
      if (c.tools) expect(f.tools).toEqual(c.tools);
    });
    it('is not raised when its cause is absent', () => {
      expect(reviewFindings(review(c.miss)).map((f) => f.id)).not.toContain(id);
    });
  });

  it('points each finding at its place in the scenario', () => {
    const fields = (scenario: Record<string, unknown>, id: FindingId) =>
      reviewFindings(review(scenario))
        .find((f) => f.id === id)
        ?.causes?.map((c) => `${c.field} ${c.text ?? c.tool}`);
    expect(fields(CASES.duplicate_name.hit, 'duplicate_name')).toEqual([
      '/definitions/0/name same',
      '/definitions/1/name same',
    ]);
    expect(fields(CASES.pins_ignored.hit, 'pins_ignored')).toEqual(['/pins/0 x.a']);
    expect(fields(CASES.provider_name_too_long.hit, 'provider_name_too_long')).toEqual([
      `/definitions/0/name ${'n'.repeat(65)}`,
    ]);
    expect(fields(CASES.core_by_suffix.hit, 'core_by_suffix')).toEqual([
      '/definitions/0/capability_id github.time',
    ]);
  });

  it('counts what the budget cut with the core’s own figures', () => {
    const subject = review({ definitions: manyTools(300, 3) });
    const cut = reviewFindings(subject).find((f) => f.id === 'representatives_cut')!;
    const index = subject.report.explain.index;
    expect(cut.tools).toHaveLength(index.total_count - index.shown_count);
    expect(cut.message).toContain(`names ${index.shown_count} of 300`);
  });

  it('raises no index or search finding when nothing is deferred or the layer is off', () => {
    const index = ['representatives_cut', 'index_near_cap', 'not_found_by_own_name'];
    for (const mode of ['off', 'namespaces']) {
      const caps = mode === 'off' ? null : { max_tools: 1000, max_tokens: 4294967295 };
      const ids = reviewFindings(review({ definitions: manyTools(300, 3), mode, caps })).map((f) => f.id);
      for (const id of index) expect(ids).not.toContain(id);
    }
  });

  it('lists errors before warnings before infos', () => {
    const found = reviewFindings(
      review({ definitions: [...manyTools(300, 3), tool('x.a', { name: 'svc0__action_0' })], pins: ['x.a'] }),
    );
    const order = found.map((f) => ['error', 'warning', 'info'].indexOf(f.severity));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(found.map((f) => f.severity))).toEqual(new Set(['error', 'warning', 'info']));
  });

  it('reads the summary an import wrote and names the imported tools', () => {
    const admitted = admitHostedCatalog(
      fromPlain({
        registration_id: 'acme',
        pages: [
          {
            tools: [
              { name: 'search_docs', inputSchema: {} },
              { name: 'Bad Name', inputSchema: {} },
            ],
          },
        ],
      }),
    );
    if (!admitted.ok) throw new Error(admitted.error);
    const merged = mergeServerIntoScenario(
      fromPlain({ definitions: [] }),
      'acme',
      admitted.report,
      'admission-input',
      'add',
    );
    if (!merged.ok) throw new Error(merged.error);
    const scenario = merged.scenario as JsonObject;
    const found = reviewFindings(review(scenario as unknown as Record<string, unknown>));
    const skipped = found.find((f) => f.id === 'admission_tools_skipped')!;
    expect(skipped.message).toContain('1 tool of server acme');
    // The names after the colon are the skipped tools; the published count comes after them.
    expect(skipped.message).toContain(': Bad Name; it published 1.');
    expect(skipped.tools).toEqual([]);
    expect(skipped.causes).toEqual([
      expect.objectContaining({
        rule: 'invalid_tool_name',
        tool: 'Bad Name',
        field: '/name',
        fix: 'rename it to bad_name',
      }),
    ]);
  });

  it('says every text admission cut, at its tool and field, with the bytes dropped and where', () => {
    const long = `${'Use it step by step. '.repeat(100)}Usage guidance: call it once per thought.`;
    const admitted = admitHostedCatalog(
      fromPlain({
        registration_id: 'seq',
        pages: [
          {
            tools: [
              { name: 'think', description: long, inputSchema: {}, annotations: { title: 'é'.repeat(1100) } },
            ],
          },
        ],
      }),
    );
    if (!admitted.ok) throw new Error(admitted.error);
    const merged = mergeServerIntoScenario(
      fromPlain({ definitions: [] }),
      'seq',
      admitted.report,
      'admission-input',
      'add',
    );
    if (!merged.ok) throw new Error(merged.error);
    const found = reviewFindings(review(merged.scenario as unknown as Record<string, unknown>));
    const cut = found.find((f) => f.id === 'admission_text_truncated')!;
    const bytes = new TextEncoder().encode(long).length;
    expect(cut.message).toBe(
      `Admission cut 2 texts of server seq to its bound, so the model never reads the rest: think’s description, ${bytes} bytes, keeps its first 2045 and “...”, dropping ${bytes - 2045} bytes and 1 more text.`,
    );
    expect(cut.tools).toEqual(['mcp-seq__think']);
    expect(cut.causes?.map((c) => [c.tool, c.field, c.rule])).toEqual([
      ['think', '/description', 'description_truncated'],
      ['think', '/annotations/title', 'title_truncated'],
    ]);
    // The cut falls inside the usage guidance: the detail shows the words either side of it.
    expect(cut.causes?.[0]?.detail).toMatch(/cut after byte 2045 \(“….*” \| “.*…”\)/);
    // A title of 1,100 two-byte characters keeps 1,022 of them (2,044 bytes): a cut never splits a character.
    expect(cut.causes?.[1]?.detail).toContain('2200 bytes, past the 2048-byte bound: cut after byte 2044');
  });
});
