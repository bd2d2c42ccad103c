import type { Report } from '../../../core/index.ts';
import { WhyButton } from './why-button.tsx';

/**
 * The discoverable tools the index does not name (cut by the byte budget, or
 * lost with an overflowing namespace list): they do not appear in the text, so
 * they are listed here, each with "Why?" to read where the budget stopped.
 */
export function UnnamedTools({ report }: { report: Report }) {
  const cut = report.explain.index.rounds.flatMap((r) => r.tools.filter((t) => !t.shown));
  if (cut.length === 0) return null;
  return (
    <details className="text-xs">
      <summary className="cursor-pointer text-slate-600 dark:text-slate-400">
        {cut.length} discoverable {cut.length === 1 ? 'tool' : 'tools'} not named in the index
      </summary>
      <ul className="mt-1 flex flex-wrap gap-x-3">
        {cut.map((t) => (
          <li key={`${t.name}:${t.round}`} className="inline-flex items-baseline">
            <span className="font-mono">{t.name}</span>
            <span className="ml-1 text-slate-500 dark:text-slate-400">round {t.round}</span>
            <WhyButton name={t.name} />
          </li>
        ))}
      </ul>
    </details>
  );
}
