import { type ComponentType, lazy } from 'react';
import { useAfterFirstAnswer } from '../hooks/use-after-first-answer.ts';
import { useLatestEvaluation } from '../hooks/use-evaluation.ts';
import { useReviewRequest } from '../hooks/use-review.ts';
import { usePlayground } from '../state/store.ts';
import { OUTPUT_TABS, type OutputTab } from '../state/ui-slice.ts';
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
};

// Each view is its own script, fetched when its tab is first shown (and not before the first
// answer is on screen): the first one drawn waits for none of the others.
const PANELS: Record<OutputTab, ComponentType> = {
  rounds: lazy(() => import('./round-grid.tsx').then((m) => ({ default: m.RoundGrid }))),
  namespaces: lazy(() => import('./namespaces-table.tsx').then((m) => ({ default: m.NamespacesTable }))),
  tools: lazy(() => import('./tools-table.tsx').then((m) => ({ default: m.ToolsTable }))),
  advertised: lazy(() => import('./advertised-panel.tsx').then((m) => ({ default: m.AdvertisedPanel }))),
  model: lazy(() => import('./model-view-panel.tsx').then((m) => ({ default: m.ModelViewPanel }))),
  problems: lazy(() => import('./problems-panel.tsx').then((m) => ({ default: m.ProblemsPanel }))),
  compare: lazy(() => import('./review/compare-panel.tsx').then((m) => ({ default: m.ComparePanel }))),
  runtimes: lazy(() => import('./runtimes/runtimes-panel.tsx').then((m) => ({ default: m.RuntimesPanel }))),
  findability: lazy(() =>
    import('./review/findability-panel.tsx').then((m) => ({ default: m.FindabilityPanel })),
  ),
};

/** The detailed views, one at a time; arrow keys move between tabs as in any tab list. */
export function OutputTabs() {
  const tab = usePlayground((s) => s.outputTab);
  const setTab = usePlayground((s) => s.setOutputTab);
  // Asked here, where it is always mounted: the review's findings join the scenario's own problems on the tab.
  const review = useReviewRequest();
  const findings = review.good ? review.good.report.findings.length : 0;
  const problems = countProblems(useLatestEvaluation()) + findings;
  const after = useAfterFirstAnswer();
  return (
    <TabSet
      label="Details"
      tabs={OUTPUT_TABS}
      labels={LABELS}
      panels={PANELS}
      selected={tab}
      onSelect={setTab}
      badges={problems > 0 ? { problems } : {}}
      hold={!after}
    />
  );
}
