import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useAfterFirstAnswer } from '../hooks/use-after-first-answer.ts';
import { type PlaygroundState, usePlayground } from '../state/store.ts';
import { type PreloadableView, preloadableView } from './preloadable-view.tsx';

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

const Notice = preloadableView(() => import('./notice-banner.tsx').then((m) => m.NoticeBanner));
const Offer = preloadableView(() => import('./other-tab-offer.tsx').then((m) => m.OtherTabOffer));

/**
 * A banner drawn only while it has news. Its script is fetched once the first answer is on
 * screen, so news after that shows at once; news before it shows once its script is in.
 */
function NewsBanner({ shown, banner }: { shown: boolean; banner: PreloadableView }) {
  const after = useAfterFirstAnswer();
  useEffect(() => {
    if (after) banner.preload();
  }, [after, banner]);
  return shown ? (
    <Suspense fallback={null}>
      <banner.View />
    </Suspense>
  ) : null;
}

export function LazyNoticeBanner() {
  return <NewsBanner shown={usePlayground((s) => s.notice !== null)} banner={Notice} />;
}

export function LazyOtherTabOffer() {
  return <NewsBanner shown={usePlayground((s) => s.otherTabWork !== null)} banner={Offer} />;
}
