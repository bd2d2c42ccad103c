import { runtimesOf } from '../runtimes/index.ts';
import { type Finding, finding, plural } from './finding.ts';
import type { ReviewSubject } from './review-subject.ts';

/**
 * What the catalog meets in other runtimes (core/runtimes/): a hard cap it is
 * over, an MCP server that makes an OpenAI namespace past the guidance, and a
 * promotion in the Turns timeline that changes the tools array (IronClaw #6986).
 */
export function runtimeFindings(subject: ReviewSubject): Finding[] {
  const { views, plan, cache } = runtimesOf(subject);
  const out: Finding[] = [];
  // One finding for the catalog, naming every runtime whose cap it is over; the Runtimes view gives each error text.
  const over = views.flatMap((view) =>
    view.checks
      .filter((c) => c.hit && c.kind === 'cap')
      .map(
        (c) => `${view.title} (${c.limit}${c.evidence === 'observed' ? ', observed' : ''}: ${c.consequence})`,
      ),
  );
  if (over.length > 0)
    out.push(
      finding(
        'runtime_cap_exceeded',
        `The catalog’s ${plural(plan.tools.length, 'permitted tool')} are over the cap of ${over.join('; ')}.`,
      ),
    );
  const responses = views.find((v) => v.id === 'openai-responses');
  for (const check of responses?.checks ?? []) {
    if (!check.hit || check.subject === undefined) continue;
    const members = plan.tools.filter((t) => t.server === check.subject).map((t) => t.name);
    out.push(
      finding(
        'openai_namespace_large',
        `For OpenAI the MCP server ${check.subject} becomes a namespace of ${plural(check.actual, 'function')}; OpenAI advises fewer than ${check.limit}.`,
        members,
      ),
    );
  }
  const entry = (id: string, rule: string) =>
    cache?.strategies.find((s) => s.id === id && s.cache_rule === rule)?.turns ?? [];
  const [anthropic, reference, openai, append] = [
    entry('ironclaw_promotion', 'anthropic'),
    entry('tool_reference', 'anthropic'),
    entry('ironclaw_promotion', 'openai'),
    entry('append_at_end', 'openai'),
  ];
  for (const [i, turn] of anthropic.entries()) {
    if (turn.tools_identical !== false || turn.first_difference === null) continue;
    const o = openai[i]!;
    out.push(
      finding(
        'promotion_breaks_cache',
        `Turn ${turn.turn}: the tools array differs from turn ${turn.turn - 1} at byte ${turn.first_difference.byte} (${turn.first_difference.tool ?? 'its end'}), so under Anthropic’s rule, where a change to the tools invalidates the whole cache, ≈ ${turn.lost_tokens} estimated tokens (tools and the conversation so far) are no longer read from it and the turn costs ≈ ${turn.cost} input-token equivalents against ≈ ${reference[i]?.cost ?? 0} with tool_reference; under OpenAI’s, everything from the first differing token on is uncached: ≈ ${o.lost_tokens} tokens lost, ≈ ${o.cost} against ≈ ${append[i]?.cost ?? 0} appending at the end.`,
        turn.loaded,
      ),
    );
  }
  return out;
}
