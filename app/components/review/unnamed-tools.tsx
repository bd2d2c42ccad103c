import { Suspense, useEffect, useState } from 'react';
import type { Report } from '../../../core/index.ts';
import { preloadableView } from '../preloadable-view.tsx';

// Drawn only when opened: the list's script, and core's reckoning of each tool, come then.
const List = preloadableView(() => import('./unnamed-list.tsx').then((m) => m.UnnamedList));

/**
 * The discoverable tools the index does not name (cut by the byte budget, or
 * lost with an overflowing namespace list): they do not appear in the text, so
 * they are listed here when opened (unnamed-list.tsx), with what would get each named.
 */
export function UnnamedTools({ report }: { report: Report }) {
  const [open, setOpen] = useState(false);
  // Fetched while the page is idle, so opening the list does not wait for its script.
  useEffect(() => {
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    idle(List.preload);
  }, []);
  const index = report.explain.index;
  const count = index.stopped_at === null ? 0 : index.total_count - index.shown_count;
  if (count === 0) return null;
  return (
    <details className="text-xs" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-slate-600 dark:text-slate-400">
        {count} discoverable {count === 1 ? 'tool' : 'tools'} not named in the index
      </summary>
      {open ? (
        <Suspense fallback={<p className="mt-1 text-slate-500 dark:text-slate-400">Loading…</p>}>
          <List.View report={report} />
        </Suspense>
      ) : null}
    </details>
  );
}
