import { describe, expect, it } from 'vitest';
import { evaluateJudgedCorpus, fromPlain, parseJudgedCorpus } from '../core/index.ts';
import {
  buildMetaToolCorpus,
  capabilityId,
  parseCsv,
  providerName,
  QUERIES_PER_TOOL,
} from './metatool-corpus.ts';

describe('MetaTool as a judged corpus', () => {
  it('reads CSV fields with commas, doubled quotes and line breaks in quotes', () => {
    expect(parseCsv('Query,Tool\r\n"Hi, ""you""\nthere",A\nplain,B\n')).toEqual([
      ['Query', 'Tool'],
      ['Hi, "you"\nthere', 'A'],
      ['plain', 'B'],
    ]);
  });

  it('names each plugin as the rules allow and keeps its words in the id', () => {
    expect(providerName('PDF&URLTool')).toBe('PDF_URLTool');
    expect(capabilityId('PDF&URLTool')).toBe('metatool.pdf_url_tool');
    expect(capabilityId('FinanceTool')).toBe('metatool.finance_tool');
    expect(capabilityId('AI2sql')).toBe('metatool.ai2sql');
  });

  it('keeps every tool, a fixed number of queries each, and judges a shared query for every tool it names', () => {
    const plugins = JSON.stringify({ FinanceTool: 'Stock prices.', 'PDF&URLTool': 'Read a PDF.' });
    const rows = [
      'Query,Tool',
      ...Array.from({ length: 14 }, (_, i) => `stock question ${i},FinanceTool`),
      '"read this pdf, please",PDF&URLTool',
      'both at once,FinanceTool',
      'both at once,PDF&URLTool',
      'a query for no known tool,Nobody',
    ].join('\n');
    const corpus = buildMetaToolCorpus(plugins, rows, 'abc123');
    expect(corpus.tools.map((t) => [t.name, t.capability_id])).toEqual([
      ['FinanceTool', 'metatool.finance_tool'],
      ['PDF_URLTool', 'metatool.pdf_url_tool'],
    ]);
    const finance = corpus.intents.filter((i) => 'FinanceTool' in i.relevance);
    // Ten of its fifteen queries, one of which may be the shared one.
    const singles = finance.filter((i) => i.class === 'single_tool').length;
    expect([QUERIES_PER_TOOL - 1, QUERIES_PER_TOOL]).toContain(singles);
    expect(finance.map((i) => i.query)).toContain('both at once');
    expect(corpus.intents.find((i) => i.query === 'read this pdf, please')?.relevance).toEqual({
      PDF_URLTool: 3,
    });
    expect(corpus.intents.find((i) => i.query === 'both at once')).toEqual({
      class: 'multi_tool',
      query: 'both at once',
      relevance: { FinanceTool: 3, PDF_URLTool: 3 },
    });
    expect(corpus.source).toMatchObject({ repository: 'HowieHwong/MetaTool', commit: 'abc123' });
    // The corpus reads as any judged corpus and can be ranked.
    const parsed = parseJudgedCorpus(fromPlain(corpus));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(evaluateJudgedCorpus(parsed.corpus).metrics.judged_query_count).toBe(corpus.intents.length);
  });
});
