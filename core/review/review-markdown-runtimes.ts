import type { CacheStrategy } from '../runtimes/index.ts';
import { plural } from './finding.ts';
import { firstOf, item, type MarkdownContext } from './markdown-list.ts';
import { escapeMarkdown, wrapProse } from './markdown-text.ts';
import type { ReviewRuntimes } from './review-report.ts';

/**
 * Other runtimes and the prompt cache across the Turns timeline, as list items
 * (a table row cannot wrap, and these run long): one per runtime, one per
 * strategy with its totals, one per turn with each strategy's cost.
 */
export function runtimeLines(r: ReviewRuntimes, ctx: MarkdownContext): string[] {
  const out = ['### Other runtimes', '', wrapProse(escapeMarkdown(r.mapping)), ''];
  // The command and the Action carry no OpenAI tokenizer (its vocabulary is megabytes): the page's count is pointed to.
  if (r.views.some((v) => v.id.startsWith('openai') && v.upfront.tokens.method === 'ironclaw_estimate'))
    out.push(wrapProse(OPENAI_ESTIMATED), '');
  for (const v of r.views) {
    const tokens = tokensOf(v.upfront.tokens);
    const hits = v.checks
      .filter((c) => c.hit)
      .map((c) => `${c.kind} ${c.limit}${c.subject ? ` (${c.subject})` : ''}: ${c.consequence}`);
    out.push(
      item(
        `- **${escapeMarkdown(v.title)}**: up front ${plural(v.upfront.tools, 'tool')}, ${v.upfront.bytes} bytes, ${tokens}; ${v.deferred.tools} deferred; ${hits.length > 0 ? escapeMarkdown(hits.join('; ')) : 'no cap or guidance hit'}.`,
      ),
    );
  }
  out.push('');
  const cache = r.prompt_cache_turns;
  if (!cache) return out;
  out.push('### Prompt cache across turns', '');
  for (const note of cache.notes) out.push(item(`- ${escapeMarkdown(note)}`));
  out.push(
    '',
    wrapProse('In all (cost: input-token equivalents, each part times its vendor’s multiplier):'),
    '',
  );
  for (const s of cache.strategies) {
    const t = s.totals;
    out.push(
      item(
        `- ${escapeMarkdown(s.title)}: cost ≈ ${t.cost}; read from the cache ≈ ${t.cached_tokens}, written ≈ ${t.written_tokens}, uncached ≈ ${t.uncached_tokens}, lost to changes ≈ ${t.lost_tokens} tokens.`,
      ),
    );
  }
  out.push('', ...cacheTurnLines(cache.strategies, ctx), '');
  return out;
}

const OPENAI_ESTIMATED =
  'OpenAI’s figures are the estimate too: the playground’s Runtimes view gives OpenAI’s o200k_base count beside it.';

/** An up-front figure, labelled; with OpenAI's count, IronClaw's estimate of the same tools beside it. */
function tokensOf(t: ReviewRuntimes['views'][number]['upfront']['tokens']): string {
  if (t.method === 'ironclaw_estimate') return `≈ ${t.tokens} tokens (IronClaw’s byte-derived estimate)`;
  const estimate = t.estimate === undefined ? '' : `, ≈ ${t.estimate} by IronClaw’s byte-derived estimate`;
  return `≈ ${t.tokens} tokens (o200k_base count)${estimate}`;
}

/** One item per turn: whether IronClaw's tools array changed, then each strategy's cost and what it read. */
function cacheTurnLines(strategies: readonly CacheStrategy[], ctx: MarkdownContext): string[] {
  const first = strategies[0];
  if (!first) return [];
  const turns = firstOf(first.turns, ctx.limits.rows, 'turns of the prompt-cache timeline', ctx);
  const out = turns.map((t, i) => {
    const tools =
      t.tools_identical === null
        ? `tools ≈ ${t.tools_tokens} tokens`
        : t.first_difference
          ? `IronClaw’s tools array differs at byte ${t.first_difference.byte} (${t.first_difference.tool ?? 'its end'})`
          : 'tools arrays identical';
    const cells = strategies.map((s) => {
      const x = s.turns[i]!;
      return `${escapeMarkdown(s.title)} ≈ ${x.cost} (read ≈ ${x.cached_tokens}${x.lost_tokens > 0 ? `, lost ≈ ${x.lost_tokens}` : ''})`;
    });
    return item(`- Turn ${t.turn}: ${escapeMarkdown(tools)}; ${cells.join('; ')}.`);
  });
  if (first.turns.length > turns.length)
    out.push(item(`- and ${first.turns.length - turns.length} more turns, in the JSON report.`));
  return out;
}
