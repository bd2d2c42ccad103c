import { useState } from 'react';
import type { Report } from '../../../core/index.ts';
import { WhyButton } from './why-button.tsx';

/**
 * The discoverable tools the index does not name (cut by the byte budget, or
 * lost with an overflowing namespace list): they do not appear in the text, so
 * they are listed here, each with "Why?" to read where the budget stopped.
 */
/** How many cut tools the open list draws before "Show all" (a 10,000-tool catalog cuts almost all of them). */
const FIRST_SHOWN = 200;

export function UnnamedTools({ report }: { report: Report }) {
  const [open, setOpen] = useState(false);
  const [all, setAll] = useState(false);
  const cut = report.explain.index.rounds.flatMap((r) => r.tools.filter((t) => !t.shown));
  if (cut.length === 0) return null;
  const shown = all ? cut : cut.slice(0, FIRST_SHOWN);
  return (
    <details className="text-xs" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-slate-600 dark:text-slate-400">
        {cut.length} discoverable {cut.length === 1 ? 'tool' : 'tools'} not named in the index
      </summary>
      {/* Drawn only while open: closed, thousands of names would sit in the page for nothing. */}
      {open ? (
        <>
          <ul className="mt-1 flex flex-wrap gap-x-3">
            {shown.map((t) => (
              <li key={`${t.name}:${t.round}`} className="inline-flex items-baseline">
                <span className="font-mono">{t.name}</span>
                <span className="ml-1 text-slate-500 dark:text-slate-400">round {t.round}</span>
                <WhyButton name={t.name} />
              </li>
            ))}
          </ul>
          {shown.length < cut.length ? (
            <button type="button" className="mt-1 underline" onClick={() => setAll(true)}>
              Show all {cut.length}
            </button>
          ) : null}
        </>
      ) : null}
    </details>
  );
}
