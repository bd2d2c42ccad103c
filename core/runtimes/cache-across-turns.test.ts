import { describe, expect, it } from 'vitest';
import { review, tool } from '../../test-support/review-scenarios.ts';
import { renderReviewMarkdown } from '../review/review-markdown.ts';
import { buildReviewReport } from '../review/review-report.ts';
import { summarizeSide } from '../review/side-summary.ts';
import { runtimesOf } from './subject-runtimes.ts';

const search = (query: string) => ({ tool: 'tool_search', arguments: { query } });
const call = (name: string) => ({ tool: 'tool_call', arguments: { name, arguments: '{}' } });

/** Seven deferred tools with room for two promotions; the timeline plays `turns`. */
function played(turns: unknown[][], extra: Record<string, unknown> = {}) {
  const subject = review({
    definitions: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((x) => tool(`x.${x}`)),
    caps: { max_tools: 5 },
    timeline: turns.map((actions) => ({ actions })),
    ...extra,
  });
  const cache = runtimesOf(subject).cache!;
  const by = (id: string, rule: string) =>
    cache.strategies.find((s) => s.id === id && s.cache_rule === rule)!;
  return { subject, cache, by };
}

describe('prompt cache across turns', () => {
  it('evaluates each strategy under its vendor’s rule, IronClaw’s promotion under both', () => {
    const { cache } = played([[search('x.b')], []]);
    expect(cache.strategies.map((s) => [s.id, s.cache_rule])).toEqual([
      ['ironclaw_promotion', 'anthropic'],
      ['tool_reference', 'anthropic'],
      ['ironclaw_promotion', 'openai'],
      ['append_at_end', 'openai'],
    ]);
  });

  it('counts every token once: IronClaw’s turn-1 prefix is the report’s advertised tokens', () => {
    const { subject, by } = played([[search('x.b'), call('x__b')], []]);
    const advertised = summarizeSide(subject).advertised_est_tokens;
    for (const rule of ['anthropic', 'openai']) {
      const first = by('ironclaw_promotion', rule).turns[0]!;
      expect(first.tools_tokens).toBe(advertised);
      expect(first.conversation_tokens).toBe(0);
      expect(first.cached_tokens + first.written_tokens + first.uncached_tokens).toBe(advertised);
    }
  });

  it('IronClaw’s promotion changes the next turn’s tools array; the alternatives keep it', () => {
    const { by } = played([[search('x.b'), call('x__b')], [], [search('x.a'), call('x__a')], []]);
    const ironclaw = by('ironclaw_promotion', 'anthropic').turns;
    expect(ironclaw.map((t) => t.tools_identical)).toEqual([null, false, true, false]);
    expect(ironclaw[1]!.loaded).toEqual(['x__b']);
    expect(ironclaw[1]!.first_difference).toMatchObject({ position: 4, tool: 'x__b' });
    expect(ironclaw[3]!.first_difference).toMatchObject({ position: 5, tool: 'x__a' });
    // The conversation so far grows by the default 2,000 tokens a turn.
    expect(ironclaw.map((t) => t.conversation_tokens)).toEqual([0, 2000, 4000, 6000]);
    for (const id of ['tool_reference', 'append_at_end']) {
      const alt = by(id, id === 'tool_reference' ? 'anthropic' : 'openai');
      expect(alt.turns.map((t) => t.tools_identical)).toEqual([null, true, true, true]);
      expect(alt.totals.lost_tokens).toBe(0);
      expect(alt.turns.map((t) => t.loaded)).toEqual([[], ['x__b'], [], ['x__a']]);
      // A loaded definition joins the conversation and stays there.
      expect(alt.turns[1]!.conversation_tokens).toBe(2000 + alt.turns[1]!.appended_tokens);
      expect(alt.turns[2]!.conversation_tokens).toBe(4000 + alt.turns[1]!.appended_tokens);
    }
  });

  it('the conversation size per turn and the Anthropic model come from the scenario, the default said', () => {
    const defaults = played([[search('x.b')], []]).cache;
    expect(defaults.settings).toMatchObject({ conversation_tokens_per_turn: 2000, conversation_set: false });
    expect(defaults.notes.join(' ')).toContain('the default, 2000');
    const set = played([[search('x.b')], []], {
      playground: {
        prompt_cache: { conversation_tokens_per_turn: 500, anthropic_model: 'claude-haiku-4-5' },
      },
    });
    expect(set.cache.settings).toMatchObject({
      conversation_tokens_per_turn: 500,
      conversation_set: true,
      anthropic_min_tokens: 4096,
    });
    expect(set.by('ironclaw_promotion', 'openai').turns[1]!.conversation_tokens).toBe(500);
    const bad = played([[]], {
      playground: { prompt_cache: { conversation_tokens_per_turn: -1, anthropic_model: 'x' } },
    });
    expect(bad.cache.notes.join(' ')).toMatch(
      /conversation_tokens_per_turn must be a whole number.*anthropic_model is none of/s,
    );
  });

  it('the report carries it, in JSON, Markdown and the finding, with the same figures', () => {
    const { subject } = played([[], [search('x.b'), call('x__b')], []], {
      playground: { prompt_cache: { conversation_tokens_per_turn: 3000 } },
    });
    const report = buildReviewReport(subject);
    const cache = report.runtimes.prompt_cache_turns!;
    // Turn 2 caches the tools and 3,000 tokens of conversation; turn 3's promotion loses both.
    const anthropic = cache.strategies[0]!.turns[2]!;
    const openai = cache.strategies[2]!.turns[2]!;
    expect(anthropic.lost_tokens).toBe(cache.strategies[0]!.turns[1]!.tools_tokens + 3000);
    const found = report.findings.find((f) => f.id === 'promotion_breaks_cache')!;
    expect(found.message).toContain(
      `≈ ${anthropic.lost_tokens} estimated tokens (tools and the conversation so far)`,
    );
    expect(found.message).toContain(`costs ≈ ${anthropic.cost} input-token equivalents`);
    expect(found.message).toContain(`≈ ${openai.lost_tokens} tokens lost, ≈ ${openai.cost}`);
    expect(anthropic.lost_tokens).toBeGreaterThan(0);
    // Wrapped lines joined again, to read each item whole.
    const md = renderReviewMarkdown(report).replace(/\n {2,4}(?=\S)/g, ' ');
    expect(md).toContain('### Prompt cache across turns');
    expect(md).toContain(
      `- IronClaw’s promotion, Anthropic’s rule: cost ≈ ${cache.strategies[0]!.totals.cost};`,
    );
    expect(md).toMatch(
      /- Turn 3: IronClaw’s tools array differs at byte \d+ \(x\\?_\\?_b\); IronClaw’s promotion, Anthropic’s rule ≈ /,
    );
    expect(md).toContain(`lost ≈ ${anthropic.lost_tokens})`);
    expect(md).toContain('### Other runtimes');
  });
});
