import { parseJson } from '../../core/json-value.ts';
import { computeRelevanceMetrics, parseJudgedCorpus, sortWorstFirst } from '../../core/relevance.ts';
import { buildSearchIndex } from '../../core/search/bm25f-index.ts';
import { searchIndex } from '../../core/search/search.ts';
import type { RelevanceAnswer, RelevanceSource } from './discovery-protocol.ts';
import { findRelevancePreset } from './relevance-presets.ts';

/** Upstream runs every intent at this limit (spec/relevance/README.md). */
const RELEVANCE_LIMIT = 10;

/**
 * Ranks every intent of a judged corpus with tool_search's own index and scores
 * the rankings; the figures are computed here, never read from a baseline file.
 */
export function answerRelevanceText(text: string): RelevanceAnswer {
  const parsed = parseJson(text);
  if (!parsed.ok)
    return { ok: false, error: `the corpus is not JSON (line ${parsed.line}): ${parsed.error}` };
  const corpus = parseJudgedCorpus(parsed.value);
  if (!corpus.ok) return corpus;
  const index = buildSearchIndex(corpus.corpus.tools);
  const evaluation = computeRelevanceMetrics(
    corpus.corpus.intents,
    (query) => searchIndex(index, query, RELEVANCE_LIMIT).names,
  );
  return {
    ok: true,
    view: {
      tool_count: corpus.corpus.tools.length,
      metrics: evaluation.metrics,
      worst_first: sortWorstFirst(evaluation.queries),
    },
  };
}

export async function answerRelevance(source: RelevanceSource): Promise<RelevanceAnswer> {
  if ('text' in source) return answerRelevanceText(source.text);
  const preset = findRelevancePreset(source.preset);
  if (!preset) return { ok: false, error: `no preset "${source.preset}"` };
  try {
    return answerRelevanceText(await preset.load());
  } catch (err) {
    return {
      ok: false,
      error: `the preset could not be loaded: ${err instanceof Error ? err.message : String(err)}`,
    };
  }
}
