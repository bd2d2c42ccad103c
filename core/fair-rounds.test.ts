import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byRound, fairRounds } from './fair-rounds.ts';

const names = (round: { namespace: string; tool: { name: string } }[]) => round.map(({ tool }) => tool.name);

describe(fairRounds, () => {
  it('gives each tool the round of its place in its namespace, none shown yet', () => {
    expect(
      fairRounds([
        { namespace: 'a', tool_names: ['a1', 'a2'] },
        { namespace: 'b', tool_names: ['b1'] },
      ]),
    ).toEqual([
      {
        namespace: 'a',
        tools: [
          { name: 'a1', round: 0, shown: false },
          { name: 'a2', round: 1, shown: false },
        ],
      },
      { namespace: 'b', tools: [{ name: 'b1', round: 0, shown: false }] },
    ]);
  });
});

describe(byRound, () => {
  it('takes the r-th tool of every namespace that has one in round r, in namespace order', () => {
    const rounds = fairRounds([
      { namespace: 'a', tool_names: ['a1', 'a2', 'a3'] },
      { namespace: 'b', tool_names: ['b1'] },
      { namespace: 'c', tool_names: ['c1', 'c2'] },
    ]);
    expect([...byRound(rounds)].map(names)).toEqual([['a1', 'b1', 'c1'], ['a2', 'c2'], ['a3']]);
  });

  it('has no round for no namespaces', () => {
    expect([...byRound(fairRounds([]))]).toEqual([]);
  });

  it('yields every tool once, each in its own round, and no namespace twice in a round', () => {
    const groups = fc
      .array(fc.array(fc.string({ maxLength: 3 }), { maxLength: 6 }), { maxLength: 6 })
      .map((lists) => lists.map((tool_names, i) => ({ namespace: `ns${i}`, tool_names })));
    fc.assert(
      fc.property(groups, (namespaces) => {
        const rounds = [...byRound(fairRounds(namespaces))];
        rounds.forEach((round, r) => {
          expect(round.every(({ tool }) => tool.round === r)).toBe(true);
          const order = round.map(({ namespace }) => namespace);
          expect(order).toEqual(namespaces.filter((g) => g.tool_names.length > r).map((g) => g.namespace));
        });
        const total = namespaces.reduce((n, g) => n + g.tool_names.length, 0);
        expect(rounds.flat()).toHaveLength(total);
      }),
    );
  });
});
