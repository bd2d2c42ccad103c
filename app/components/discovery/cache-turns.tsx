import { useState } from 'react';
import type { CacheAcrossTurns, CacheStrategy, CacheTurn } from '../../../core/index.ts';
import { CACHE_FACTS } from '../../../core/index.ts';
import { useCountedRuntimes } from '../../hooks/use-counted-runtimes.ts';
import { useReviewAnswer } from '../../hooks/use-review.ts';
import { groupDigits } from '../../scenario-text/group-digits.ts';
import { FactCitation } from '../runtimes/fact-citation.tsx';
import { CacheSettingsControl } from './cache-settings-control.tsx';
import { BADGE_OK, BADGE_WARN, BUTTON, HEADING } from './discovery-styles.ts';

/**
 * What the timeline's promotions cost the prompt cache (core/runtimes/
 * cache-across-turns.ts, read from the review `disclosure report` also prints):
 * IronClaw's promotion under Anthropic's and OpenAI's rules beside
 * tool_reference and append-at-end, turn by turn, with each vendor's cited rule.
 */
export function CacheTurns() {
  const { good } = useReviewAnswer();
  const responses = useResponsesCount();
  const cache = good?.report.runtimes.prompt_cache_turns ?? null;
  if (!cache) return null;
  return (
    <section aria-label="Prompt cache across turns" className="flex flex-col gap-1 text-xs">
      <h3 className={HEADING}>Prompt cache across turns</h3>
      <CacheSettingsControl settings={cache.settings} />
      <ul className="list-disc pl-4 text-slate-600 dark:text-slate-400">
        {cache.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <CacheTotals cache={cache} />
      <CacheByTurn strategies={cache.strategies} responses={responses} />
      <details className="text-slate-600 dark:text-slate-400">
        <summary className="cursor-pointer">The vendors’ rules, as their documents state them</summary>
        <ul className="list-disc pl-4">
          {CACHE_FACTS.map((fact) => (
            <li key={fact.id}>
              <FactCitation fact={fact} />
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

function CacheTotals({ cache }: { cache: CacheAcrossTurns }) {
  return (
    // Focusable: a table wider than a phone scrolls sideways, by keyboard too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="overflow-x-auto" tabIndex={0} aria-label="Prompt cache in all, scrollable">
      <table aria-label="Prompt cache in all" className="w-full border-collapse">
        <thead>
          <tr className="text-left align-bottom">
            <th className="pr-3">strategy</th>
            <th className="pr-3">rule</th>
            <th className="pr-3">read from cache</th>
            <th className="pr-3">written</th>
            <th className="pr-3">uncached</th>
            <th className="pr-3">lost to changes</th>
            <th className="pr-3">cost</th>
          </tr>
        </thead>
        <tbody>
          {cache.strategies.map((s) => (
            <tr key={`${s.id}:${s.cache_rule}`} data-testid={`cache-total-${s.id}-${s.cache_rule}`}>
              <th scope="row" className="pr-3 text-left font-normal" title={s.how}>
                {s.title}
              </th>
              <td className="pr-3">{s.cache_rule}</td>
              <td className="pr-3">≈ {s.totals.cached_tokens}</td>
              <td className="pr-3">≈ {s.totals.written_tokens}</td>
              <td className="pr-3">≈ {s.totals.uncached_tokens}</td>
              <td className="pr-3">≈ {s.totals.lost_tokens}</td>
              <td className="pr-3 font-semibold">≈ {s.totals.cost}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-slate-600 dark:text-slate-400">
        Cost: input-token equivalents, each part times its vendor’s multiplier (base input = 1). Tokens are
        IronClaw’s estimate.
      </p>
    </section>
  );
}

/** Turns the table draws at once: a timeline of thousands is read a page at a time, its totals above cover all. */
const TURNS_SHOWN = 100;

/**
 * OpenAI Responses' up-front tools by OpenAI's o200k_base count, with IronClaw's estimate it
 * stands beside (the Runtimes view's figures), once the tokenizer is in; null until then.
 */
type ResponsesCount = { count: number; estimate: number } | null;

function useResponsesCount(): ResponsesCount {
  const answer = useCountedRuntimes().good;
  const tokens = answer?.views.find((v) => v.id === 'openai-responses')?.upfront.tokens;
  return tokens?.method === 'o200k_base' && tokens.estimate !== undefined
    ? { count: tokens.tokens, estimate: tokens.estimate }
    : null;
}

function CacheByTurn({
  strategies,
  responses,
}: {
  strategies: readonly CacheStrategy[];
  responses: ResponsesCount;
}) {
  const turns = strategies[0]?.turns.length ?? 0;
  const [from, setFrom] = useState(0);
  const first = Math.min(from, Math.max(0, turns - 1));
  const shown = Math.min(TURNS_SHOWN, turns - first);
  return (
    <>
      {turns > TURNS_SHOWN ? (
        <div className="flex flex-wrap items-center gap-1">
          <span role="status">
            Turns {groupDigits(first + 1)}–{groupDigits(first + shown)} of {groupDigits(turns)}
          </span>
          <button
            type="button"
            className={BUTTON}
            disabled={first === 0}
            onClick={() => setFrom(Math.max(0, first - TURNS_SHOWN))}
          >
            Earlier turns
          </button>
          <button
            type="button"
            className={BUTTON}
            disabled={first + shown >= turns}
            onClick={() => setFrom(first + TURNS_SHOWN)}
          >
            Later turns
          </button>
        </div>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="overflow-x-auto" tabIndex={0} aria-label="Prompt cache by turn, scrollable">
        <table aria-label="Prompt cache by strategy" className="w-full border-collapse">
          <thead>
            <tr className="text-left align-bottom">
              <th className="pr-3">turn</th>
              {strategies.map((s) => (
                <th key={`${s.id}:${s.cache_rule}`} className="pr-3 font-semibold" title={s.how}>
                  {s.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: shown }, (_, k) => first + k).map((i) => (
              <tr key={i} className="align-top">
                <th scope="row" className="pr-3 text-left font-normal">
                  {i + 1}
                </th>
                {strategies.map((s) => (
                  <td key={`${s.id}:${s.cache_rule}`} className="pr-3">
                    <TurnCell turn={s.turns[i]!} counted={s.id === 'append_at_end' ? responses : null} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

/** `counted`: the o200k_base count of the same tools, shown beside the estimate when it is of them. */
function TurnCell({ turn, counted }: { turn: CacheTurn; counted: ResponsesCount }) {
  const loaded = turn.loaded.length > 0 ? `; loads ${turn.loaded.join(', ')}` : '';
  const parts = `read ≈ ${turn.cached_tokens}, written ≈ ${turn.written_tokens}, uncached ≈ ${turn.uncached_tokens}; cost ≈ ${turn.cost}`;
  if (turn.tools_identical === null)
    return (
      <span>
        first turn: tools ≈ {turn.tools_tokens} tokens (IronClaw’s estimate
        {counted && counted.estimate === turn.tools_tokens
          ? `; ≈ ${counted.count} by OpenAI’s o200k_base count, as Runtimes gives`
          : ''}
        ); {parts}
      </span>
    );
  if (turn.tools_identical)
    return (
      <span>
        <span className={BADGE_OK}>cache kept</span> tools byte-identical; {parts}
        {loaded}
      </span>
    );
  const diff = turn.first_difference;
  const where = diff
    ? `tools array differs at byte ${diff.byte} (${diff.tool ?? 'its end'})`
    : 'tools array differs';
  return (
    <span>
      <span className={BADGE_WARN}>cache broken</span>{' '}
      {`${where}; ≈ ${turn.lost_tokens} tokens lost; ${parts}`}
      {loaded}
    </span>
  );
}
