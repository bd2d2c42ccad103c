import type { NamespaceGroup } from './namespaces.ts';
import type { IndexExplanation } from './report/report.ts';

/**
 * Fair namespace rounds (DISCLOSURE.md §6, namespace index step 5): the index's
 * representatives are taken a round at a time, one tool from each namespace per
 * round, so a large namespace cannot crowd the others out of the budget.
 */

type FairRounds = IndexExplanation['rounds'];
type RoundTool = FairRounds[number]['tools'][number];

/** Every tool with the round it belongs to: round r holds the r-th tool of each namespace. */
export function fairRounds(namespaces: readonly NamespaceGroup[]): FairRounds {
  return namespaces.map((g) => ({
    namespace: g.namespace,
    tools: g.tool_names.map((name, round) => ({ name, round, shown: false })),
  }));
}

/** Round 0 takes the first tool of every namespace (in namespace order), round 1 the second, … */
export function* byRound(rounds: FairRounds): Generator<{ namespace: string; tool: RoundTool }[]> {
  const depth = rounds.reduce((max, r) => Math.max(max, r.tools.length), 0);
  for (let r = 0; r < depth; r++) {
    const round: { namespace: string; tool: RoundTool }[] = [];
    for (const group of rounds) {
      const tool = group.tools[r];
      if (tool) round.push({ namespace: group.namespace, tool });
    }
    yield round;
  }
}
