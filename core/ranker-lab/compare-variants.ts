import {
  computeRelevanceMetrics,
  type JudgedCorpus,
  type QueryRelevance,
  RELEVANCE_LIMIT,
  type RelevanceMetrics,
} from '../discovery/relevance.ts';
import {
  buildLabIndex,
  explainLab,
  type LabIndex,
  rankLab,
  type TermScore,
  type VariantName,
  variantLabel,
} from './ranker-lab.ts';

/**
 * A variant's figures beside IronClaw's on one judged corpus: the same metrics the
 * relevance lab gives tool_search, the queries it ranks better and worse (by the
 * rank of the first judged tool), and for one query the term-by-term score of both.
 * Every row but IronClaw's is labelled as not IronClaw's behaviour.
 */

export const NOT_IRONCLAW = 'not IronClaw’s behaviour: a lab variant';

export interface VariantRow {
  label: string;
  variants: VariantName[];
  /** True for the baseline only: IronClaw's own ranking, reproduced exactly. */
  ironclaw: boolean;
  note: string;
  metrics: RelevanceMetrics;
}

export interface QueryMove {
  index: number;
  query: string;
  /** Rank of the first judged tool, null when not in the first RELEVANCE_LIMIT. */
  ironclaw_rank: number | null;
  variant_rank: number | null;
}

export interface VariantComparison {
  baseline: VariantRow;
  variant: VariantRow;
  won: QueryMove[];
  lost: QueryMove[];
}

function firstJudgedRank(q: QueryRelevance): number | null {
  const ranks = q.judged.map((j) => j.rank).filter((r): r is number => r !== null);
  return ranks.length === 0 ? null : Math.min(...ranks);
}

interface Evaluated {
  row: VariantRow;
  queries: QueryRelevance[];
  index: LabIndex;
}

const cache = new WeakMap<JudgedCorpus, Map<string, Evaluated>>();

function evaluate(corpus: JudgedCorpus, variants: VariantName[]): Evaluated {
  const label = variantLabel(variants);
  let byLabel = cache.get(corpus);
  if (!byLabel) {
    byLabel = new Map();
    cache.set(corpus, byLabel);
  }
  const held = byLabel.get(label);
  if (held) return held;
  const index = buildLabIndex(corpus.tools, variants);
  const { metrics, queries } = computeRelevanceMetrics(corpus.intents, (query) =>
    rankLab(index, query, RELEVANCE_LIMIT).map((h) => h.name),
  );
  const ironclaw = variants.length === 0;
  const row: VariantRow = {
    label,
    variants,
    ironclaw,
    note: ironclaw ? 'IronClaw’s tool_search, as it ranks' : NOT_IRONCLAW,
    metrics,
  };
  const made = { row, queries, index };
  byLabel.set(label, made);
  return made;
}

/** The variant (one rule or several together) against IronClaw's ranking of the same corpus. */
export function compareVariant(corpus: JudgedCorpus, variants: readonly VariantName[]): VariantComparison {
  const base = evaluate(corpus, []);
  const other = evaluate(corpus, [...variants]);
  const won: QueryMove[] = [];
  const lost: QueryMove[] = [];
  base.queries.forEach((q, i) => {
    if (q.no_match_ok !== null) return;
    const before = firstJudgedRank(q);
    const after = firstJudgedRank(other.queries[i]!);
    if (before === after) return;
    const move = { index: q.index, query: q.query, ironclaw_rank: before, variant_rank: after };
    const better = after !== null && (before === null || after < before);
    (better ? won : lost).push(move);
  });
  // Biggest moves first: a tool brought in from nowhere, then by how far it moved.
  const size = (m: QueryMove) => Math.abs((m.ironclaw_rank ?? 11) - (m.variant_rank ?? 11));
  won.sort((a, b) => size(b) - size(a) || a.index - b.index);
  lost.sort((a, b) => size(b) - size(a) || a.index - b.index);
  return { baseline: base.row, variant: other.row, won, lost };
}

/** One query's term-by-term score of one tool, under IronClaw's rules and under the variant's. */
export function explainBoth(
  corpus: JudgedCorpus,
  variants: readonly VariantName[],
  query: string,
  toolName: string,
): {
  ironclaw: { score: number; rank: number | null; terms: TermScore[] } | null;
  variant: { score: number; rank: number | null; terms: TermScore[] } | null;
} {
  const side = (v: VariantName[]) => {
    const { index } = evaluate(corpus, v);
    const explained = explainLab(index, query, toolName);
    if (!explained) return null;
    const at = rankLab(index, query).findIndex((h) => h.name === toolName);
    return { score: explained.score, rank: at < 0 ? null : at + 1, terms: explained.terms };
  };
  return { ironclaw: side([]), variant: side([...variants]) };
}
