import type { CatalogEntry } from '../catalog.ts';
import type { SearchIndex } from '../search/bm25f-index.ts';
import { compareBytes } from '../text/text.ts';
import type { WorkBudget } from '../work-budget.ts';

/**
 * Tools the planner proposes to leave out, each with why (docs/planning.md): a
 * proposal for a person to decide, never applied by the plan. Unused and
 * unjudged needs `usage` to say so (without it nothing is known unused); a
 * near-duplicate shares at least `share` of its index words with a tool of its
 * namespace that is needed as much or more.
 */
export interface LeaveOut {
  tool: string;
  why: 'unused_unjudged' | 'near_duplicate';
  /** The tool it nearly duplicates. */
  of: string | null;
  detail: string;
}

interface LeaveOutInput {
  catalog: readonly CatalogEntry[];
  index: SearchIndex;
  /** Judged weight and calls per tool name. */
  need: ReadonlyMap<string, number>;
  usage: ReadonlyMap<string, number> | null;
  share: number;
  budget: WorkBudget;
}

export function proposeLeaveOuts(input: LeaveOutInput): LeaveOut[] {
  const { catalog, need, usage } = input;
  const out: LeaveOut[] = [];
  const discoverable = catalog.filter((e) => e.tier === 'discoverable');
  const demand = (name: string) => (need.get(name) ?? 0) + (usage?.get(name) ?? 0);
  if (usage !== null)
    for (const e of discoverable) {
      const name = e.definition.name;
      if (demand(name) === 0)
        out.push({
          tool: name,
          why: 'unused_unjudged',
          of: null,
          detail: `no call in usage and no judged query expects ${name}`,
        });
    }
  const named = new Set(out.map((o) => o.tool));
  for (const pair of nearDuplicates(input, discoverable)) {
    // The one needed less goes; alike, the later name in byte order.
    const [keep, drop] =
      demand(pair.a) > demand(pair.b) ||
      (demand(pair.a) === demand(pair.b) && compareBytes(pair.a, pair.b) < 0)
        ? [pair.a, pair.b]
        : [pair.b, pair.a];
    if (named.has(drop) || named.has(keep)) continue;
    named.add(drop);
    out.push({
      tool: drop,
      why: 'near_duplicate',
      of: keep,
      detail: `${Math.round(pair.share * 100)} % of its index words are ${keep}’s too`,
    });
  }
  return out;
}

/** Pairs of one namespace whose index words overlap by at least `share` (Jaccard), within the work budget. */
function nearDuplicates(
  { index, share, budget }: LeaveOutInput,
  discoverable: readonly CatalogEntry[],
): { a: string; b: string; share: number }[] {
  const documents = new Map(index.documents.map((d) => [`${d.capability_id}\u0000${d.name}`, d]));
  const byNamespace = new Map<string, { name: string; terms: ReadonlySet<string> }[]>();
  for (const e of discoverable) {
    const d = documents.get(`${e.definition.capability_id}\u0000${e.definition.name}`);
    if (!d) continue;
    const ns = e.definition.capability_id.split('.')[0]!;
    if (!byNamespace.has(ns)) byNamespace.set(ns, []);
    byNamespace.get(ns)!.push({ name: d.name, terms: new Set(d.terms.keys()) });
  }
  const pairs: { a: string; b: string; share: number }[] = [];
  for (const tools of byNamespace.values())
    for (let i = 0; i < tools.length; i++) {
      if (!budget.open()) return pairs;
      for (let j = i + 1; j < tools.length; j++) {
        const s = jaccard(tools[i]!.terms, tools[j]!.terms);
        if (s >= share) pairs.push({ a: tools[i]!.name, b: tools[j]!.name, share: s });
      }
      budget.spend(tools.length - i - 1, 0);
    }
  return pairs;
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let both = 0;
  for (const t of a) if (b.has(t)) both++;
  const either = a.size + b.size - both;
  return either === 0 ? 0 : both / either;
}
