import { describe, expect, it } from 'vitest';
import { fitNames } from './wire-names.ts';

describe(fitNames, () => {
  it('keeps valid names and lists only renames', () => {
    const r = fitNames(['a', 'b-c'], []);
    expect([...r.names.values()]).toEqual(['a', 'b-c']);
    expect(r.renamed).toEqual([]);
  });
  it('renames a name the runtime reserves, and characters outside the rule', () => {
    const r = fitNames(['tool_search_tool_bm25', 'a.b'], ['tool_search_tool_bm25']);
    expect(r.renamed).toEqual([
      { from: 'tool_search_tool_bm25', to: 'tool_search_tool_bm25_2' },
      { from: 'a.b', to: 'a_b' },
    ]);
  });
  it('cuts to 64 and keeps suffixed names within it', () => {
    const long = 'x'.repeat(70);
    const r = fitNames([long, `${'x'.repeat(64)}y`], []);
    expect(r.names.get(long)).toBe('x'.repeat(64));
    expect(r.names.get(`${'x'.repeat(64)}y`)).toBe(`${'x'.repeat(62)}_2`);
  });
});
