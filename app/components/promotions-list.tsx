import type { PromotionOutcome, Report } from '../../core/index.ts';
import { VisibleText } from './visible-text.tsx';

const OUTCOMES: Record<PromotionOutcome, string> = {
  advertised: 'advertised',
  not_in_catalog: 'skipped: not in the catalog',
  not_permitted: 'skipped: not permitted',
  already_listed: 'skipped: already listed',
  count_cap: 'stopped here: the advertised count had reached max_tools',
  token_cap: 'stopped here: its tokens would pass the threshold',
  not_reached: 'not reached (after the stop)',
  not_deferred: 'not needed: nothing is deferred',
};

/** Promotions in order (DISCLOSURE.md §7, step 3): which fitted, which were skipped, which one stopped them. */
export function PromotionsList({ report }: { report: Report }) {
  const promotions = report.explain.active.promotions;
  if (promotions.length === 0)
    return <p className="text-slate-500 dark:text-slate-400">No promoted tools in this scenario.</p>;
  return (
    <div>
      <h3 className="mb-1 text-xs font-semibold">Promotions</h3>
      <ol className="list-decimal pl-6 text-xs">
        {promotions.map((p, i) => {
          const stop = p.outcome === 'count_cap' || p.outcome === 'token_cap';
          return (
            <li
              key={`${p.name}-${i.toString()}`}
              className={stop ? 'font-semibold text-red-700 dark:text-red-400' : ''}
            >
              <span className="font-mono">
                <VisibleText text={p.name} />
              </span>
              {p.tokens !== null ? ` (${p.tokens} tokens)` : ''}: {OUTCOMES[p.outcome]}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
