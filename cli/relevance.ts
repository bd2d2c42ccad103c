import {
  canonicalJson,
  evaluateJudgedCorpus,
  parseJudgedCorpus,
  RELEVANCE_LIMIT,
  sortWorstFirst,
} from '../core/index.ts';
import type { InputReader } from './read-input.ts';

/** `disclosure relevance`: the relevance lab's figures for a judged corpus, from the command line. */

const PRESETS: Record<string, string> = {
  upstream: 'upstream-corpus.json',
  'scale-100': 'scale-100-corpus.json',
  'scale-500': 'scale-500-corpus.json',
  'scale-1000': 'scale-1000-corpus.json',
};
const PRESET_DIR = new URL('../app/discovery/presets/', import.meta.url);

export interface RelevanceOptions {
  source: string;
  json: boolean;
  worst: number;
}

export function runRelevance(
  options: RelevanceOptions,
  out: (text: string) => void,
  input: InputReader,
): { ok: true } | { ok: false; error: string } {
  const preset = PRESETS[options.source];
  const path = preset ? new URL(preset, PRESET_DIR).pathname : options.source;
  const read = input.readScenarioFile(path);
  if (!read.ok) return read;
  const corpus = parseJudgedCorpus(read.value);
  if (!corpus.ok) return corpus;
  const { metrics, queries } = evaluateJudgedCorpus(corpus.corpus);
  const worst = sortWorstFirst(queries).slice(0, options.worst);
  if (options.json) {
    out(
      `${canonicalJson({ tool_count: corpus.corpus.tools.length, limit: RELEVANCE_LIMIT, metrics, worst })}\n`,
    );
    return { ok: true };
  }
  const figure = (v: number | null) => (v === null ? 'n/a' : String(v));
  out(`${corpus.corpus.tools.length} tools, ${queries.length} intents, limit ${RELEVANCE_LIMIT}\n`);
  out(`recall@1           ${figure(metrics.recall_at_1)}\n`);
  out(`recall@5           ${figure(metrics.recall_at_5)}\n`);
  out(`recall@10          ${figure(metrics.recall_at_10)}\n`);
  out(`MRR                ${figure(metrics.mrr)}\n`);
  out(`nDCG@10            ${figure(metrics.ndcg_at_10)}\n`);
  out(`no-match accuracy  ${figure(metrics.no_match_accuracy)}\n`);
  if (worst.length > 0) out('\nWorst queries:\n');
  for (const q of worst) {
    const judged =
      q.judged.map((j) => `${j.name}(g${j.grade}@${j.rank ?? '-'})`).join(' ') || 'expects no match';
    out(
      `  ${q.quality.toFixed(3)}  "${q.query}"  top: ${
        q.ranking
          .slice(0, 3)
          .map((r) => r.name)
          .join(', ') || '(none)'
      }  judged: ${judged}\n`,
    );
  }
  return { ok: true };
}

export const PRESET_NAMES = Object.keys(PRESETS);
