import { describe, expect, it } from 'vitest';
import {
  type ActiveCandidate,
  type BridgeCandidate,
  type Caps,
  deferThreshold,
  selectActiveSet,
} from './active-set.ts';
import { U32_MAX } from './limits.ts';

const caps = (maxTokens: number, maxTools: number, ctxLimit: number | null = null): Caps => ({
  maxTokens,
  maxTools,
  ctxLimit,
});

function tool(name: string, tokens: number, extra: Partial<ActiveCandidate> = {}): ActiveCandidate {
  return { name, capability_id: `svc.${name}`, tier: 'discoverable', permitted: true, tokens, ...extra };
}
const core = (name: string, tokens: number, extra: Partial<ActiveCandidate> = {}) =>
  tool(name, tokens, { tier: 'core', ...extra });

const BRIDGES: BridgeCandidate[] = [
  { name: 'tool_search', capability_id: 'ironclaw.tool_search', tokens: 10 },
  { name: 'tool_describe', capability_id: 'ironclaw.tool_describe', tokens: 10 },
  { name: 'tool_call', capability_id: 'ironclaw.tool_call', tokens: 10 },
];

describe(deferThreshold, () => {
  it.each([
    [12000, null, 12000],
    [12000, 200000, 12000],
    [12000, 25000, 2500],
    [12000, 25009, 2500],
    [12000, 10, 1],
    [12000, 19, 1],
    [12000, 9, 0],
    [12000, 0, 0],
    [100, 1000, 100],
    [U32_MAX, U32_MAX, 429496729],
  ])('max_tokens %i, ctx_limit %s → %i', (maxTokens, ctxLimit, threshold) => {
    expect(deferThreshold(caps(maxTokens, 32, ctxLimit))).toBe(threshold);
  });
});

describe(selectActiveSet, () => {
  const catalog = [tool('a', 40), core('b', 30), tool('c', 30)];

  it('advertises every permitted entry at equality (tokens = threshold, count = max_tools)', () => {
    const { activeSet } = selectActiveSet(
      [...catalog, tool('d', 5, { permitted: false })],
      BRIDGES,
      ['a'],
      caps(100, 3),
    );
    expect(activeSet).toMatchObject({ names: ['a', 'b', 'c'], deferred: false, advertised_tokens: 100 });
    expect(activeSet.definitions.every((d) => !d.bridge)).toBe(true);
  });

  it('lists a repeated core name once, counting the first entry and showing the last one (§7)', () => {
    const dup = [
      core('read_file', 14, { capability_id: 'builtin.read_file' }),
      core('read_file', 50),
      tool('z', 999),
    ];
    const { activeSet } = selectActiveSet(dup, BRIDGES, [], caps(100, 32));
    expect(activeSet.names).toEqual(['read_file', 'tool_search', 'tool_describe', 'tool_call']);
    expect(activeSet.definitions[0]).toMatchObject({
      capability_id: 'builtin.read_file',
      est_schema_tokens: 50,
    });
    expect(activeSet.advertised_tokens).toBe(14 + 30);
  });

  it('defers one token past the threshold', () => {
    const { activeSet } = selectActiveSet(catalog, BRIDGES, [], caps(99, 3));
    expect(activeSet).toMatchObject({
      names: ['b', 'tool_search', 'tool_describe', 'tool_call'],
      deferred: true,
    });
    expect(activeSet.advertised_tokens).toBe(60);
  });

  it('defers one tool past max_tools', () => {
    const { activeSet } = selectActiveSet(catalog, BRIDGES, [], caps(100, 2));
    expect(activeSet.deferred).toBe(true);
  });

  it('applies the ctx_limit threshold: floor(ctx_limit / 10) when lower', () => {
    expect(selectActiveSet(catalog, BRIDGES, [], caps(12000, 32, 1009)).activeSet.deferred).toBe(false);
    expect(selectActiveSet(catalog, BRIDGES, [], caps(12000, 32, 999)).activeSet.deferred).toBe(true);
  });

  it('counts only permitted entries towards the caps', () => {
    const withDenied = [...catalog, tool('huge', 10_000, { permitted: false })];
    expect(selectActiveSet(withDenied, BRIDGES, [], caps(100, 3)).activeSet.deferred).toBe(false);
  });

  /** A large discoverable tool nobody promotes: it pushes the catalog over the threshold. */
  const heavy = tool('heavy', 1000);

  it('when deferred: permitted core entries (even past the caps), then the bridges, then promotions in order', () => {
    const list = [
      core('c1', 50),
      heavy,
      tool('p1', 1),
      core('c2', 50),
      core('c3', 50, { permitted: false }),
      tool('p2', 1),
    ];
    // 100 core tokens + 30 bridge tokens are already over the threshold of 10: core is kept, promotions are not.
    const tight = selectActiveSet(list, BRIDGES, ['p2', 'p1'], caps(10, 1));
    expect(tight.activeSet.names).toEqual(['c1', 'c2', 'tool_search', 'tool_describe', 'tool_call']);
    expect(tight.activeSet.advertised_tokens).toBe(130);
    // With room for both: 100 + 30 + 1 + 1 = 132.
    const { activeSet } = selectActiveSet(list, BRIDGES, ['p2', 'p1'], caps(132, 7));
    expect(activeSet.deferred).toBe(true);
    expect(activeSet.names).toEqual(['c1', 'c2', 'tool_search', 'tool_describe', 'tool_call', 'p2', 'p1']);
    expect(activeSet.definitions.map((d) => d.bridge)).toEqual([
      false,
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(activeSet.advertised_tokens).toBe(132);
  });

  it('skips unknown, denied and already listed promotions and goes on', () => {
    const list = [
      core('c', 10),
      tool('d', 10, { permitted: false }),
      heavy,
      tool('p', 10),
      tool('q', 10),
      tool('r', 10),
    ];
    const { activeSet, explanation } = selectActiveSet(
      list,
      BRIDGES,
      ['ghost', 'd', 'c', 'tool_search', 'p', 'p', 'q'],
      caps(70, 10),
    );
    expect(activeSet.names).toEqual(['c', 'tool_search', 'tool_describe', 'tool_call', 'p', 'q']);
    expect(explanation.promotions.map((p) => p.outcome)).toEqual([
      'not_in_catalog',
      'not_permitted',
      'already_listed',
      // A bridge name is not a catalog entry.
      'not_in_catalog',
      'advertised',
      'already_listed',
      'advertised',
    ]);
  });

  it('stops at the count cap: a later promotion is not tried', () => {
    const list = [core('c', 10), tool('p', 10), tool('q', 10), tool('r', 10), tool('s', 10), tool('t', 10)];
    const { activeSet, explanation } = selectActiveSet(
      list,
      BRIDGES,
      ['p', 'q', 'ghost', 'r'],
      caps(1000, 5),
    );
    // c + 3 bridges + p = 5 = max_tools: q meets the cap and ends the list.
    expect(activeSet.names).toEqual(['c', 'tool_search', 'tool_describe', 'tool_call', 'p']);
    expect(explanation.promotions.map((p) => p.outcome)).toEqual([
      'advertised',
      'count_cap',
      'not_reached',
      'not_reached',
    ]);
  });

  it('stops at the token cap: a later, smaller promotion is NOT tried', () => {
    const list = [core('c', 10), heavy, tool('big', 61), tool('small', 1)];
    // Threshold 100: c + bridges = 40; big would make 101.
    const { activeSet, explanation } = selectActiveSet(list, BRIDGES, ['big', 'small'], caps(100, 32));
    expect(activeSet.deferred).toBe(true);
    expect(activeSet.names).toEqual(['c', 'tool_search', 'tool_describe', 'tool_call']);
    expect(activeSet.advertised_tokens).toBe(40);
    expect(explanation.promotions.map((p) => p.outcome)).toEqual(['token_cap', 'not_reached']);
    // One token less and it fits exactly (40 + 60 = 100); then the small one breaks.
    const exact = selectActiveSet(
      list.map((e) => (e.name === 'big' ? { ...e, tokens: 60 } : e)),
      BRIDGES,
      ['big', 'small'],
      caps(100, 32),
    );
    expect(exact.activeSet.names.slice(4)).toEqual(['big']);
    expect(exact.activeSet.advertised_tokens).toBe(100);
  });

  it('saturates token sums at 4294967295', () => {
    const list = [tool('a', 3_000_000_000), tool('b', 3_000_000_000)];
    const { activeSet, explanation } = selectActiveSet(list, BRIDGES, [], caps(U32_MAX, 32));
    expect(explanation.effective_tokens).toBe(U32_MAX);
    // The saturated sum equals the threshold, so nothing is deferred.
    expect(activeSet).toMatchObject({ deferred: false, advertised_tokens: U32_MAX });
    const deferred = selectActiveSet([core('c', U32_MAX), ...list], BRIDGES, [], caps(U32_MAX - 1, 32));
    expect(deferred.activeSet.advertised_tokens).toBe(U32_MAX);
  });

  it('compares max_tools past 2^53 exactly', () => {
    const { activeSet } = selectActiveSet(catalog, BRIDGES, [], {
      maxTokens: 100,
      maxTools: 2n ** 64n - 1n,
      ctxLimit: null,
    });
    expect(activeSet.deferred).toBe(false);
  });
});
