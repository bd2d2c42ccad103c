import { lazy, Suspense } from 'react';
import { usePlayground } from '../state/store.ts';

/**
 * Views the first paint does without, each fetched as its own script: the
 * discovery chain once the page has drawn, the dialogs only when one opens.
 */
const DiscoveryPanel = lazy(() =>
  import('./discovery/discovery-panel.tsx').then((m) => ({ default: m.DiscoveryPanel })),
);
const OpenDialog = lazy(() => import('./open-dialog.tsx').then((m) => ({ default: m.OpenDialog })));
const ImportDialog = lazy(() =>
  import('./import/import-dialog.tsx').then((m) => ({ default: m.ImportDialog })),
);
const WhyPanel = lazy(() => import('./review/why-panel.tsx').then((m) => ({ default: m.WhyPanel })));

export function LazyDiscoveryPanel() {
  return (
    <Suspense
      fallback={<p className="p-2 text-slate-500 dark:text-slate-400">Loading the discovery chain…</p>}
    >
      <DiscoveryPanel />
    </Suspense>
  );
}

export function LazyOpenDialog() {
  const open = usePlayground((s) => s.pendingOpen !== null);
  return open ? (
    <Suspense fallback={null}>
      <OpenDialog />
    </Suspense>
  ) : null;
}

export function LazyImportDialog() {
  const open = usePlayground((s) => s.importRequest !== null);
  return open ? (
    <Suspense fallback={null}>
      <ImportDialog />
    </Suspense>
  ) : null;
}

export function LazyWhyPanel() {
  const open = usePlayground((s) => s.whyTool !== null);
  return open ? (
    <Suspense fallback={null}>
      <WhyPanel />
    </Suspense>
  ) : null;
}
