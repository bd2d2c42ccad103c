import { FileDrop } from './components/file-drop.tsx';
import { HeaderBar } from './components/header-bar.tsx';
import {
  LazyImportDialog,
  LazyNoticeBanner,
  LazyOpenDialog,
  LazyOtherTabOffer,
  LazyWhyPanel,
} from './components/lazy-views.tsx';
import { NarrowLayout } from './components/narrow-layout.tsx';
import { ThemeSync } from './components/theme-sync.tsx';
import { WideLayout } from './components/wide-layout.tsx';
import { useNarrowLayout } from './hooks/use-narrow-layout.ts';

/**
 * Layout only: the header, then the panes side by side (wide screens) or
 * stacked in one column (below 900 px), then the dialogs.
 */
export function App() {
  const narrow = useNarrowLayout();
  return (
    <div className="flex h-full flex-col">
      <ThemeSync />
      <HeaderBar />
      <LazyNoticeBanner />
      <LazyOtherTabOffer />
      <main className="min-h-0 flex-1">{narrow ? <NarrowLayout /> : <WideLayout />}</main>
      <LazyOpenDialog />
      <LazyImportDialog />
      <FileDrop />
      <LazyWhyPanel />
    </div>
  );
}
