import { describe, expect, it } from 'vitest';
import { deferred, review, tool } from '../../test-support/review-scenarios.ts';
import { compareScenarios } from './compare-scenarios.ts';
import { inlineCode } from './markdown-text.ts';
import { describeIndexCache, describeToolsCache } from './prompt-cache-text.ts';

const four = [tool('x.a'), tool('x.b'), tool('x.c'), tool('x.d')];
const sends = review(deferred(four));
const sendsOther = review(deferred([...four, tool('x.e')]));
/** The same catalog with room for all: nothing is deferred, so no tool_search and no index. */
const fits = review({ definitions: four });
const off = review({ definitions: four, mode: 'off' });

function texts(a: typeof sends, b: typeof sends) {
  const c = compareScenarios(a, b);
  return { index: describeIndexCache(c.prompt_cache, c.a, c.b), tools: describeToolsCache(c.prompt_cache) };
}

describe(describeIndexCache, () => {
  it('says which side does not send the index, and why, instead of a byte offset', () => {
    expect(texts(sends, fits).index).toBe('sent in A; not sent in B (nothing is deferred)');
    expect(texts(fits, sends).index).toBe('not sent in A (nothing is deferred); sent in B');
    expect(texts(off, fits).index).toBe(
      'not sent on either side (A: no disclosure layer; B: nothing is deferred)',
    );
    // Neither side sends it: the words say so first; the texts themselves are still compared as texts.
    const neither = compareScenarios(off, fits).prompt_cache;
    expect(neither.index_sent).toEqual({ a: false, b: false });
    expect(neither.index_identical).toBe(
      off.report.tool_search_description === fits.report.tool_search_description,
    );
  });

  it('gives the first differing byte only when both sides send the index', () => {
    expect(texts(sends, sends).index).toBe('byte-identical');
    const c = compareScenarios(sends, sendsOther);
    expect(c.prompt_cache.index_first_difference).toBeGreaterThan(0);
    expect(texts(sends, sendsOther).index).toBe(`differs from byte ${c.prompt_cache.index_first_difference}`);
  });
});

describe(describeToolsCache, () => {
  it('counts positions from 1: the first tool of the array is position 1', () => {
    const c = compareScenarios(sends, fits);
    expect(c.prompt_cache.tools_first_difference?.position).toBe(1);
    expect(describeToolsCache(c.prompt_cache)).toBe(
      `differs at position 1 (A: tool_search, B: x__a), byte ${c.prompt_cache.tools_first_difference?.byte_offset}`,
    );
    expect(describeToolsCache(c.prompt_cache, inlineCode)).toContain('(A: `tool_search`, B: `x__a`)');
    expect(texts(sends, sends).tools).toBe('byte-identical');
  });

  it('names the first entry that differs, after those both sides share', () => {
    // Nothing deferred: the tools go as they are, and only the last one's description changes.
    const a = fits;
    const b = review({ definitions: [...four.slice(0, 3), tool('x.d', { description: 'Changed' })] });
    const first = compareScenarios(a, b).prompt_cache.tools_first_difference!;
    const names = (s: typeof a) => s.provider.tools.map((t) => t.name);
    expect(first).toMatchObject({ position: 4, a_tool: 'x__d', b_tool: 'x__d' });
    expect(names(a).slice(0, first.position - 1)).toEqual(names(b).slice(0, first.position - 1));
    expect([names(a)[first.position - 1] ?? null, names(b)[first.position - 1] ?? null]).toEqual([
      first.a_tool,
      first.b_tool,
    ]);
  });
});
