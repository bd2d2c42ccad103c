import { describe, expect, it } from 'vitest';
import { review, tool } from '../../test-support/review-scenarios.ts';
import { renderReviewMarkdown } from '../review/review-markdown.ts';
import { buildReviewReport } from '../review/review-report.ts';
import { runtimesOf } from './subject-runtimes.ts';

const search = (query: string) => ({ tool: 'tool_search', arguments: { query } });
const call = (name: string) => ({ tool: 'tool_call', arguments: { name, arguments: '{}' } });

/** Seven deferred tools with room for two promotions; the timeline plays `turns`. */
function played(turns: unknown[][], maxTools = 5) {
  const subject = review({
    definitions: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((x) => tool(`x.${x}`)),
    caps: { max_tools: maxTools },
    timeline: turns.map((actions) => ({ actions })),
  });
  const cache = runtimesOf(subject).cache!;
  const by = (id: string) => cache.strategies.find((s) => s.id === id)!;
  return { subject, by };
}

describe('prompt cache across turns', () => {
  it('IronClaw’s promotion changes the next turn’s tools array; the alternatives keep it', () => {
    const { by } = played([[search('x.b'), call('x__b')], [], [search('x.a'), call('x__a')], []]);
    const ironclaw = by('ironclaw_promotion').turns;
    expect(ironclaw.map((t) => t.tools_identical)).toEqual([null, false, true, false]);
    expect(ironclaw[1]!.loaded).toEqual(['x__b']);
    expect(ironclaw[1]!.first_difference).toMatchObject({ position: 4, tool: 'x__b' });
    // Promotions join the end of the tools array, but the system prefix after it is no longer cached.
    expect(ironclaw[3]!.first_difference).toMatchObject({ position: 5, tool: 'x__a' });
    expect(ironclaw[3]!.uncached_tokens).toBeGreaterThan(0);
    expect(ironclaw[3]!.uncached_tokens).toBe(ironclaw[1]!.uncached_tokens);
    expect(by('ironclaw_promotion').uncached_total).toBe(
      ironclaw[1]!.uncached_tokens + ironclaw[3]!.uncached_tokens,
    );
    for (const id of ['append_at_end', 'tool_reference']) {
      const alt = by(id);
      expect(alt.turns.map((t) => t.tools_identical)).toEqual([null, true, true, true]);
      expect(alt.uncached_total).toBe(0);
      expect(alt.turns.map((t) => t.loaded)).toEqual([[], ['x__b'], [], ['x__a']]);
      expect(alt.turns[1]!.appended_tokens).toBeGreaterThan(0);
    }
  });

  it('a turn without promotions is byte-identical, system prefix included', () => {
    const { by } = played([[search('x.b')], []]);
    expect(by('ironclaw_promotion').turns[1]).toMatchObject({
      tools_identical: true,
      system_identical: true,
      first_difference: null,
      uncached_tokens: 0,
    });
  });

  it('the report carries it, in JSON and Markdown', () => {
    const { subject } = played([[search('x.b'), call('x__b')], []]);
    const report = buildReviewReport(subject);
    expect(report.runtimes.prompt_cache_turns?.strategies.map((s) => s.id)).toEqual([
      'ironclaw_promotion',
      'append_at_end',
      'tool_reference',
    ]);
    const md = renderReviewMarkdown(report);
    expect(md).toContain('### Prompt cache across turns');
    expect(md).toMatch(/\| 2 \| no \| byte \d+ \(x\\?_\\?_b\) \|/);
    expect(md).toContain('### Other runtimes');
  });
});
