import type { CacheStrategy, CacheTurn } from '../../../core/index.ts';
import { CACHE_FACTS } from '../../../core/index.ts';
import { useReviewAnswer } from '../../hooks/use-review.ts';
import { FactCitation } from '../runtimes/fact-citation.tsx';
import { BADGE_OK, BADGE_WARN, HEADING } from './discovery-styles.ts';

/**
 * What the timeline's promotions cost the prompt cache (core/runtimes/
 * cache-across-turns.ts, read from the review `disclosure report` also prints):
 * IronClaw's promotion beside OpenAI's append-at-end and Anthropic's
 * tool_reference, turn by turn. Token figures are IronClaw's estimate.
 */
export function CacheTurns() {
  const { good } = useReviewAnswer();
  const cache = good?.report.runtimes.prompt_cache_turns ?? null;
  if (!cache) return null;
  const turns = cache.strategies[0]?.turns.length ?? 0;
  const source = CACHE_FACTS[0]!;
  return (
    <section aria-label="Prompt cache across turns" className="flex flex-col gap-1 text-xs">
      <h3 className={HEADING}>Prompt cache across turns</h3>
      <p className="text-slate-600 dark:text-slate-400">
        <FactCitation fact={source} />. {cache.system_note} Tokens are IronClaw’s estimate.
      </p>
      <table aria-label="Prompt cache by strategy" className="w-full border-collapse">
        <thead>
          <tr className="text-left align-bottom">
            <th className="pr-3">turn</th>
            {cache.strategies.map((s) => (
              <th key={s.id} className="pr-3 font-semibold" title={s.how}>
                {s.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: turns }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: turns are numbered in order and never reordered.
            <tr key={i} className="align-top">
              <th scope="row" className="pr-3 text-left font-normal">
                {i + 1}
              </th>
              {cache.strategies.map((s) => (
                <td key={s.id} className="pr-3">
                  <TurnCell turn={s.turns[i]!} />
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className="pr-3 text-left font-normal">
              in all
            </th>
            {cache.strategies.map((s: CacheStrategy) => (
              <td key={s.id} data-testid={`uncached-total-${s.id}`} className="pr-3 font-semibold">
                ≈ {s.uncached_total} tokens no longer cached
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}

function TurnCell({ turn }: { turn: CacheTurn }) {
  const loaded = turn.loaded.length > 0 ? `loads ${turn.loaded.join(', ')}` : null;
  if (turn.tools_identical === null)
    return <span>first turn: prefix ≈ {turn.prefix_tokens} tokens cached from here on</span>;
  if (turn.tools_identical && turn.system_identical)
    return (
      <span>
        <span className={BADGE_OK}>cache kept</span> tools and system byte-identical
        {loaded ? `; ${loaded}` : ''}
        {turn.appended_tokens > 0 ? ` (≈ ${turn.appended_tokens} tokens added after the prefix)` : ''}
      </span>
    );
  const diff = turn.first_difference;
  return (
    <span>
      <span className={BADGE_WARN}>cache broken</span>{' '}
      {diff
        ? `tools array differs at byte ${diff.byte} (${diff.tool ?? 'its end'})`
        : 'system prefix differs'}
      ; ≈ {turn.uncached_tokens} tokens of prefix no longer cached{loaded ? `; ${loaded}` : ''}
    </span>
  );
}
