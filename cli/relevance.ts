import {
  evaluateJudgedCorpus,
  parseJudgedCorpus,
  RELEVANCE_LIMIT,
  RELEVANCE_PRESETS,
  sortWorstFirst,
} from '../core/index.ts';
import { lastValue, type Parsed, readArgs } from './args.ts';
import { EXIT_FAILED, EXIT_OK } from './evaluate.ts';
import type { CliIo } from './io.ts';
import { parseJsonText } from './read-input.ts';

/** `disclosure relevance`: the relevance lab's figures for a judged corpus, from the command line. */

/** The presets' files, found from this file (cli/ or dist-cli/, both one folder deep). */
const PRESET_DIR = new URL('../data/relevance/', import.meta.url);
export const PRESET_NAMES: readonly string[] = RELEVANCE_PRESETS.map((p) => p.id);

interface RelevanceArgs {
  source: string;
  json: boolean;
  worst: number;
}

/** Reads `disclosure relevance [CORPUS | PRESET] [--json] [--worst N]`. */
export function parseRelevanceArgs(argv: readonly string[]): Parsed<RelevanceArgs> {
  const parsed = readArgs('relevance', argv, { json: { type: 'boolean' }, worst: { type: 'string' } });
  if (!parsed.ok) return parsed;
  const { read } = parsed;
  const worst = Number(lastValue(read, 'worst') ?? 5);
  if (!Number.isInteger(worst) || worst < 0) return { ok: false, error: '--worst takes a whole number' };
  if (read.positionals.length > 1)
    return { ok: false, error: 'relevance takes one corpus FILE or preset name' };
  return {
    ok: true,
    args: { source: read.positionals[0] ?? 'upstream', json: read.flags.has('json'), worst },
  };
}

export function runRelevance(args: RelevanceArgs, io: CliIo): number {
  const preset = RELEVANCE_PRESETS.find((p) => p.id === args.source);
  const path = preset ? new URL(preset.file, PRESET_DIR).pathname : args.source;
  const text = io.readFile(path);
  const read = text.ok ? parseJsonText(text.value, path) : text;
  const corpus = read.ok ? parseJudgedCorpus(read.value) : read;
  if (!corpus.ok) {
    io.stderr(`${corpus.error} (presets: ${PRESET_NAMES.join(', ')})`);
    return EXIT_FAILED;
  }
  const { metrics, queries, stopped } = evaluateJudgedCorpus(corpus.corpus);
  const worst = sortWorstFirst(queries).slice(0, args.worst);
  const out = (line: string) => io.stdout(line);
  if (args.json) {
    io.json({ tool_count: corpus.corpus.tools.length, limit: RELEVANCE_LIMIT, metrics, worst, stopped });
    return EXIT_OK;
  }
  const figure = (v: number | null) => (v === null ? 'n/a' : String(v));
  out(`${corpus.corpus.tools.length} tools, ${queries.length} intents, limit ${RELEVANCE_LIMIT}`);
  if (stopped) out(`Not every intent was ranked: ${stopped.message}.`);
  out(`recall@1           ${figure(metrics.recall_at_1)}`);
  out(`recall@5           ${figure(metrics.recall_at_5)}`);
  out(`recall@10          ${figure(metrics.recall_at_10)}`);
  out(`MRR                ${figure(metrics.mrr)}`);
  out(`nDCG@10            ${figure(metrics.ndcg_at_10)}`);
  out(`no-match accuracy  ${figure(metrics.no_match_accuracy)}`);
  if (worst.length > 0) out('\nWorst queries:');
  for (const q of worst) {
    const judged =
      q.judged.map((j) => `${j.name}(g${j.grade}@${j.rank ?? '-'})`).join(' ') || 'expects no match';
    const top =
      q.ranking
        .slice(0, 3)
        .map((r) => r.name)
        .join(', ') || '(none)';
    out(`  ${q.quality.toFixed(3)}  "${q.query}"  top: ${top}  judged: ${judged}`);
  }
  return EXIT_OK;
}
