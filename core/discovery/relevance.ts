import { isJsonObject, JsonNumber, type JsonValue } from '../json/json-value.ts';
import type { ToolDefinition } from '../report/report.ts';
import { buildSearchIndex } from '../search/bm25f-index.ts';
import { searchIndex } from '../search/search.ts';
import { compareBytes } from '../text/text.ts';
import { createWorkBudget, type WorkStop, walkWithin } from '../work-budget.ts';

/**
 * Retrieval quality of a ranking function on a judged corpus, with the metrics
 * upstream's tool_search gates use (spec/relevance/README.md, DISCLOSURE.md §10).
 */

interface JudgedTool extends ToolDefinition {
  kind: string;
}

export interface JudgedIntent {
  class: string;
  query: string;
  /** Tool name → grade 1–3; empty means nothing should match. */
  relevance: ReadonlyMap<string, number>;
}

export interface JudgedCorpus {
  tools: JudgedTool[];
  intents: JudgedIntent[];
}

type CorpusParseResult = { ok: true; corpus: JudgedCorpus } | { ok: false; error: string };

export function parseJudgedCorpus(value: JsonValue): CorpusParseResult {
  if (!isJsonObject(value) || !Array.isArray(value.tools) || !Array.isArray(value.intents)) {
    return { ok: false, error: 'a judged corpus is an object with `tools` and `intents` arrays' };
  }
  const tools: JudgedTool[] = [];
  for (const [i, tool] of value.tools.entries()) {
    if (!isJsonObject(tool)) return { ok: false, error: `tools[${i}] is not an object` };
    const { kind, capability_id, name, description, parameters, verified } = tool;
    if (
      typeof kind !== 'string' ||
      typeof capability_id !== 'string' ||
      typeof name !== 'string' ||
      typeof description !== 'string' ||
      parameters === undefined ||
      (verified !== undefined && typeof verified !== 'boolean')
    ) {
      return {
        ok: false,
        error: `tools[${i}] needs string kind, capability_id, name, description and parameters`,
      };
    }
    tools.push({ kind, capability_id, name, description, parameters, verified: verified === true });
  }
  const intents: JudgedIntent[] = [];
  for (const [i, intent] of value.intents.entries()) {
    if (!isJsonObject(intent) || typeof intent.class !== 'string' || typeof intent.query !== 'string') {
      return { ok: false, error: `intents[${i}] needs string class and query` };
    }
    if (!isJsonObject(intent.relevance))
      return { ok: false, error: `intents[${i}].relevance is not an object` };
    const relevance = new Map<string, number>();
    for (const [toolName, grade] of Object.entries(intent.relevance)) {
      const value = grade instanceof JsonNumber ? Number(grade.raw) : Number.NaN;
      if (!Number.isInteger(value) || value < 1 || value > 3) {
        return { ok: false, error: `intents[${i}].relevance["${toolName}"] is not a grade 1–3` };
      }
      relevance.set(toolName, value);
    }
    intents.push({ class: intent.class, query: intent.query, relevance });
  }
  return { ok: true, corpus: { tools, intents } };
}

export interface RelevanceMetrics {
  /** Means over judged queries; null when there is none. */
  recall_at_1: number | null;
  recall_at_5: number | null;
  recall_at_10: number | null;
  mrr: number | null;
  ndcg_at_10: number | null;
  /** 1 when there is no no-match query, as upstream has it. */
  no_match_accuracy: number;
  judged_query_count: number;
  no_match_query_count: number;
}

interface RankedTool {
  name: string;
  rank: number; // 1-based
  /** The judged grade, null for a tool the intent does not judge. */
  grade: number | null;
}

export interface QueryRelevance {
  /** Position of the intent in the corpus. */
  index: number;
  class: string;
  query: string;
  ranking: RankedTool[];
  /** The judged tools, highest grade first, with their rank in the ranking (null when missing). */
  judged: { name: string; grade: number; rank: number | null }[];
  /** Null for a no-match intent. */
  recall_at_1: number | null;
  recall_at_5: number | null;
  recall_at_10: number | null;
  reciprocal_rank: number | null;
  ndcg_at_10: number | null;
  /** For a no-match intent: whether nothing was returned. Null otherwise. */
  no_match_ok: boolean | null;
  /** nDCG@10 for a judged intent, 1 or 0 for a no-match intent; lower is worse. */
  quality: number;
}

interface RelevanceEvaluation {
  metrics: RelevanceMetrics;
  queries: QueryRelevance[];
  /** The intents the work budget left unranked (core/work-budget.ts); the figures are of those ranked. */
  stopped?: WorkStop;
}

function recallAt(ranking: readonly string[], relevance: ReadonlyMap<string, number>, k: number): number {
  const retrieved = ranking.slice(0, k).filter((name) => relevance.has(name)).length;
  return retrieved / relevance.size;
}

function discountedGain(grade: number, zeroBasedRank: number): number {
  return (2 ** grade - 1) / Math.log2(zeroBasedRank + 2);
}

function ndcgAt(ranking: readonly string[], relevance: ReadonlyMap<string, number>, k: number): number {
  let dcg = 0;
  ranking.slice(0, k).forEach((name, rank) => {
    dcg += discountedGain(relevance.get(name) ?? 0, rank);
  });
  let ideal = 0;
  [...relevance.values()]
    .sort((a, b) => b - a)
    .slice(0, k)
    .forEach((grade, rank) => {
      ideal += discountedGain(grade, rank);
    });
  return ideal === 0 ? 0 : dcg / ideal;
}

/** Sums in query order, as upstream's iterator sums do, so the figures match to the bit. */
function meanOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

export function computeRelevanceMetrics(
  intents: readonly JudgedIntent[],
  rank: (query: string, intentIndex: number) => readonly string[],
): RelevanceEvaluation {
  const queries = intents.map((intent, index): QueryRelevance => {
    const names = rank(intent.query, index);
    const ranking = names.map((name, i) => ({
      name,
      rank: i + 1,
      grade: intent.relevance.get(name) ?? null,
    }));
    const judged = [...intent.relevance]
      .map(([name, grade]) => {
        const position = names.indexOf(name);
        return { name, grade, rank: position < 0 ? null : position + 1 };
      })
      .sort((a, b) => b.grade - a.grade || compareBytes(a.name, b.name));
    const base = { index, class: intent.class, query: intent.query, ranking, judged };
    if (intent.relevance.size === 0) {
      const ok = names.length === 0;
      return {
        ...base,
        recall_at_1: null,
        recall_at_5: null,
        recall_at_10: null,
        reciprocal_rank: null,
        ndcg_at_10: null,
        no_match_ok: ok,
        quality: ok ? 1 : 0,
      };
    }
    const first = names.findIndex((name) => intent.relevance.has(name));
    const ndcg = ndcgAt(names, intent.relevance, 10);
    return {
      ...base,
      recall_at_1: recallAt(names, intent.relevance, 1),
      recall_at_5: recallAt(names, intent.relevance, 5),
      recall_at_10: recallAt(names, intent.relevance, 10),
      reciprocal_rank: first < 0 ? 0 : 1 / (first + 1),
      ndcg_at_10: ndcg,
      no_match_ok: null,
      quality: ndcg,
    };
  });

  const judged = queries.filter((q) => q.no_match_ok === null);
  const noMatch = queries.filter((q) => q.no_match_ok !== null);
  const pick = (key: 'recall_at_1' | 'recall_at_5' | 'recall_at_10' | 'reciprocal_rank' | 'ndcg_at_10') =>
    meanOf(judged.map((q) => q[key] as number));
  return {
    metrics: {
      recall_at_1: pick('recall_at_1'),
      recall_at_5: pick('recall_at_5'),
      recall_at_10: pick('recall_at_10'),
      mrr: pick('reciprocal_rank'),
      ndcg_at_10: pick('ndcg_at_10'),
      no_match_accuracy:
        noMatch.length === 0 ? 1 : noMatch.filter((q) => q.no_match_ok).length / noMatch.length,
      judged_query_count: judged.length,
      no_match_query_count: noMatch.length,
    },
    queries,
  };
}

/** Worst first, as upstream reports them: lowest quality, then query in byte order. */
export function sortWorstFirst(queries: readonly QueryRelevance[]): QueryRelevance[] {
  return [...queries].sort((a, b) => a.quality - b.quality || compareBytes(a.query, b.query));
}

/** Upstream runs every intent at this limit (spec/relevance/README.md). */
export const RELEVANCE_LIMIT = 10;

/** Ranks every intent with tool_search's own index over the corpus tools, then scores the rankings. */
export function evaluateJudgedCorpus(corpus: JudgedCorpus, limit = RELEVANCE_LIMIT): RelevanceEvaluation {
  const index = buildSearchIndex(corpus.tools);
  // One search per intent: a pasted corpus may hold any number, so they are ranked within the budget.
  const budget = createWorkBudget();
  const { results: rankings, stop } = walkWithin(budget, INTENTS, corpus.intents, (intent) => {
    const ranking = searchIndex(index, intent.query, limit);
    budget.spend(ranking.scored_count + ranking.names.length, 0);
    return ranking.names;
  });
  const evaluation = computeRelevanceMetrics(
    corpus.intents.slice(0, rankings.length),
    (_, i) => rankings[i]!,
  );
  return stop ? { ...evaluation, stopped: stop } : evaluation;
}

const INTENTS = { list: 'intents', noun: 'intents' };

/**
 * The judged corpora the playground's relevance lab and `disclosure relevance` offer, by
 * one set of ids. The files live in data/relevance/ (data/relevance/README.md says where
 * each comes from); the app bundles them lazily, the CLI reads them beside itself.
 */
export const RELEVANCE_PRESETS = [
  { id: 'upstream', file: 'upstream-corpus.json', label: 'Upstream corpus (50 tools, 72 intents)' },
  { id: 'scale-100', file: 'scale-100-corpus.json', label: 'Padded to 100 tools (scale_100)' },
  { id: 'scale-500', file: 'scale-500-corpus.json', label: 'Padded to 500 tools (scale_500)' },
  { id: 'scale-1000', file: 'scale-1000-corpus.json', label: 'Padded to 1,000 tools (scale_1000)' },
  { id: 'metatool', file: 'metatool-corpus.json', label: 'MetaTool (199 tools, 1,988 queries)' },
  { id: 'github', file: 'github-judged-corpus.json', label: 'GitHub preset, 36 written requests' },
  {
    id: 'real-servers',
    file: 'real-servers-judged-corpus.json',
    label: '13 real servers, 56 written requests',
  },
] as const;

export type RelevancePresetId = (typeof RELEVANCE_PRESETS)[number]['id'];
