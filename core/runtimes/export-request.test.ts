import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { review, tool } from '../../test-support/review-scenarios.ts';
import { parseJson } from '../json/json-parse.ts';
import { isJsonObject, type JsonValue } from '../json/json-value.ts';
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
    // One breakpoint, after the tools loaded up front (a deferred tool is not in the cached prefix), and it is said.
    const marked = tools.filter((t) => t.cache_control !== undefined);
    expect(marked.map((t) => t.name)).toEqual(['time']);
    expect(marked[0]!.cache_control).toEqual({ type: 'ephemeral' });
    expect(r.warnings.map((w) => w.kind)).toEqual(['note', 'note']);
    expect(r.warnings[0]!.text).toContain('cache_control breakpoint is set on time');
    expect(r.warnings[1]!.text).toContain('anthropic-beta: advanced-tool-use-2025-11-20');
    expect(r.warnings[1]!.text).toContain('not Haiku');
  });

  it('Anthropic: input_schema is always an object schema, and each change is listed', () => {
    const p = planOf({
      definitions: [
        tool('x.any', { parameters: { anyOf: [{ type: 'object' }, { type: 'null' }] } }),
        tool('x.arr', { parameters: { type: 'array' } }),
        tool('x.req', { parameters: { type: 'object', required: ['a', 1] } }),
      ],
    });
    const r = exportRequest(p, 'anthropic');
    const schemas = (r.body.tools as JsonValue[]).filter(isJsonObject).map((t) => t.input_schema);
    expect(schemas.every((s) => isJsonObject(s) && s.type === 'object')).toBe(true);
    expect(schemas[2]).toEqual({ type: 'object', required: ['a'] });
    expect(r.schema_changes).toEqual([
      { tool: 'x__any', change: 'added "type": "object"' },
      { tool: 'x__arr', change: 'schema was not an object schema; sent as an empty object schema' },
      { tool: 'x__req', change: 'dropped the entries of required that are not property names' },
    ]);
  });

  it('OpenAI: strict written on every function, true only where the schema qualifies, and said', () => {
    const strictSchema = {
      type: 'object',
      properties: { q: { type: 'string' } },
      required: ['q'],
      additionalProperties: false,
    };
    const p = planOf({
      definitions: [
        tool('x.strict', { parameters: strictSchema }),
        tool('x.loose', { parameters: { type: 'object', properties: { q: { type: 'string' } } } }),
      ],
    });
    for (const target of ['openai-responses', 'openai-chat'] as const) {
      const r = exportRequest(p, target);
      const fns = (r.body.tools as JsonValue[])
        .filter(isJsonObject)
        .map((t) => (target === 'openai-chat' ? (t.function as Record<string, JsonValue>) : t));
      expect(fns.map((f) => [f.name, f.strict])).toEqual([
        ['x__loose', false],
        ['x__strict', true],
      ]);
      expect(r.strict.find((x) => x.tool === 'x__loose')?.reason).toBe(
        'the root does not set "additionalProperties": false',
      );
      expect(r.warnings.map((w) => w.text).join('\n')).toContain(
        'strict is true on 1 of 2 functions, where the schema qualifies for strict mode as it is',
      );
    }
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
    expect(r.warnings.map((w) => w.kind)).toEqual(['note', 'note']);
    expect(r.warnings[0]!.text).toContain('cannot defer');
    expect(r.warnings[1]!.text).toContain('strict is true on 0 of 5 functions');
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
