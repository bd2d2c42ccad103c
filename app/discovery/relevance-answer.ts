import {
  evaluateJudgedCorpus,
  invalidJsonMessage,
  parseJson,
  parseJudgedCorpus,
  sortWorstFirst,
} from '../../core/index.ts';
import { findRelevancePreset } from '../presets/relevance-presets.ts';
import type { RelevanceAnswer, RelevanceSource } from './discovery-protocol.ts';

/**
 * Ranks every intent of a judged corpus with tool_search's own index and scores
 * the rankings, through the same core function as the CLI's `relevance` command;
 * the figures are computed, never read from a baseline file.
 */
export function answerRelevanceText(text: string): RelevanceAnswer {
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, error: `the corpus: ${invalidJsonMessage(parsed)}` };
  const corpus = parseJudgedCorpus(parsed.value);
  if (!corpus.ok) return corpus;
  const evaluation = evaluateJudgedCorpus(corpus.corpus);
  return {
    ok: true,
    view: {
      tool_count: corpus.corpus.tools.length,
      metrics: evaluation.metrics,
      worst_first: sortWorstFirst(evaluation.queries),
      stopped: evaluation.stopped?.message ?? null,
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
