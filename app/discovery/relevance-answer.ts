import {
  compareVariant,
  evaluateJudgedCorpus,
  explainBoth,
  invalidJsonMessage,
  parseJson,
  parseJudgedCorpus,
  sortWorstFirst,
  type VariantName,
} from '../../core/index.ts';
import { findRelevancePreset } from '../presets/relevance-presets.ts';
import type { LabView, RelevanceAnswer, RelevanceSource } from './discovery-protocol.ts';

/** Won and lost queries the lab sends the page, of each; the counts say how many there are. */
const LAB_MOVES_SHOWN = 25;

type Corpus = Extract<ReturnType<typeof parseJudgedCorpus>, { ok: true }>['corpus'];

/** The last corpus read, by its text: the lab's rankings are kept per corpus object (core/ranker-lab). */
let lastCorpus: { text: string; corpus: Corpus } | null = null;

/** The ranker lab's comparison of the variants with IronClaw's ranking, and one intent's terms. */
function labView(corpus: Corpus, variants: readonly VariantName[], explain: number | null): LabView {
  const c = compareVariant(corpus, variants);
  const intent = explain === null ? undefined : corpus.intents[explain];
  const tool = intent ? [...intent.relevance.keys()][0] : undefined;
  return {
    baseline: c.baseline,
    variant: c.variant,
    won_count: c.won.length,
    lost_count: c.lost.length,
    won: c.won.slice(0, LAB_MOVES_SHOWN),
    lost: c.lost.slice(0, LAB_MOVES_SHOWN),
    explained:
      intent && tool && explain !== null
        ? { index: explain, query: intent.query, tool, ...explainBoth(corpus, variants, intent.query, tool) }
        : null,
  };
}

/**
 * Ranks every intent of a judged corpus with tool_search's own index and scores
 * the rankings, through the same core function as the CLI's `relevance` command;
 * the figures are computed, never read from a baseline file.
 */
export function answerRelevanceText(
  text: string,
  variants: readonly VariantName[] = [],
  explain: number | null = null,
): RelevanceAnswer {
  let corpus: { ok: true; corpus: Corpus } | { ok: false; error: string };
  if (lastCorpus?.text === text) corpus = { ok: true, corpus: lastCorpus.corpus };
  else {
    const parsed = parseJson(text);
    if (!parsed.ok) return { ok: false, error: `the corpus: ${invalidJsonMessage(parsed)}` };
    corpus = parseJudgedCorpus(parsed.value);
    if (!corpus.ok) return corpus;
    lastCorpus = { text, corpus: corpus.corpus };
  }
  return answerRelevanceCorpus(corpus.corpus, variants, explain);
}

/** The figures of a corpus already read (a scenario's judged queries, say), with the lab's when asked. */
export function answerRelevanceCorpus(
  corpus: Corpus,
  variants: readonly VariantName[] = [],
  explain: number | null = null,
): RelevanceAnswer {
  if (corpus.intents.length === 0)
    return {
      ok: false,
      error:
        'no judged query: no query of the scenario says which tools it expects (`expect`); write one in Search',
    };
  const evaluation = evaluateJudgedCorpus(corpus);
  return {
    ok: true,
    view: {
      tool_count: corpus.tools.length,
      metrics: evaluation.metrics,
      worst_first: sortWorstFirst(evaluation.queries),
      stopped: evaluation.stopped?.message ?? null,
      lab: variants.length === 0 ? null : labView(corpus, variants, explain),
    },
  };
}

export async function answerRelevance(
  source: RelevanceSource,
  variants: readonly VariantName[] = [],
  explain: number | null = null,
): Promise<RelevanceAnswer> {
  if ('text' in source) return answerRelevanceText(source.text, variants, explain);
  if ('scenario' in source)
    return { ok: false, error: 'the scenario’s judged queries are read with the scenario' };
  const preset = findRelevancePreset(source.preset);
  if (!preset) return { ok: false, error: `no preset "${source.preset}"` };
  try {
    return answerRelevanceText(await preset.load(), variants, explain);
  } catch (err) {
    return {
      ok: false,
      error: `the preset could not be loaded: ${err instanceof Error ? err.message : String(err)}`,
    };
  }
}
