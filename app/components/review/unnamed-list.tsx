import { useId, useMemo, useState } from 'react';
import { type Report, toNameText, unnamedTools } from '../../../core/index.ts';
import { groupDigits } from '../../scenario-text/group-digits.ts';
import { TEXT_INPUT } from '../control-styles.ts';
import { WhyButton } from './why-button.tsx';

/** How many unnamed tools the open list draws before "Show all" (a 10,000-tool catalog cuts almost all of them). */
const FIRST_SHOWN = 200;

/**
 * The open list of the tools the index does not name (unnamed-tools.tsx), filterable
 * by name, each with what would get it named (core's unnamedTools: the bytes to free
 * before its line; the sentence on hover) and "Why?" for the whole answer.
 */
export function UnnamedList({ report }: { report: Report }) {
  const [all, setAll] = useState(false);
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const index = report.explain.index;
  const unnamed = useMemo(() => unnamedTools(report), [report]);
  const needle = filter.trim().toLowerCase();
  const matching = needle === '' ? unnamed : unnamed.filter((t) => t.name.toLowerCase().includes(needle));
  const shown = all ? matching : matching.slice(0, FIRST_SHOWN);
  return (
    <>
      <div className="mt-1 flex items-center gap-2">
        <label htmlFor={filterId} className="shrink-0 font-medium">
          Filter unnamed tools
        </label>
        <input
          id={filterId}
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className={`${TEXT_INPUT} max-w-64`}
        />
        <span className="text-slate-500 dark:text-slate-400">
          {matching.length} of {unnamed.length}
        </span>
      </div>
      <ul className="mt-1 flex flex-wrap gap-x-3" aria-label="Tools not named in the index">
        {shown.map((t) => (
          <li key={`${t.name}:${t.round}`} className="inline-flex items-baseline">
            <span className="font-mono">{t.name}</span>
            {t.round !== null ? (
              <span className="ml-1 text-slate-500 dark:text-slate-400">round {t.round}</span>
            ) : null}
            <span
              className="ml-1 text-slate-500 dark:text-slate-400"
              title={toNameText(t.to_name, index.budget, index.reserve)}
            >
              · free {groupDigits(t.to_name.bytes_to_free)} bytes to name it
            </span>
            <WhyButton name={t.name} />
          </li>
        ))}
      </ul>
      {shown.length < matching.length ? (
        <button type="button" className="mt-1 underline" onClick={() => setAll(true)}>
          Show all {matching.length}
        </button>
      ) : null}
    </>
  );
}
