import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadTemplates } from '../cli/templates.ts';
import { BRIDGE_IDS, BRIDGE_NAMES, CORE_NAMES } from './catalog.ts';
import { evaluateScenario } from './evaluate.ts';
import { canonicalJson } from './json/canonical-json.ts';
import { parseJson } from './json/json-parse.ts';
import { fromPlain, JsonNumber, type JsonObject, type JsonValue } from './json/json-value.ts';
import { type Policy, permits } from './policy.ts';
import type { Report, ResolutionReport } from './report/report.ts';
import { utf8Length } from './text/utf8-length.ts';

/**
 * Invariants that must hold for any catalog (issue 2, "What it must show"):
 * the index stays within 4096 bytes, the definitions' order changes nothing the
 * model reads, and with a production surface no denied tool is ever exposed.
 */

const templates = loadTemplates();
const RUNS = { numRuns: 60 };
const encoder = new TextEncoder();

// ---- generators ------------------------------------------------------------

const LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789';
const segment = (maxLength: number) =>
  fc
    .tuple(
      fc.constantFrom(...LOWER),
      fc.string({ unit: fc.constantFrom(...`${LOWER}_-`), maxLength: maxLength - 1, size: 'large' }),
    )
    .map(([first, rest]) => first + rest);

/** The first segment: namespaces of §5 (builtin, ironclaw, …) or an extension id, sometimes very long. */
const provider = fc.oneof(
  { arbitrary: fc.constantFrom('builtin', 'ironclaw', 'external_tool', 'github', 'web-access'), weight: 3 },
  { arbitrary: segment(10), weight: 6 },
  { arbitrary: segment(128), weight: 1 },
);

const BUILTIN_LOCALS = [
  'read_file',
  'shell',
  'http',
  'http.get',
  'extension_install',
  'ironhub_browse',
  'skill_list',
  'trigger_create',
  'outbound_deliver',
  'notification_push',
  'attach_workspace_file_to_reply',
  'trace_commons.export',
  'admin_users',
  'operator_config_get',
  'spawn_subagent',
  'json',
  'time',
  'memory.search',
  'memory.tree',
  'tool_search',
  'search',
];
const local = fc.oneof(
  { arbitrary: fc.constantFrom(...BUILTIN_LOCALS), weight: 2 },
  { arbitrary: segment(16), weight: 5 },
  { arbitrary: fc.tuple(segment(8), segment(8)).map(([a, b]) => `${a}.${b}`), weight: 1 },
);
const capabilityId = fc.tuple(provider, local).map(([p, l]) => `${p}.${l}`);

const NAME_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-';
const providerName = fc.oneof(
  {
    arbitrary: fc.string({ unit: fc.constantFrom(...NAME_CHARS), minLength: 1, maxLength: 64, size: 'max' }),
    weight: 8,
  },
  { arbitrary: fc.constantFrom(...CORE_NAMES, 'memory_search', 'web_fetch'), weight: 1 },
);

const WORDS = [
  'calendar',
  'event',
  'issue',
  'create',
  'list',
  'search',
  'file',
  'send',
  'message',
  'deploy',
  'Repo',
  'HTTPUrl',
  'createEvent',
  'café',
  'naïve',
  'ΟΔΟΣ',
  '时间',
  '日本語',
  '😀',
  'x²',
  'Ⅻ',
  '\u3000',
  '\u0085',
  '\ufeff',
];
const words = fc.array(fc.constantFrom(...WORDS), { maxLength: 8 }).map((w) => w.join(' '));
const description = fc.oneof(
  words,
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

const NUMBER_LEXEMES = [
  '1',
  '1.0',
  '-0.0',
  '-0',
  '1e21',
  '1E2',
  '12345678901234567890',
  '18446744073709551616',
  '0.1',
];
const number = fc.constantFrom(...NUMBER_LEXEMES).map((raw) => new JsonNumber(raw));
const parameters: fc.Arbitrary<JsonValue> = fc.oneof(
  fc.constant(fromPlain({})),
  fc.constant(null),
  fc
    .record({
      keys: fc.uniqueArray(fc.constantFrom(...WORDS, 'query', 'limit', 'id', '10', '2', '__proto__'), {
        maxLength: 6,
      }),
      required: fc.array(fc.constantFrom('query', 'id', 'limit'), { maxLength: 3 }),
      min: number,
    })
    .map(({ keys, required, min }) => {
      const properties: JsonObject = {};
      for (const key of keys) {
        Object.defineProperty(properties, key, {
          value: fromPlain({ type: 'string', description: `the ${key}`, minimum: min }),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return fromPlain({ type: 'object', properties, required, allOf: [{ required: ['extra'] }] });
    }),
);

interface Definition {
  capability_id: string;
  name: string;
  description: string;
  parameters: JsonValue;
  verified: boolean;
}

/** Valid definitions with distinct names and distinct ids, so every order is defined. */
const definitions = fc
  .array(
    fc.record({
      capability_id: capabilityId,
      name: providerName,
      description,
      parameters,
      verified: fc.boolean(),
    }),
    {
      maxLength: 150,
      size: 'large',
    },
  )
  .map((defs) => {
    const names = new Set<string>();
    const ids = new Set<string>();
    return defs.filter((d) => {
      if (names.has(d.name) || ids.has(d.capability_id)) return false;
      names.add(d.name);
      ids.add(d.capability_id);
      return true;
    });
  });

const MODES = ['off', 'compact', 'signatures', 'namespaces', 'bridged'];
const modeKeys = fc.oneof(
  fc.constantFrom(...MODES).map((mode) => ({ mode })),
  fc
    .constantFrom(null, '', 'BRIDGED', 'Signatures', 'bridged\n', 'nonsense')
    .map((mode_raw) => ({ mode_raw })),
);
const caps = fc.record(
  {
    max_tokens: fc.oneof(fc.integer({ min: 0, max: 20000 }), fc.constant(4294967295)),
    max_tools: fc.integer({ min: 0, max: 40 }),
    ctx_limit: fc.option(fc.integer({ min: 0, max: 200000 })),
  },
  { requiredKeys: [] },
);

function pick<T>(items: readonly T[], extra: readonly T[] = []) {
  return fc.subarray([...items, ...extra]);
}

type PolicyValue = { kind: 'allow_all' } | { kind: 'allow_only' | 'all_except'; ids: string[] };
const policy = (ids: string[]): fc.Arbitrary<PolicyValue> =>
  fc.oneof(
    fc.constant({ kind: 'allow_all' as const }),
    fc.record({
      kind: fc.constantFrom('allow_only' as const, 'all_except' as const),
      ids: pick(ids, ['ghost.tool']),
    }),
  );

/** What the model might search for or emit: the tools' names, ids and encoded ids, words, junk. */
function emitted(defs: Definition[]) {
  const known = defs.flatMap((d) => [
    d.name,
    d.capability_id,
    `builtin__${d.capability_id.split('.').at(-1)}`,
  ]);
  return fc.oneof(
    known.length > 0 ? fc.constantFrom(...known) : fc.constant('nothing'),
    fc.constantFrom(...WORDS, 'tool_search', 'memory_search', 'builtin.read_file'),
    words,
  );
}

const scenario = definitions.chain((defs) => {
  const ids = defs.map((d) => d.capability_id);
  const names = defs.map((d) => d.name);
  return fc.record({
    definitions: fc.constant(defs),
    modeKeys,
    caps,
    policy: policy(ids),
    pins: pick(ids, ['ghost.pin']),
    promoted: pick(names, ['ghost_promoted', 'tool_call']),
    queries: fc.array(
      fc.oneof(
        { arbitrary: fc.record({ query: emitted(defs), limit: fc.integer({ min: 0, max: 60 }) }), weight: 5 },
        { arbitrary: fc.record({ query: emitted(defs) }), weight: 2 },
        { arbitrary: fc.constantFrom<unknown>(null, 'calendar', { query: '  ' }, { query: 5 }), weight: 1 },
      ),
      { maxLength: 4 },
    ),
    resolve: fc.array(fc.oneof(emitted(defs), fc.constant(5)), { maxLength: 6 }),
    // Sort keys for a permutation of the definitions.
    order: fc.array(fc.double({ noNaN: true }), { minLength: defs.length, maxLength: defs.length }),
  });
});
type ScenarioParts = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function toScenario(
  parts: ScenarioParts,
  defs: Definition[] = parts.definitions,
  extra: object = {},
): JsonValue {
  return fromPlain({
    definitions: defs,
    ...parts.modeKeys,
    caps: parts.caps,
    policy: parts.policy,
    pins: parts.pins,
    promoted: parts.promoted,
    queries: parts.queries,
    resolve: parts.resolve,
    ...extra,
  });
}

function evaluate(value: JsonValue): Report {
  const result = evaluateScenario(value, templates);
  if (!result.ok) throw new Error(result.error);
  return result.report;
}

function shuffled<T>(items: readonly T[], keys: readonly number[]): T[] {
  return items
    .map((item, i) => ({ item, key: keys[i]!, i }))
    .sort((a, b) => a.key - b.key || b.i - a.i)
    .map((x) => x.item);
}

const searchOutputs = (report: Report) => report.searches.map((s) => (s.ok ? s.output_json : s.error));

// ---- properties ------------------------------------------------------------

describe('properties of the evaluated report for any catalog', () => {
  it('keeps the index within 4096 bytes and reports its exact UTF-8 length', () => {
    fc.assert(
      fc.property(scenario, (parts) => {
        const report = evaluate(toScenario(parts));
        const bytes = encoder.encode(report.tool_search_description).length;
        expect(bytes).toBeLessThanOrEqual(4096);
        expect(report.tool_search_description_bytes).toBe(bytes);
        expect(report.tool_search_description_model_safe).toEqual({ ok: true });
        expect(report.bridge_definitions[0]!.advertised_description).toBe(report.tool_search_description);
      }),
      RUNS,
    );
  });

  it('keeps the index within 4096 bytes when the catalog is far over the budget', () => {
    // Many long names and long namespaces: every budgeted loop is cut.
    const namespace = fc.oneof(segment(4), segment(128));
    const name = fc.string({ unit: fc.constantFrom(...NAME_CHARS), minLength: 20, maxLength: 64 });
    const big = fc.array(fc.tuple(namespace, name), { minLength: 60, maxLength: 250 });
    fc.assert(
      fc.property(big, fc.constantFrom(...MODES), (tools, mode) => {
        const defs = tools.map(([ns, name], i) => ({
          capability_id: `${ns}.t${i}`,
          name: `${name}${i}`,
          description: '',
          parameters: {},
        }));
        const report = evaluate(fromPlain({ mode, definitions: defs }));
        expect(utf8Length(report.tool_search_description)).toBeLessThanOrEqual(4096);
        expect(report.tool_search_description_model_safe).toEqual({ ok: true });
      }),
      { numRuns: 30 },
    );
  });

  it('gives the same index, active set and search outputs for any order of the definitions', () => {
    fc.assert(
      fc.property(scenario, (parts) => {
        const original = evaluate(toScenario(parts));
        const reordered = evaluate(toScenario(parts, shuffled(parts.definitions, parts.order)));
        expect(reordered.tool_search_description).toBe(original.tool_search_description);
        expect(reordered.active_set).toEqual(original.active_set);
        expect(searchOutputs(reordered)).toEqual(searchOutputs(original));
        expect(reordered.searches.map((s) => s.ok && s.index.names)).toEqual(
          original.searches.map((s) => s.ok && s.index.names),
        );
        expect(reordered.catalog).toEqual(original.catalog);
        expect(reordered.discoverable_namespaces).toEqual(original.discoverable_namespaces);
      }),
      RUNS,
    );
  });

  it('never shows a denied tool when the surface is the policy-permitted ids (production)', () => {
    fc.assert(
      fc.property(scenario, (parts) => {
        const p: Policy =
          parts.policy.kind === 'allow_all'
            ? { kind: 'allow_all' }
            : { kind: parts.policy.kind, ids: new Set(parts.policy.ids) };
        const denied = parts.definitions.filter((d) => !permits(p, d.capability_id));
        // A denied definition reusing a bridge name or id shares it with the real bridge, which stays visible.
        const deniedNames = new Set(denied.map((d) => d.name).filter((n) => !BRIDGE_NAMES.includes(n)));
        const deniedIds = new Set(
          denied.map((d) => d.capability_id).filter((id) => !BRIDGE_IDS.includes(id)),
        );
        const surface_ids = parts.definitions.map((d) => d.capability_id).filter((id) => permits(p, id));
        // Also ask for every denied tool by name and by id.
        const resolve = [...parts.resolve, ...denied.flatMap((d) => [d.name, d.capability_id])];
        const queries = [...parts.queries, ...denied.map((d) => ({ query: d.name, limit: 50 }))];
        const report = evaluate(toScenario(parts, parts.definitions, { surface_ids, resolve, queries }));

        // The index: no line names a denied tool.
        for (const line of report.tool_search_description.split('\n')) {
          if (line.startsWith('- ')) expect(deniedNames.has(line.slice(2))).toBe(false);
        }
        for (const group of report.discoverable_namespaces) {
          for (const name of group.tool_names) expect(deniedNames.has(name)).toBe(false);
        }
        // The active set.
        for (const d of report.active_set.definitions) {
          if (!d.bridge) expect(deniedIds.has(d.capability_id)).toBe(false);
        }
        // Search results.
        for (const search of report.searches) {
          if (!search.ok) continue;
          for (const result of (search.output as JsonObject).results as JsonObject[]) {
            expect(deniedNames.has(result.name as string)).toBe(false);
            expect(deniedIds.has(result.capability_id as string)).toBe(false);
          }
        }
        // tool_call targets and describes.
        for (const r of report.resolutions as Extract<ResolutionReport, { search_result: unknown }>[]) {
          if (r.tool_call_target) expect(deniedIds.has(r.tool_call_target.capability_id)).toBe(false);
          if (r.describe.ok)
            expect(deniedIds.has((r.describe.output as JsonObject).capability_id as string)).toBe(false);
        }
        for (const id of report.visible_surface_after.callable_capability_ids)
          expect(deniedIds.has(id)).toBe(false);
      }),
      RUNS,
    );
  });
});

// ---- canonical JSON ---------------------------------------------------------

const jsonNumber = fc.oneof(
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => new JsonNumber(n.toString())),
  fc
    .double({ noNaN: true, noDefaultInfinity: true })
    .map((x) => new JsonNumber(Object.is(x, -0) ? '-0.0' : String(x))),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((x) => new JsonNumber(x.toExponential())),
  fc
    .constantFrom(...NUMBER_LEXEMES, '1E+2', '0.000015', '9.999e-6', '1e16', '-1e-7')
    .map((raw) => new JsonNumber(raw)),
);
const jsonKey = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.constantFrom('__proto__', 'constructor', '10', '2'),
);
const { value: jsonValue } = fc.letrec<{ value: JsonValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc.string({ unit: 'binary', maxLength: 6 }),
    jsonNumber,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.array(fc.tuple(jsonKey, tie('value')), { maxLength: 4 }).map((entries) => {
      const object: JsonObject = {};
      for (const [key, value] of entries) {
        Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
      }
      return object;
    }),
  ),
}));

describe(canonicalJson, () => {
  it('is a fixed point: canonicalJson(parse(canonicalJson(x))) = canonicalJson(x)', () => {
    fc.assert(
      fc.property(jsonValue, (value) => {
        const text = canonicalJson(value);
        const parsed = parseJson(text);
        if (!parsed.ok) expect.fail(`${text}: ${parsed.error}`);
        expect(canonicalJson(parsed.value)).toBe(text);
        // It is JSON, and numbers aside it means what JSON.parse reads.
        expect(() => JSON.parse(text)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
