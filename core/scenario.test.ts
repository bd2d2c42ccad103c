import { describe, expect, it } from 'vitest';
import { loadTemplates } from '../cli/templates.ts';
import { evaluateScenario } from './evaluate.ts';
import { parseJson } from './json/json-parse.ts';
import { fromPlain, type JsonValue } from './json/json-value.ts';
import { readScenario } from './scenario.ts';

const json = (text: string): JsonValue => {
  const r = parseJson(text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

const VALID = { capability_id: 'svc.ok', name: 'ok', description: 'fine', parameters: {} };

describe(readScenario, () => {
  it.each([
    ['a scenario that is an array', '[]', /object/],
    ['a scenario that is a string', '"x"', /object/],
    ['a scenario that is null', 'null', /object/],
    ['missing definitions', '{}', /definitions/],
    ['definitions not an array', '{"definitions": {}}', /definitions/],
    ['pins not an array', '{"definitions": [], "pins": "a.b"}', /pins/],
    ['surface_ids not an array', '{"definitions": [], "surface_ids": {"a.b": true}}', /surface_ids/],
    ['policy not an object', '{"definitions": [], "policy": "allow_all"}', /policy/],
    ['policy.kind unknown', '{"definitions": [], "policy": {"kind": "deny_all"}}', /policy\.kind/],
    ['policy.kind missing', '{"definitions": [], "policy": {"ids": []}}', /policy\.kind/],
    [
      'policy.ids not an array',
      '{"definitions": [], "policy": {"kind": "allow_only", "ids": "a.b"}}',
      /policy\.ids/,
    ],
    ['policy.ids missing', '{"definitions": [], "policy": {"kind": "all_except"}}', /policy\.ids/],
    ['mode not one of the five', '{"definitions": [], "mode": "Bridged"}', /mode/],
    ['mode not a string', '{"definitions": [], "mode": 1}', /mode/],
    ['mode_raw a number', '{"definitions": [], "mode_raw": 1}', /mode_raw/],
    ['mode_raw a boolean', '{"definitions": [], "mode_raw": false}', /mode_raw/],
    ['caps not an object', '{"definitions": [], "caps": 5}', /caps/],
    ['a negative cap', '{"definitions": [], "caps": {"max_tokens": -1}}', /max_tokens/],
    ['a float cap', '{"definitions": [], "caps": {"max_tools": 5.0}}', /max_tools/],
    ['a string cap', '{"definitions": [], "caps": {"ctx_limit": "8000"}}', /ctx_limit/],
    ['max_tokens past u32', '{"definitions": [], "caps": {"max_tokens": 4294967296}}', /max_tokens/],
    ['ctx_limit past u32', '{"definitions": [], "caps": {"ctx_limit": 4294967296}}', /ctx_limit/],
    ['max_tools past u64', '{"definitions": [], "caps": {"max_tools": 18446744073709551616}}', /max_tools/],
    ['promoted not an array', '{"definitions": [], "promoted": "a"}', /promoted/],
    ['promoted with a non-string', '{"definitions": [], "promoted": ["a", 1]}', /promoted/],
  ])('rejects %s as a whole', (_, text, message) => {
    const result = readScenario(json(text));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(message);
    // The entry point gives the same rejection and never throws.
    expect(evaluateScenario(json(text), loadTemplates())).toEqual(result);
  });

  it.each([
    ['policy null', '{"definitions": [], "policy": null}'],
    ['mode null', '{"definitions": [], "mode": null}'],
    ['caps null', '{"definitions": [], "caps": null}'],
    ['a null cap', '{"definitions": [], "caps": {"max_tokens": null, "max_tools": null, "ctx_limit": null}}'],
    ['surface_ids null', '{"definitions": [], "surface_ids": null}'],
    ['mode_raw null', '{"definitions": [], "mode_raw": null}'],
    ['the u32 limit', '{"definitions": [], "caps": {"max_tokens": 4294967295, "ctx_limit": 4294967295}}'],
    ['max_tools u64::MAX', '{"definitions": [], "caps": {"max_tools": 18446744073709551615}}'],
  ])('accepts %s', (_, text) => {
    expect(readScenario(json(text)).ok).toBe(true);
  });

  it('uses the defaults for nulls', () => {
    const result = readScenario(
      json('{"definitions": [], "policy": null, "mode": null, "caps": {"max_tools": null}}'),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.scenario.policy).toEqual({ kind: 'allow_all' });
    expect(result.scenario.mode).toMatchObject({ resolved: 'namespaces', source: 'default' });
    expect(result.scenario.caps).toEqual({ maxTokens: 12000, maxTools: 32, ctxLimit: null });
  });

  it.each([
    ['{"definitions": [], "mode": "compact"}', 'compact', 'mode'],
    ['{"definitions": [], "mode": "compact", "mode_raw": "BRIDGED"}', 'bridged', 'mode_raw'],
    ['{"definitions": [], "mode": "compact", "mode_raw": null}', 'namespaces', 'mode_raw'],
    ['{"definitions": [], "mode_raw": " bridged"}', 'off', 'mode_raw'],
    ['{"definitions": [], "mode_raw": ""}', 'namespaces', 'mode_raw'],
    ['{"definitions": []}', 'namespaces', 'default'],
  ])('%s → %s from %s', (text, resolved, source) => {
    const result = readScenario(json(text));
    if (!result.ok) throw new Error(result.error);
    expect(result.scenario.mode).toMatchObject({ resolved, source });
  });

  it('collects one error per faulty field of a definition, in order, and leaves the definition out', () => {
    const result = readScenario(
      json(`{"definitions": [
        {"capability_id": "Bad.Id", "name": "bad name", "description": 5, "verified": "yes"},
        ${JSON.stringify(VALID)}
      ]}`),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.scenario.errors.definitions).toEqual([
      {
        index: 0,
        field: 'capability_id',
        input: 'Bad.Id',
        error: "invalid capability id 'Bad': must start with lowercase ASCII letter or digit",
      },
      {
        index: 0,
        field: 'name',
        input: 'bad name',
        error:
          "invalid provider_tool_name id 'bad name': only ASCII letters, digits, '_', and '-' are allowed",
      },
      { index: 0, field: 'description', input: fromPlain(5), error: 'missing or not a string' },
      { index: 0, field: 'parameters', input: null, error: 'missing' },
      { index: 0, field: 'verified', input: 'yes', error: 'must be a boolean' },
    ]);
    expect(result.scenario.definitions.map((d) => [d.index, d.definition.name])).toEqual([[1, 'ok']]);
  });

  it.each([
    [
      'a definition that is not an object',
      '[1, "x"]',
      [
        { index: 0, field: 'definition', input: fromPlain(1), error: 'not an object' },
        { index: 1, field: 'definition', input: 'x', error: 'not an object' },
      ],
    ],
    [
      'missing strings with null input',
      '[{"parameters": {}}]',
      [
        { index: 0, field: 'capability_id', input: null, error: 'missing or not a string' },
        { index: 0, field: 'name', input: null, error: 'missing or not a string' },
        { index: 0, field: 'description', input: null, error: 'missing or not a string' },
      ],
    ],
    [
      'null parameters and null verified are valid',
      '[{"capability_id": "a.b", "name": "n", "description": "", "parameters": null, "verified": null}]',
      [],
    ],
  ])('%s', (_, definitions, errors) => {
    const result = readScenario(json(`{"definitions": ${definitions}}`));
    if (!result.ok) throw new Error(result.error);
    expect(result.scenario.errors.definitions).toEqual(errors);
  });

  it('collects bad pins, surface ids and policy ids with their index and input, keeping the good ones', () => {
    const result = readScenario(
      json(`{"definitions": [],
        "pins": ["a.b", 3, "nodot"],
        "surface_ids": [null, "a.b", "a..b"],
        "policy": {"kind": "allow_only", "ids": ["x.y", "X.y", ["x.y"]]}}`),
    );
    if (!result.ok) throw new Error(result.error);
    const { errors, pins, surfaceIds, policy } = result.scenario;
    expect(errors.pins).toEqual([
      { index: 1, field: 'pins', input: fromPlain(3), error: 'not a string' },
      {
        index: 2,
        field: 'pins',
        input: 'nodot',
        error: "invalid capability id 'nodot': must be '<extension>.<capability>[.<sub>...]'",
      },
    ]);
    expect(errors.surface_ids).toEqual([
      { index: 0, field: 'surface_ids', input: null, error: 'not a string' },
      {
        index: 2,
        field: 'surface_ids',
        input: 'a..b',
        error: "invalid capability id 'a..b': empty dot segments are not allowed",
      },
    ]);
    expect(errors.policy).toEqual([
      {
        index: 1,
        field: 'policy.ids',
        input: 'X.y',
        error: "invalid capability id 'X': must start with lowercase ASCII letter or digit",
      },
      { index: 2, field: 'policy.ids', input: fromPlain(['x.y']), error: 'not a string' },
    ]);
    expect(pins).toEqual(['a.b']);
    expect(surfaceIds).toEqual(['a.b']);
    expect(policy).toEqual({ kind: 'allow_only', ids: new Set(['x.y']) });
  });

  it('reads an empty surface as nothing authorized, not as all', () => {
    const result = evaluateScenario(fromPlain({ definitions: [VALID], surface_ids: [] }), loadTemplates());
    if (!result.ok) throw new Error(result.error);
    expect(result.report.valid_definition_count).toBe(1);
    expect(result.report.authorized_definition_count).toBe(0);
  });
});
