import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../core/json-value.ts';
import { buildCoreScenario, derivePermittedIds } from './production-surface.ts';

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

describe(buildCoreScenario, () => {
  it('fills surface_ids for a production scenario, overriding what is written', () => {
    const scenario = { playground: { surface: 'production' }, surface_ids: null, definitions } as JsonObject;
    expect(buildCoreScenario(scenario)).toEqual({
      ...scenario,
      surface_ids: ['github.list_issues', 'gmail.send'],
    });
  });

  it('hands any other scenario over exactly as given (the same object)', () => {
    const scenario = { surface_ids: null, definitions } as JsonObject;
    expect(buildCoreScenario(scenario)).toBe(scenario);
    const unfiltered = { playground: { surface: 'unfiltered' }, definitions } as JsonObject;
    expect(buildCoreScenario(unfiltered)).toBe(unfiltered);
  });
});
