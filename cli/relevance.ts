import {
  compareVariant,
  evaluateJudgedCorpus,
  isJsonObject,
  judgedCorpusOfScenario,
  NOT_IRONCLAW,
  parseJudgedCorpus,
  parseVariants,
  RELEVANCE_LIMIT,
  RELEVANCE_PRESETS,
  sortWorstFirst,
  type Templates,
  type VariantComparison,
  type VariantName,
} from '../core/index.ts';
import { lastValue, type Parsed, readArgs } from './args.ts';
import { EXIT_FAILED, EXIT_OK } from './evaluate.ts';
import type { CliIo } from './io.ts';
import { loadScenarioFile, parseJsonText } from './read-input.ts';

/** `disclosure relevance`: the relevance lab's figures for a judged corpus, from the command line. */

/** The presets' files, found from this file (cli/ or dist-cli/, both one folder deep). */
const PRESET_DIR = new URL('../data/relevance/', import.meta.url);
export const PRESET_NAMES: readonly string[] = RELEVANCE_PRESETS.map((p) => p.id);

interface RelevanceArgs {
  source: string;
  json: boolean;
  worst: number;
  /** Each --variant's rules (one row of the lab's table each); none without the option. */
  variants: VariantName[][];
}

/** Reads `disclosure relevance [CORPUS | PRESET] [--json] [--worst N] [--variant NAME[,NAME]]...`. */
export function parseRelevanceArgs(argv: readonly string[]): Parsed<RelevanceArgs> {
  const parsed = readArgs('relevance', argv, {
    json: { type: 'boolean' },
    worst: { type: 'string' },
    variant: { type: 'string', multiple: true },
  });
  if (!parsed.ok) return parsed;
  const { read } = parsed;
  const worst = Number(lastValue(read, 'worst') ?? 5);
  if (!Number.isInteger(worst) || worst < 0) return { ok: false, error: '--worst takes a whole number' };
  if (read.positionals.length > 1)
    return { ok: false, error: 'relevance takes one corpus FILE or preset name' };
  const variants: VariantName[][] = [];
  for (const text of read.strings.get('variant') ?? []) {
    const named = parseVariants(text);
    if (!named.ok) return named;
    if (named.variants.length === 0) return { ok: false, error: '--variant needs at least one variant' };
    variants.push(named.variants);
  }
  return {
    ok: true,
    args: { source: read.positionals[0] ?? 'upstream', json: read.flags.has('json'), worst, variants },
  };
}

export function runRelevance(args: RelevanceArgs, io: CliIo, templates?: () => Templates): number {
  const preset = RELEVANCE_PRESETS.find((p) => p.id === args.source);
  const path = preset ? new URL(preset.file, PRESET_DIR).pathname : args.source;
  const text = io.readFile(path);
  const read = text.ok ? parseJsonText(text.value, path) : text;
  // A scenario (it has `definitions`, no `tools`): its judged queries over its own tools.
  const isScenario =
    read.ok && isJsonObject(read.value) && !('tools' in read.value) && 'definitions' in read.value;
  let corpus: ReturnType<typeof parseJudgedCorpus>;
  if (isScenario && templates) {
    const loaded = loadScenarioFile(path, io, templates());
    if (!loaded.ok) corpus = loaded;
    else {
      const { scenario, turn } = loaded.value.evaluation;
      corpus = { ok: true, corpus: judgedCorpusOfScenario(scenario, turn) };
      if (corpus.corpus.intents.length === 0)
        corpus = {
          ok: false,
          error: `${path}: no query of the scenario says which tools it expects (expect)`,
        };
    }
  } else corpus = read.ok ? parseJudgedCorpus(read.value) : read;
  if (!corpus.ok) {
    io.stderr(`${corpus.error} (presets: ${PRESET_NAMES.join(', ')})`);
    return EXIT_FAILED;
  }
  if (args.variants.length > 0) {
    const comparisons = args.variants.map((v) => compareVariant(corpus.corpus, v));
    printVariants(corpus.corpus.tools.length, corpus.corpus.intents.length, comparisons, args, io);
    return EXIT_OK;
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

const fixed = (v: number | null) => (v === null ? 'n/a' : v.toFixed(3));

/**
 * The ranker lab's table: IronClaw's ranking (reproduced exactly), then each variant,
 * marked as not IronClaw's behaviour, with the queries it ranks better and worse.
 */
function variantTable(comparisons: readonly VariantComparison[]): string[] {
  const [first] = comparisons;
  if (!first) return [];
  const rows = [
    { label: `${first.baseline.label} (tool_search)`, m: first.baseline.metrics, won: '', lost: '' },
    ...comparisons.map((c) => ({
      label: `${c.variant.label} *`,
      m: c.variant.metrics,
      won: String(c.won.length),
      lost: String(c.lost.length),
    })),
  ];
  const width = Math.max(...rows.map((r) => r.label.length), 'ranker'.length);
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(width) : c.padStart(9))).join(' ');
  return [
    line(['ranker', 'recall@1', 'recall@5', 'recall@10', 'MRR', 'nDCG@10', 'won', 'lost']),
    ...rows.map((r) =>
      line([
        r.label,
        fixed(r.m.recall_at_1),
        fixed(r.m.recall_at_5),
        fixed(r.m.recall_at_10),
        fixed(r.m.mrr),
        fixed(r.m.ndcg_at_10),
        r.won,
        r.lost,
      ]),
    ),
    `* ${NOT_IRONCLAW}. won/lost: judged queries whose first judged tool ranks better/worse than under IronClaw.`,
  ];
}

function printVariants(
  toolCount: number,
  intentCount: number,
  comparisons: readonly VariantComparison[],
  args: RelevanceArgs,
  io: CliIo,
): void {
  if (args.json) {
    io.json({
      tool_count: toolCount,
      limit: RELEVANCE_LIMIT,
      ironclaw: comparisons[0]!.baseline,
      variants: comparisons.map((c) => ({
        ...c.variant,
        won_count: c.won.length,
        lost_count: c.lost.length,
        won: c.won.slice(0, args.worst),
        lost: c.lost.slice(0, args.worst),
      })),
    });
    return;
  }
  const out = (line: string) => io.stdout(line);
  out(`${toolCount} tools, ${intentCount} intents, limit ${RELEVANCE_LIMIT}`);
  for (const line of variantTable(comparisons)) out(line);
  const rank = (r: number | null) => (r === null ? '-' : String(r));
  for (const c of comparisons) {
    for (const [title, moves] of [
      ['wins', c.won],
      ['losses', c.lost],
    ] as const) {
      if (args.worst === 0 || moves.length === 0) continue;
      out(`\n${c.variant.label}: biggest ${title} (first judged tool's rank, IronClaw → variant):`);
      for (const m of moves.slice(0, args.worst))
        out(`  ${rank(m.ironclaw_rank).padStart(2)} → ${rank(m.variant_rank).padEnd(2)}  "${m.query}"`);
    }
  }
}
