import { describe, expect, it } from 'vitest';
import { allowAll, type Policy, permits } from './policy.ts';

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
