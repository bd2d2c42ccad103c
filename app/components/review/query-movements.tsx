import type { QueryComparison, QueryResults } from '../../../core/index.ts';
import { VisibleText } from '../visible-text.tsx';

/** Each of the scenario's queries, its ranked results on both sides and how they moved A → B. */
export function QueryMovements({ queries }: { queries: QueryComparison[] }) {
  if (queries.length === 0) return null;
  return (
    <section aria-label="Query results A to B">
      <h3 className="font-semibold">Queries A → B</h3>
      <ul className="flex flex-col gap-1">
        {queries.map((q) => (
          <li key={JSON.stringify(q.arguments)}>
            <span className="font-mono">
              <VisibleText text={q.query ?? JSON.stringify(q.arguments)} />
            </span>
            : {sideText(q.a)} → {sideText(q.b)}
            {q.moved.length + q.entered.length + q.left.length > 0 ? (
              <span className="text-slate-600 dark:text-slate-400">
                {' '}
                (
                {[
                  ...q.moved.map((m) => `${m.name} ${m.from}→${m.to}`),
                  ...q.entered.map((e) => `${e.name} entered at ${e.rank}`),
                  ...q.left.map((l) => `${l.name} left from ${l.rank}`),
                ].join('; ')}
                )
              </span>
            ) : (
              <span className="text-slate-500 dark:text-slate-400"> (unchanged)</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function sideText(r: QueryResults | null): string {
  if (r === null) return '—';
  if (!r.ok) return `error: ${r.error}`;
  return r.names.length === 0 ? 'no results' : r.names.join(', ');
}
