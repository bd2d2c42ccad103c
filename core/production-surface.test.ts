import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTemplates } from '../cli/templates.ts';
import { browserHandedScenario, withPolicies } from '../test-support/browser-surface.ts';
import { listVectorFiles, readVector, specPath, tryLoad } from '../test-support/vectors.ts';
import { evaluateScenario } from './evaluate.ts';
import { canonicalJson } from './json/canonical-json.ts';
import { isJsonObject, type JsonObject, type JsonValue } from './json/json-value.ts';
import { applyProductionSurface, derivePermittedIds } from './production-surface.ts';
import { readPolicyLeniently } from './surface-setting.ts';

const definitions = [
  { capability_id: 'github.list_issues' },
  { capability_id: 'gmail.send' },
  { capability_id: 'Bad.Id' },
  { capability_id: 'gmail.send' },
  'not an object',
];

describe(derivePermittedIds, () => {
  it('lists each well-formed id the policy permits, once, in definition order', () => {
    expect(derivePermittedIds({ definitions, policy: { kind: 'allow_all' } } as JsonObject)).toEqual([
      'github.list_issues',
      'gmail.send',
    ]);
    expect(
      derivePermittedIds({ definitions, policy: { kind: 'all_except', ids: ['gmail.send'] } } as JsonObject),
    ).toEqual(['github.list_issues']);
    expect(
      derivePermittedIds({ definitions, policy: { kind: 'allow_only', ids: ['gmail.send'] } } as JsonObject),
    ).toEqual(['gmail.send']);
  });
});

describe(applyProductionSurface, () => {
  it('fills surface_ids for a production scenario, overriding what is written', () => {
    const scenario = { playground: { surface: 'production' }, surface_ids: null, definitions } as JsonObject;
    expect(applyProductionSurface(scenario)).toEqual({
      ...scenario,
      surface_ids: ['github.list_issues', 'gmail.send'],
    });
  });

  it('hands any other scenario over exactly as given (the same object)', () => {
    const scenario = { surface_ids: null, definitions } as JsonObject;
    expect(applyProductionSurface(scenario)).toBe(scenario);
    const unfiltered = { playground: { surface: 'unfiltered' }, definitions } as JsonObject;
    expect(applyProductionSurface(unfiltered)).toBe(unfiltered);
  });
});

describe('scenarios saved with the production surface', () => {
  const templates = loadTemplates();
  const report = (value: JsonValue) => {
    const result = evaluateScenario(value, templates);
    return result.ok ? canonicalJson(result.report) : `rejected: ${result.error}`;
  };

  const vectors = tryLoad(() => {
    const dir = specPath('vectors');
    // Every fuzz vector (duplicates, bridge names, odd ids) and every eighth of the rest.
    return listVectorFiles(dir).filter((f, i) => relative(dir, f).startsWith('fuzz/') || i % 8 === 0);
  });

  it('covers the fuzz vectors and an eighth of the rest', () => {
    if (!vectors.ok) expect.fail(vectors.reason);
    expect(vectors.value.length).toBeGreaterThan(80);
  });

  // One test per vector, so a large catalog's three policies never share a timeout with the rest.
  const paths = vectors.ok ? vectors.value : [];
  it.each(paths.map((path) => [relative(specPath('vectors'), path), path]))(
    '%s with the key added evaluates exactly as the browser evaluated it, for three policies',
    (_id, path) => {
      const { scenario } = readVector(path);
      if (!isJsonObject(scenario)) return;
      for (const saved of withPolicies({ ...scenario, playground: { surface: 'production' } })) {
        expect(report(saved), path).toBe(report(browserHandedScenario(saved)));
      }
    },
  );
});

describe(readPolicyLeniently, () => {
  it('reads the kind and the string ids in order, and anything malformed as allow_all', () => {
    expect(readPolicyLeniently({ kind: 'all_except', ids: ['b.x', true, 'a.y'] })).toEqual({
      kind: 'all_except',
      ids: ['b.x', 'a.y'],
    });
    // The ids written beside allow_all are kept for the control to offer again; the surface ignores them.
    expect(readPolicyLeniently({ kind: 'allow_all', ids: ['a.y'] })).toEqual({
      kind: 'allow_all',
      ids: ['a.y'],
    });
    expect(readPolicyLeniently({ kind: 'deny_some', ids: ['a.y'] }).kind).toBe('allow_all');
    expect(readPolicyLeniently('allow_only')).toEqual({ kind: 'allow_all', ids: [] });
    expect(readPolicyLeniently(undefined)).toEqual({ kind: 'allow_all', ids: [] });
  });
});
