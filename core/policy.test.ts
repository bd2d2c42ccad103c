import { describe, expect, it } from 'vitest';
import { allowAll, denyIds, type Policy, permits } from './policy.ts';

const allowOnly = (...ids: string[]): Policy => ({ kind: 'allow_only', ids: new Set(ids) });
const allExcept = (...ids: string[]): Policy => ({ kind: 'all_except', ids: new Set(ids) });

describe(permits, () => {
  it.each<[string, Policy, string, boolean]>([
    ['allow_all', allowAll(), 'a.b', true],
    ['allow_only listed', allowOnly('a.b'), 'a.b', true],
    ['allow_only unlisted', allowOnly('a.b'), 'a.c', false],
    ['allow_only empty', allowOnly(), 'a.b', false],
    ['all_except listed', allExcept('a.b'), 'a.b', false],
    ['all_except unlisted', allExcept('a.b'), 'a.c', true],
    // Ids are compared exactly: no prefix or wire-name forms.
    ['allow_only by prefix', allowOnly('a'), 'a.b', false],
    ['allow_only by wire name', allowOnly('a__b'), 'a.b', false],
  ])('%s', (_, policy, id, allowed) => {
    expect(permits(policy, id)).toBe(allowed);
  });
});

describe(denyIds, () => {
  it('turns allow_all into all_except the denied ids', () => {
    expect(denyIds(allowAll(), ['a.b'])).toEqual(allExcept('a.b'));
  });

  it('removes denied ids from allow_only (narrowing intersects)', () => {
    const p = denyIds(allowOnly('a.b', 'a.c'), ['a.c', 'z.z']);
    expect(p).toEqual(allowOnly('a.b'));
    expect(permits(p, 'a.c')).toBe(false);
    expect(permits(p, 'z.z')).toBe(false);
  });

  it('unites denied ids with all_except', () => {
    expect(denyIds(allExcept('a.b'), ['a.c'])).toEqual(allExcept('a.b', 'a.c'));
  });

  it('never widens a policy', () => {
    const ids = ['a.a', 'a.b', 'a.c', 'a.d'];
    for (const policy of [allowAll(), allowOnly('a.a', 'a.b'), allExcept('a.c')]) {
      const narrowed = denyIds(policy, ['a.b', 'a.d']);
      for (const id of ids) if (permits(narrowed, id)) expect(permits(policy, id)).toBe(true);
    }
  });
});
