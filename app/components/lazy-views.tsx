import { type ComponentType, lazy, Suspense } from 'react';
import { useAfterFirstAnswer } from '../hooks/use-after-first-answer.ts';
import { type PlaygroundState, usePlayground } from '../state/store.ts';

/**
 * Views the first paint does without, each fetched as its own script: the
 * discovery chain once the first answer is on screen, the dialogs only when one opens.
 */
const DiscoveryPanel = lazy(() =>
  import('./discovery/discovery-panel.tsx').then((m) => ({ default: m.DiscoveryPanel })),
);
const OpenDialog = lazy(() => import('./open-dialog.tsx').then((m) => ({ default: m.OpenDialog })));
const ImportDialog = lazy(() =>
  import('./import/import-dialog.tsx').then((m) => ({ default: m.ImportDialog })),
);
const WhyPanel = lazy(() => import('./review/why-panel.tsx').then((m) => ({ default: m.WhyPanel })));

const LOADING_CHAIN = <p className="p-2 text-slate-500 dark:text-slate-400">Loading the discovery chain…</p>;

export function LazyDiscoveryPanel() {
  return useAfterFirstAnswer() ? (
    <Suspense fallback={LOADING_CHAIN}>
      <DiscoveryPanel />
    </Suspense>
  ) : (
    LOADING_CHAIN
  );
}

/** A view mounted (and its script fetched) only while the store says it is open. */
function whileOpen(isOpen: (state: PlaygroundState) => boolean, View: ComponentType) {
  return function OpenOnly() {
    const open = usePlayground(isOpen);
    return open ? (
      <Suspense fallback={null}>
        <View />
      </Suspense>
    ) : null;
  };
}

export const LazyOpenDialog = whileOpen((s) => s.pendingOpen !== null, OpenDialog);
export const LazyImportDialog = whileOpen((s) => s.importRequest !== null, ImportDialog);
export const LazyWhyPanel = whileOpen((s) => s.whyTool !== null, WhyPanel);
