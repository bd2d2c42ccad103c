import { describe, expect, it } from 'vitest';
import type { PublishedTool } from './classify-tool.ts';
import { findLiteralMatches } from './literal-patterns.ts';
import { findRegexMatches } from './regex-patterns.ts';
import { scanCatalog } from './safety-scan.ts';

const starts = (text: string) => findLiteralMatches(text).map((m) => [m.pattern, m.start]);

describe(findLiteralMatches, () => {
  it('reports the match that ends first and loses what overlaps it', () => {
    expect(starts('act assistant: reply')).toEqual([['act as', 0]]);
    expect(starts('please act asystem: do it')).toEqual([['act as', 7]]);
    expect(starts('<|>')).toEqual([['<|', 0]]);
    expect(starts('```system: x')).toEqual([['```system', 0]]);
    expect(starts('<|<|<|')).toEqual([
      ['<|', 0],
      ['<|', 2],
      ['<|', 4],
    ]);
  });

  it('folds ASCII letters only', () => {
    expect(starts('DISREGARD [inst] User:')).toEqual([
      ['disregard', 0],
      ['[INST]', 10],
      ['user:', 17],
    ]);
    // The Kelvin sign and dotless i fold to k and i in Unicode, not in this matcher.
    expect(starts('ıgnore previous')).toEqual([]);
    expect(starts('act\tas act  as ignore\u200b previous')).toEqual([]);
  });
});

describe(findRegexMatches, () => {
  const names = (text: string) => findRegexMatches(text).map((m) => [m.pattern, m.start]);

  it('uses Unicode White_Space for \\s and has no word boundaries', () => {
    expect(names('retrieval (RAG)')).toEqual([['eval_call', 5]]);
    expect(names('EVAL\u00a0(')).toEqual([['eval_call', 0]]);
    expect(names('eval\u2028(')).toEqual([['eval_call', 0]]);
    expect(names('eval\ufeff(')).toEqual([]);
    expect(names('evaluate(x) exec (y)')).toEqual([['exec_call', 12]]);
  });

  it('needs 50 payload characters, counted as characters, with Unicode case folding', () => {
    expect(names(`base64: ${'Q'.repeat(49)}`)).toEqual([]);
    expect(names(`base64: ${'Q'.repeat(50)}`)).toEqual([['base64_payload', 0]]);
    expect(names(`baſe64:\u3000${'\u212a'.repeat(50)}`)).toEqual([['base64_payload', 0]]);
  });
});

const published = (
  name: string,
  description: string,
  schema: PublishedTool['schema'] = {},
): PublishedTool => ({
  name,
  description,
  schema,
  cuts: [],
  annotations: {
    title: null,
    destructiveHint: false,
    sideEffectsHint: false,
    readOnlyHint: false,
    idempotentHint: null,
    openWorldHint: null,
  },
});

describe(scanCatalog, () => {
  it('gives byte offsets and explains each occurrence with its text and range', () => {
    const r = scanCatalog([published('probe', '€🔧é disregard')]);
    expect(r.findings).toEqual([{ severity: 'medium', field: 'tool_description', location: 10 }]);
    expect(r.explain[0]!.occurrences[0]).toMatchObject({
      start: 10,
      end: 19,
      matched: 'disregard',
      tool: 'probe',
    });
  });

  it('lowers user: in descriptions and schema strings, not in schema keys', () => {
    const r = scanCatalog([published('a', 'the user: x', { 'user:': 'assistant: y' })]);
    expect(r.findings.map((f) => [f.field, f.severity])).toEqual([
      ['tool_description', 'medium'],
      ['schema_string', 'medium'],
      ['schema_key', 'high'],
    ]);
    expect(r.rejected).toBe(true);
  });

  it('collapses equal findings and caps the report at 16 while deciding on all', () => {
    const tools = Array.from({ length: 17 }, (_, i) => published(`t${i}`, `${' '.repeat(i)}disregard`));
    tools.push(published('z', 'x', { k: 'eval(' }));
    tools.push(published('y', 'disregard'));
    const r = scanCatalog(tools);
    expect(r.total).toBe(18);
    expect(r.findings).toHaveLength(16);
    expect(r.findings.every((f) => f.severity === 'medium')).toBe(true);
    expect(r.rejected).toBe(true);
    expect(r.explain.at(-1)).toMatchObject({ severity: 'high', reported: false, pattern: 'eval_call' });
    expect(r.explain[0]!.occurrences.map((o) => o.tool)).toEqual(['t0', 'y']);
  });
});
