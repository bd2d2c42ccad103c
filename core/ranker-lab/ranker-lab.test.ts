import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import BM25 from 'okapibm25';
import { describe, expect, it } from 'vitest';
import { review, tool as scenarioTool } from '../../test-support/review-scenarios.ts';
import { REPO_ROOT } from '../../test-support/vectors.ts';
import { evaluateJudgedCorpus, type JudgedCorpus, parseJudgedCorpus } from '../discovery/relevance.ts';
import { parseJson } from '../json/json-parse.ts';
import { fromPlain } from '../json/json-value.ts';
import type { ToolDefinition } from '../report/report.ts';
import { findabilityOf } from '../review/findability.ts';
import { buildSearchIndex } from '../search/bm25f-index.ts';
import { normalizeQuery, searchIndex } from '../search/search.ts';
import { eachWord, tokenize } from '../search/tokenize.ts';
import { compareBytes } from '../text/text.ts';
import { compareVariant, explainBoth, NOT_IRONCLAW } from './compare-variants.ts';
import { buildLabIndex, parseVariants, rankLab, VARIANTS, type VariantName } from './ranker-lab.ts';
import { judgedCorpusOfScenario } from './scenario-corpus.ts';

function corpusOf(file: string): JudgedCorpus {
  const parsed = parseJson(readFileSync(join(REPO_ROOT, 'data/relevance', file), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error);
  const read = parseJudgedCorpus(parsed.value);
  if (!read.ok) throw new Error(read.error);
  return read.corpus;
}

const CORPORA = [
  'upstream-corpus.json',
  'metatool-corpus.json',
  'github-judged-corpus.json',
  'real-servers-judged-corpus.json',
];
const metatool = corpusOf('metatool-corpus.json');

describe('the ranker lab', () => {
  it.each(CORPORA)('ranks %s exactly as tool_search does with no variant', (file) => {
    const corpus = file === 'metatool-corpus.json' ? metatool : corpusOf(file);
    const index = buildSearchIndex(corpus.tools);
    const lab = buildLabIndex(corpus.tools, []);
    for (const intent of corpus.intents) {
      const ironclaw = searchIndex(index, intent.query, 10);
      const ours = rankLab(lab, intent.query, 10);
      expect(
        ours.map((h) => h.name),
        intent.query,
      ).toEqual(ironclaw.names);
      expect(ours.map((h) => h.score)).toEqual(ironclaw.ranked.map((h) => h.score));
    }
  });

  it('has no variant that reproduces IronClaw exactly', () => {
    for (const variant of VARIANTS) {
      const { won, lost } = compareVariant(metatool, [variant]);
      expect(won.length + lost.length, variant).toBeGreaterThan(0);
    }
  });

  it('beats IronClaw’s MRR on MetaTool by at least 0.05 with stop words and stems', () => {
    const { baseline, variant } = compareVariant(metatool, ['stopwords', 'stems']);
    expect(baseline.metrics.mrr!.toFixed(3)).toBe('0.444');
    expect(variant.metrics.mrr! - baseline.metrics.mrr!).toBeGreaterThanOrEqual(0.05);
    expect(baseline.ironclaw).toBe(true);
    expect(variant.ironclaw).toBe(false);
    expect(variant.note).toBe(NOT_IRONCLAW);
  });

  /**
   * The reference is the npm package okapibm25 (1.4.1, a devDependency): its BM25 matches
   * substrings of a text, so each tool's words (name + description, tokenized as tool_search
   * does, repeats kept) and the query's are written as codes `_t<n>_` that match whole only.
   * Its scores must give the lab's bm25 ranking on every MetaTool query, up to the order of
   * equal scores.
   */
  it('ranks MetaTool with textbook BM25 as the okapibm25 package does', () => {
    const lab = buildLabIndex(metatool.tools, ['bm25']);
    const codes = new Map<string, string>();
    const code = (term: string) => {
      let c = codes.get(term);
      if (c === undefined) {
        c = `_t${codes.size}_`;
        codes.set(term, c);
      }
      return c;
    };
    const tools = [...metatool.tools].sort((a, b) => compareBytes(a.capability_id, b.capability_id));
    const texts = tools.map((tool) => {
      const prefix = `${tool.capability_id.split('.')[0]}__`;
      const name = tool.name.startsWith(prefix) ? tool.name.slice(prefix.length) : tool.name;
      const words: string[] = [];
      for (const text of [name, tool.description]) eachWord(text, (w) => words.push(code(w)) > 0);
      return words.join(' ');
    });
    let compared = 0;
    for (const intent of metatool.intents) {
      const keywords = tokenize(normalizeQuery(intent.query)).map(code);
      const scores = BM25(texts, keywords) as number[];
      const reference = tools
        .map((tool, i) => ({ name: tool.name, score: scores[i]! }))
        .filter((h) => h.score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, 10);
      const ours = rankLab(lab, intent.query, 10);
      expect(ours.length).toBe(reference.length);
      ours.forEach((hit, i) => {
        expect(hit.score).toBeCloseTo(reference[i]!.score, 9);
        // A different name at a place is only two equal scores in another order.
        if (hit.name !== reference[i]!.name)
          expect(Math.abs(hit.score - reference[i]!.score)).toBeLessThan(1e-9);
      });
      compared++;
    }
    expect(compared).toBe(1988);
  });

  it('reads an acronym’s plural as the acronym on both sides', () => {
    const tools: ToolDefinition[] = [
      tool('aviation.notices', 'airport_notices', 'Look up NOTAMs for an airport.'),
      tool('aviation.ms', 'ms', 'Convert ms to seconds.'),
    ];
    // tool_search indexes "NOTAMs" as "nota" + "ms" and reads the query's word as "notams".
    expect(rankLab(buildLabIndex(tools, []), 'NOTAMs near Boston')).toEqual([]);
    expect(rankLab(buildLabIndex(tools, ['acronyms']), 'NOTAMs near Boston')[0]!.name).toBe(
      'airport_notices',
    );
  });

  it('gives the term-by-term score of both rankers, adding up to the score', () => {
    const query = metatool.intents[0]!.query;
    const name = [...metatool.intents[0]!.relevance.keys()][0]!;
    const both = explainBoth(metatool, ['stopwords', 'stems'], query, name);
    for (const side of [both.ironclaw!, both.variant!]) {
      const sum = side.terms.reduce((s, t) => s + t.contribution, 0);
      expect(sum).toBeCloseTo(side.score, 12);
    }
    expect(both.ironclaw!.terms.map((t) => t.term)).toContain('the');
    expect(both.variant!.terms.map((t) => t.term)).not.toContain('the');
  });

  it('reads a scenario’s judged queries as a corpus that gives the review’s own judged recall and MRR', () => {
    const subject = review({
      definitions: [
        scenarioTool('gh.create_issue', { description: 'Create an issue.' }),
        scenarioTool('gh.list_issues', { description: 'List the issues of a repository.' }),
        ...Array.from({ length: 12 }, (_, i) =>
          scenarioTool(`gh.op_${i}`, { description: `Do a thing ${i}` }),
        ),
      ],
      caps: { max_tools: 3 },
      queries: [
        { query: 'create an issue', limit: 10, expect: ['create_issue'] },
        { query: 'report a bug', limit: 10, expect: ['create_issue'] },
        { query: 'what issues are open', limit: 10, expect: ['list_issues', 'gh.create_issue'] },
      ],
    });
    const corpus = judgedCorpusOfScenario(subject.scenario, subject.turn);
    expect(corpus.intents.map((i) => [...i.relevance.keys()])).toEqual([
      ['gh__create_issue'],
      ['gh__create_issue'],
      ['gh__list_issues', 'gh__create_issue'],
    ]);
    const { metrics } = evaluateJudgedCorpus(corpus);
    const judged = findabilityOf(subject).score.judged!;
    expect(metrics.recall_at_10).toBeCloseTo(judged.recall, 12);
    expect(metrics.mrr).toBeCloseTo(judged.mrr, 12);
  });

  it('refuses unknown variants and combinations that mean nothing', () => {
    expect(parseVariants('stems,stopwords')).toEqual({ ok: true, variants: ['stopwords', 'stems'] });
    expect(parseVariants('stemming').ok).toBe(false);
    expect(parseVariants('bm25,no-query-cap').ok).toBe(false);
    expect(parseVariants('ironclaw')).toEqual({ ok: true, variants: [] as VariantName[] });
  });
});

function tool(capability_id: string, name: string, description: string): ToolDefinition {
  return { capability_id, name, description, parameters: fromPlain({ type: 'object' }), verified: false };
}
