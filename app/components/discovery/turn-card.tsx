import type { ActionView, TurnView } from '../../discovery/discovery-protocol.ts';
import { groupDigits } from '../../scenario-text/group-digits.ts';
import { HINT } from '../control-styles.ts';
import { VisibleText } from '../visible-text.tsx';
import { CallOutcome, DescribeOutcome } from './call-outcome.tsx';
import { BADGE_MUTED, BADGE_OK, BADGE_WARN, HEADING } from './discovery-styles.ts';

/** Promotions that did not make it into this turn's active set, in words (DISCLOSURE.md §7 step 3). */
const LEFT_OUT: Record<string, string> = {
  not_in_catalog: 'not in the catalog',
  not_permitted: 'not permitted by the policy',
  count_cap: 'no longer fits: the advertised count had reached max_tools',
  token_cap: 'no longer fits: its tokens would pass the defer threshold',
  not_reached: 'not reached: an earlier promotion already hit a cap',
};

/** One turn: what it advertises (promotions marked), which promotions no longer fit, and what each action got. */
/** Actions drawn per turn; a timeline may play thousands in one. */
const SHOWN_ACTIONS = 50;

export function TurnCard({ turn }: { turn: TurnView }) {
  const label = `Turn ${turn.turn}`;
  const promoted = new Set(turn.promoted);
  const leftOut = turn.promotions.filter((p) => p.outcome in LEFT_OUT);
  return (
    <section aria-label={label} className="rounded border border-slate-200 p-2 dark:border-slate-800">
      <h3 className="text-sm font-semibold">{label}</h3>
      <p className={HINT}>
        {/* The count is what is advertised: "Deferred: 5" read as five tools held back. */}
        Advertised {turn.advertised.length} of max_tools {turn.max_tools},{' '}
        {groupDigits(turn.advertised_tokens)} of {groupDigits(turn.threshold)} tokens;{' '}
        {turn.deferred ? 'the rest deferred' : 'everything fits, nothing deferred'}.
      </p>
      <h4 className={HEADING}>Advertised tools</h4>
      <ul aria-label={`Advertised in turn ${turn.turn}`} className="flex flex-wrap gap-1 text-xs">
        {turn.advertised.map((t) => (
          <li key={t.name} className="font-mono">
            <VisibleText text={t.name} />
            {t.bridge ? <span className={`${BADGE_MUTED} ml-1`}>bridge</span> : null}
            {promoted.has(t.name) ? <span className={`${BADGE_OK} ml-1`}>promoted</span> : null}
          </li>
        ))}
      </ul>
      {leftOut.length > 0 ? (
        <ul aria-label={`Promotions left out of turn ${turn.turn}`} className="mt-1 text-xs">
          {leftOut.map((p) => (
            <li key={p.name}>
              <span className={BADGE_WARN}>left out</span> <span className="font-mono">{p.name}</span>:{' '}
              {LEFT_OUT[p.outcome]}
              {p.tokens !== null ? ` (${p.tokens} tokens)` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {turn.actions.length > 0 ? (
        <ol aria-label={`Actions in turn ${turn.turn}`} className="mt-2 flex flex-col gap-2">
          {turn.actions.slice(0, SHOWN_ACTIONS).map((a, i) => (
            <li
              key={`${i.toString()}-${a.tool}`}
              className="border-l-2 border-slate-200 pl-2 dark:border-slate-700"
            >
              <p className="font-mono text-xs">
                <VisibleText text={`${a.tool}(${a.arguments_json})`} />
              </p>
              <ActionOutcome action={a} />
            </li>
          ))}
          {turn.actions.length > SHOWN_ACTIONS ? (
            <li className={HINT}>
              and {groupDigits(turn.actions.length - SHOWN_ACTIONS)} more actions, played but not drawn
            </li>
          ) : null}
        </ol>
      ) : (
        <p className={`mt-2 ${HINT}`}>No actions yet in this turn.</p>
      )}
      {turn.promoted_now.length > 0 ? (
        <p className="mt-1 text-xs">
          Promoted for the next turn:{' '}
          <span className="font-mono">
            <VisibleText text={turn.promoted_now.join(', ')} />
          </span>
        </p>
      ) : null}
    </section>
  );
}

function ActionOutcome({ action }: { action: ActionView }) {
  if (action.kind === 'describe') return <DescribeOutcome describe={action.describe} />;
  if (action.kind === 'call')
    return (
      <CallOutcome label={action.via === 'tool_call' ? 'tool_call' : 'direct call'} call={action.call} />
    );
  const { search } = action;
  if (!search.ok) return <p className="text-xs text-red-700 dark:text-red-400">Error: {search.error}</p>;
  return (
    <p className="text-xs">
      {search.results.length} result{search.results.length === 1 ? '' : 's'}
      {search.results.length > 0 ? ': ' : ''}
      <span className="font-mono">{search.results.map((r) => r.name).join(', ')}</span>
      {search.complete_signatures ? ' (those with a complete schema are disclosed for this turn)' : ''}
    </p>
  );
}
