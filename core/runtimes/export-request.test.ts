import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { review, tool } from '../../test-support/review-scenarios.ts';
import { isJsonObject, type JsonValue, parseJson } from '../json/json-value.ts';
import { EXPORT_TARGETS, type ExportTarget, exportRequest } from './export-request.ts';
import { planTiers } from './tier-plan.ts';

/** Every function a body names, flattened out of namespaces, with its deferral flag. */
function namedTools(target: ExportTarget, json: string): { name: string; deferred: boolean }[] {
  const parsed = parseJson(json);
  if (!parsed.ok || !isJsonObject(parsed.value)) throw new Error('not an object');
  const out: { name: string; deferred: boolean }[] = [];
  const visit = (t: JsonValue) => {
    if (!isJsonObject(t)) return;
    if (t.type === 'namespace' && Array.isArray(t.tools)) return t.tools.forEach(visit);
    const fn = target === 'openai-chat' && isJsonObject(t.function) ? t.function : t;
    if (typeof t.type === 'string' && t.type !== 'function') return; // a search tool
    out.push({ name: String(fn.name), deferred: t.defer_loading === true });
  };
  const tools = parsed.value.tools;
  if (Array.isArray(tools)) tools.forEach(visit);
  return out;
}

const planOf = (scenario: Record<string, unknown>) => {
  const s = review(scenario);
  return planTiers(s.report, s.value);
};

describe(exportRequest, () => {
  const plan = planOf({
    definitions: [
      tool('builtin.time', { name: 'time' }),
      tool('x.a', { parameters: { properties: {} } }),
      tool('x.b', { parameters: null }),
      tool('mcp-acme.search', { name: 'search' }),
      tool('mcp-acme.get', { name: 'get' }),
    ],
    caps: { max_tools: 3 },
  });

  it('Anthropic: the BM25 search tool first, deferred tools flagged, input_schema an object schema', () => {
    const r = exportRequest(plan, 'anthropic');
    const tools = (r.body.tools as JsonValue[]).filter(isJsonObject);
    expect(tools[0]).toEqual({ type: 'tool_search_tool_bm25_20251119', name: 'tool_search_tool_bm25' });
    expect(tools.find((t) => t.name === 'time')?.defer_loading).toBeUndefined();
    expect(tools.find((t) => t.name === 'x__a')).toMatchObject({
      defer_loading: true,
      input_schema: { type: 'object', properties: {} },
    });
    expect(r.schema_changes.map((c) => c.tool)).toEqual(['x__a', 'x__b']);
    expect(r.warnings).toEqual([]);
  });

  it('OpenAI Responses: tool_search, deferred functions, the MCP server as a namespace', () => {
    const r = exportRequest(plan, 'openai-responses');
    const tools = (r.body.tools as JsonValue[]).filter(isJsonObject);
    expect(tools[0]).toEqual({ type: 'tool_search' });
    const ns = tools.find((t) => t.type === 'namespace')!;
    expect(ns.name).toBe('acme');
    expect((ns.tools as JsonValue[]).map((t) => (t as { name: string }).name)).toEqual(['get', 'search']);
    expect(tools.find((t) => t.name === 'x__a')).toMatchObject({ type: 'function', defer_loading: true });
  });

  it('Chat Completions: every tool in full, none deferred, with a note that it cannot defer', () => {
    const r = exportRequest(plan, 'openai-chat');
    expect(namedTools('openai-chat', r.json).every((t) => !t.deferred)).toBe(true);
    expect(r.deferred).toEqual([]);
    expect(r.warnings.map((w) => w.kind)).toEqual(['note']);
    expect(r.warnings[0]!.text).toContain('cannot defer');
  });

  it('over a cap it still exports, with a warning naming the cap', () => {
    const big = planOf({ definitions: Array.from({ length: 130 }, (_, i) => tool(`x.t${i}`)) });
    const r = exportRequest(big, 'openai-chat');
    expect(namedTools('openai-chat', r.json)).toHaveLength(130);
    expect(r.warnings[0]).toEqual({
      kind: 'cap',
      text: "130 functions is over OpenAI Chat Completions' cap of 128 (400 array_above_max_length).",
    });
  });

  it('renames a tool that takes the search tool’s name, and lists it', () => {
    const p = planOf({
      definitions: [tool('x.a', { name: 'tool_search_tool_bm25' }), tool('x.b'), tool('x.c'), tool('x.d')],
      caps: { max_tools: 3 },
    });
    expect(exportRequest(p, 'anthropic').renamed).toEqual([
      { from: 'tool_search_tool_bm25', to: 'tool_search_tool_bm25_2' },
    ]);
  });
});

// ---- property: each permitted tool exactly once, exactly IronClaw's deferred set deferred ----

const SERVERS = ['mcp-acme', 'mcp-b', 'x', 'svc', 'builtin'];
const LOCALS = [
  'time',
  'read_file',
  'shell',
  'a',
  'b',
  'search',
  'get',
  'list',
  'tool_search_tool_bm25',
  'op',
];
const toolArb = fc
  .tuple(fc.constantFrom(...SERVERS), fc.constantFrom(...LOCALS), fc.boolean())
  .map(([ns, local, shortName]) => tool(`${ns}.${local}`, shortName ? { name: local } : {}));
const scenarioArb = fc.record({
  definitions: fc.array(toolArb, { maxLength: 25 }),
  mode: fc.constantFrom('off', 'compact', 'namespaces', 'bridged'),
  caps: fc.record({ max_tools: fc.integer({ min: 0, max: 12 }) }),
  promoted: fc.array(fc.constantFrom(...LOCALS.map((l) => `x__${l}`), 'search', 'get'), { maxLength: 3 }),
  policy: fc.oneof(
    fc.constant({ kind: 'allow_all' }),
    fc.record({
      kind: fc.constant('allow_only'),
      ids: fc.array(fc.constantFrom(...SERVERS.flatMap((s) => LOCALS.map((l) => `${s}.${l}`))), {
        maxLength: 20,
      }),
    }),
  ),
});

describe('every exported request', () => {
  it('names each permitted tool exactly once and defers exactly IronClaw’s deferred set', () => {
    fc.assert(
      fc.property(scenarioArb, fc.constantFrom(...EXPORT_TARGETS), (scenario, target) => {
        const s = review(scenario);
        const plan = planTiers(s.report, s.value);
        const permitted = [...new Set(s.report.catalog.filter((e) => e.permitted).map((e) => e.name))];
        const ironclawDeferred =
          s.report.mode.decorator_enabled && s.report.active_set.deferred
            ? permitted.filter((n) => !s.report.active_set.names.includes(n))
            : [];
        const r = exportRequest(plan, target);
        const named = namedTools(target, r.json);
        const back = new Map(Object.entries(r.names).map(([from, to]) => [to, from]));
        expect(named.map((t) => back.get(t.name)).sort()).toEqual([...permitted].sort());
        expect(new Set(named.map((t) => t.name)).size).toBe(named.length);
        const deferred = named.filter((t) => t.deferred).map((t) => back.get(t.name)!);
        expect(deferred.sort()).toEqual(target === 'openai-chat' ? [] : [...ironclawDeferred].sort());
        // The documented 400 never applies to what we export: the search tool is never deferred.
        if (target === 'anthropic' && named.length > 0)
          expect((r.body.tools as JsonValue[]).some((t) => isJsonObject(t) && t.defer_loading !== true)).toBe(
            true,
          );
      }),
      { numRuns: 80 },
    );
  });
});
