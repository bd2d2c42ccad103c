import { type ComponentType, useEffect } from 'react';
import { useAfterFirstAnswer } from '../hooks/use-after-first-answer.ts';
import { useLatestEvaluation } from '../hooks/use-evaluation.ts';
import { useReviewRequest } from '../hooks/use-review.ts';
import { usePlayground } from '../state/store.ts';
import { OUTPUT_TABS, type OutputTab } from '../state/ui-slice.ts';
import { type PreloadableView, preloadableView } from './preloadable-view.tsx';
import { countProblems } from './problems-count.ts';
import { TabSet } from './tab-set.tsx';

const LABELS: Record<OutputTab, string> = {
  rounds: 'Fair rounds',
  namespaces: 'Namespaces',
  tools: 'Tools',
  advertised: 'Advertised set',
  model: 'What the model sees',
  problems: 'Problems',
  compare: 'Compare',
  runtimes: 'Runtimes',
  findability: 'Findability',
  plan: 'Plan',
};

// Each view is its own script, fetched when its tab is first shown or pointed at, or while the page
// is idle once the first answer is on screen: the first one drawn waits for none of the others.
const VIEWS: Record<OutputTab, PreloadableView> = {
  rounds: preloadableView(() => import('./round-grid.tsx').then((m) => m.RoundGrid)),
  namespaces: preloadableView(() => import('./namespaces-table.tsx').then((m) => m.NamespacesTable)),
  tools: preloadableView(() => import('./tools-table.tsx').then((m) => m.ToolsTable)),
  advertised: preloadableView(() => import('./advertised-panel.tsx').then((m) => m.AdvertisedPanel)),
  model: preloadableView(() => import('./model-view-panel.tsx').then((m) => m.ModelViewPanel)),
  problems: preloadableView(() => import('./problems-panel.tsx').then((m) => m.ProblemsPanel)),
  compare: preloadableView(() => import('./review/compare-panel.tsx').then((m) => m.ComparePanel)),
  runtimes: preloadableView(() => import('./runtimes/runtimes-panel.tsx').then((m) => m.RuntimesPanel)),
  findability: preloadableView(() =>
    import('./review/findability-panel.tsx').then((m) => m.FindabilityPanel),
  ),
  plan: preloadableView(() => import('./plan/plan-panel.tsx').then((m) => m.PlanPanel)),
};
const PANELS = Object.fromEntries(OUTPUT_TABS.map((t) => [t, VIEWS[t].View])) as Record<
  OutputTab,
  ComponentType
>;

/** The views' scripts fetched one at a time while the page is idle, so a tab opens without waiting for one. */
function usePreloadWhenIdle(after: boolean) {
  useEffect(() => {
    if (!after) return;
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    const cancel = globalThis.cancelIdleCallback ?? clearTimeout;
    const queue = [...OUTPUT_TABS];
    let handle = 0;
    const next = () => {
      const tab = queue.shift();
      if (tab === undefined) return;
      VIEWS[tab].preload();
      handle = idle(next) as number;
    };
    handle = idle(next) as number;
    return () => cancel(handle);
  }, [after]);
}

/** The detailed views, one at a time; arrow keys move between tabs as in any tab list. */
export function OutputTabs() {
  const tab = usePlayground((s) => s.outputTab);
  const setTab = usePlayground((s) => s.setOutputTab);
  // Asked here, where it is always mounted: the review's findings join the scenario's own problems on the tab.
  const review = useReviewRequest();
  const findings = review.good ? review.good.report.findings.length : 0;
  const problems = countProblems(useLatestEvaluation()) + findings;
  const after = useAfterFirstAnswer();
  usePreloadWhenIdle(after);
  return (
    <TabSet
      label="Details"
      tabs={OUTPUT_TABS}
      labels={LABELS}
      panels={PANELS}
      selected={tab}
      onSelect={setTab}
      onIntent={(t) => VIEWS[t].preload()}
      badges={problems > 0 ? { problems } : {}}
      hold={!after}
    />
  );
}
