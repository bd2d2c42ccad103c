import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { specPath, tryLoad } from '../../test-support/vectors.ts';
import { parseJson } from '../json/json-parse.ts';
import { isJsonObject, JsonNumber, type JsonObject, type JsonValue } from '../json/json-value.ts';
import type { ToolDefinition } from '../report/report.ts';
import { buildSearchIndex } from '../search/bm25f-index.ts';
import { searchIndex } from '../search/search.ts';
import {
  computeRelevanceMetrics,
  type JudgedIntent,
  parseJudgedCorpus,
  type RelevanceMetrics,
  sortWorstFirst,
} from './relevance.ts';

/** A file of the reference spec (spec/ or DISCLOSURE_SPEC_DIR), parsed keeping exact numbers. */
function readJson(relativePath: string): JsonValue {
  const path = specPath(relativePath);
  const bytes = readFileSync(path);
  const text = path.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
  const parsed = parseJson(text);
  if (!parsed.ok) throw new Error(`${path}: ${parsed.error}`);
  return parsed.value;
}

function asNumber(value: JsonValue | undefined): number {
  if (!(value instanceof JsonNumber)) throw new Error(`expected a number, got ${JSON.stringify(value)}`);
  return Number(value.raw);
}

/** The fixture scenarios hold valid definitions only; `verified` is optional. */
function fixtureDefinitions(fixture: JsonValue): ToolDefinition[] {
  const scenario = (fixture as JsonObject).scenario as JsonObject;
  return (scenario.definitions as JsonObject[]).map((d) => ({
    capability_id: d.capability_id as string,
    name: d.name as string,
    description: d.description as string,
    parameters: d.parameters!,
    verified: d.verified === true,
  }));
}

/** The names upstream ranked for each query of a fixture, in query order. */
function expectedRankings(fixture: JsonValue): string[][] {
  const searches = ((fixture as JsonObject).expected as JsonObject).searches as JsonObject[];
  return searches.map((search) => (search.index as JsonObject).names as string[]);
}

function rankWithIndex(definitions: readonly ToolDefinition[]): (query: string) => string[] {
  const index = buildSearchIndex(definitions);
  return (query) => searchIndex(index, query, 10).names;
}

const METRIC_KEYS = [
  'recall_at_1',
  'recall_at_5',
  'recall_at_10',
  'mrr',
  'ndcg_at_10',
  'no_match_accuracy',
] as const;

function metricsFromFile(quality: JsonObject): Record<(typeof METRIC_KEYS)[number], number> {
  return Object.fromEntries(METRIC_KEYS.map((key) => [key, asNumber(quality[key])])) as Record<
    (typeof METRIC_KEYS)[number],
    number
  >;
}

function pickMetrics(metrics: RelevanceMetrics): Record<string, number | null> {
  return Object.fromEntries(METRIC_KEYS.map((key) => [key, metrics[key]]));
}

const intent = (query: string, relevance: Record<string, number>, cls = 'test'): JudgedIntent => ({
  class: cls,
  query,
  relevance: new Map(Object.entries(relevance)),
});

describe(computeRelevanceMetrics, () => {
  it('computes recall, reciprocal rank, nDCG and no-match accuracy as the corpus README defines them', () => {
    const rankings: Record<string, string[]> = {
      two: ['x', 'a', 'y', 'b'],
      none: [],
      miss: ['z'],
      quiet: [],
      noisy: ['a'],
    };
    const { metrics, queries } = computeRelevanceMetrics(
      [
        intent('two', { a: 3, b: 1 }),
        intent('none', { a: 2 }),
        intent('miss', { a: 1 }),
        intent('quiet', {}),
        intent('noisy', {}),
      ],
      (query) => rankings[query]!,
    );
    const two = queries[0]!;
    expect(two.recall_at_1).toBe(0);
    expect(two.recall_at_5).toBe(1);
    expect(two.reciprocal_rank).toBe(1 / 2);
    const dcg = 7 / Math.log2(3) + 1 / Math.log2(5);
    const ideal = 7 / Math.log2(2) + 1 / Math.log2(3);
    expect(two.ndcg_at_10).toBe(dcg / ideal);
    expect(two.ranking.map((r) => r.grade)).toEqual([null, 3, null, 1]);
    expect(two.judged).toEqual([
      { name: 'a', grade: 3, rank: 2 },
      { name: 'b', grade: 1, rank: 4 },
    ]);
    expect(queries[1]!.reciprocal_rank).toBe(0);
    expect(metrics.recall_at_5).toBe(1 / 3);
    expect(metrics.mrr).toBe(0.5 / 3);
    expect(metrics.no_match_accuracy).toBe(0.5);
    expect(metrics.judged_query_count).toBe(3);
    expect(metrics.no_match_query_count).toBe(2);
    expect(sortWorstFirst(queries).map((q) => q.query)).toEqual(['miss', 'noisy', 'none', 'two', 'quiet']);
  });

  it('has no judged means without judged queries, and full no-match accuracy without no-match queries', () => {
    expect(computeRelevanceMetrics([], () => []).metrics).toMatchObject({
      recall_at_1: null,
      mrr: null,
      no_match_accuracy: 1,
    });
  });
});

describe(parseJudgedCorpus, () => {
  it('rejects a grade outside 1–3 instead of throwing', () => {
    const value = parseJson('{"tools":[],"intents":[{"class":"c","query":"q","relevance":{"t":4}}]}');
    expect(value.ok && parseJudgedCorpus(value.value)).toMatchObject({ ok: false });
  });
});

describe('the upstream relevance corpus', () => {
  const loaded = tryLoad(() => {
    const corpusResult = parseJudgedCorpus(readJson('relevance/tool_search_relevance.json'));
    if (!corpusResult.ok) throw new Error(corpusResult.error);
    const baseline = readJson('relevance/tool_search_scale_baseline.json') as JsonObject;
    return { ...corpusResult.corpus, cases: baseline.cases as JsonObject[] };
  });
  const { tools, intents, cases } = loaded.ok ? loaded.value : { tools: [], intents: [], cases: [] };
  const fixture = (name: string) => readJson(`vectors/fixtures/${name}.json.gz`);

  it('finds the corpus and the scale baseline', () => {
    if (!loaded.ok) expect.fail(loaded.reason);
  });

  it('ranks the 50 judged tools as upstream does and passes its quality gates', () => {
    const relevance = fixture('relevance');
    const ours = computeRelevanceMetrics(intents, rankWithIndex(tools));
    const queryRankings = expectedRankings(relevance);
    const upstream = computeRelevanceMetrics(intents, (_query, i) => queryRankings[i]!);
    expect(ours.queries.map((q) => q.ranking.map((r) => r.name))).toEqual(queryRankings);
    expect(pickMetrics(ours.metrics)).toEqual(pickMetrics(upstream.metrics));
    // The gates of upstream's committed_corpus_quality_gate test.
    const m = ours.metrics;
    expect(m.recall_at_1).toBeGreaterThanOrEqual(0.75);
    expect(m.recall_at_5).toBeGreaterThanOrEqual(0.9);
    expect(m.recall_at_10).toBeGreaterThanOrEqual(0.95);
    expect(m.mrr).toBeGreaterThanOrEqual(0.85);
    expect(m.ndcg_at_10).toBeGreaterThanOrEqual(0.9);
    expect(m.no_match_accuracy).toBe(1);
  });

  it.each(cases.map((c) => [asNumber(c.tool_count), c.quality as JsonObject] as const))(
    'reproduces the %i-tool scale baseline exactly',
    (toolCount, quality) => {
      expect(isJsonObject(quality)).toBe(true);
      const scaled = fixture(`scale_${toolCount}`);
      const definitions = fixtureDefinitions(scaled);
      expect(definitions).toHaveLength(toolCount);
      const { metrics } = computeRelevanceMetrics(intents, rankWithIndex(definitions));
      expect(pickMetrics(metrics)).toEqual(metricsFromFile(quality));
      const queryRankings = expectedRankings(scaled);
      const fromUpstreamRankings = computeRelevanceMetrics(intents, (_query, i) => queryRankings[i]!);
      expect(pickMetrics(fromUpstreamRankings.metrics)).toEqual(metricsFromFile(quality));
    },
  );
});
