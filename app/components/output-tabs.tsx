import { useLatestEvaluation } from '../hooks/use-evaluation.ts';
import { useReviewRequest } from '../hooks/use-review.ts';
import { usePlayground } from '../state/store.ts';
import { OUTPUT_TABS, type OutputTab } from '../state/ui-slice.ts';
import { AdvertisedPanel } from './advertised-panel.tsx';
import { ModelViewPanel } from './model-view-panel.tsx';
import { NamespacesTable } from './namespaces-table.tsx';
import { countProblems, ProblemsPanel } from './problems-panel.tsx';
import { ComparePanel } from './review/compare-panel.tsx';
import { RoundGrid } from './round-grid.tsx';
import { TabSet } from './tab-set.tsx';
import { ToolsTable } from './tools-table.tsx';

const LABELS: Record<OutputTab, string> = {
  rounds: 'Fair rounds',
  namespaces: 'Namespaces',
  tools: 'Tools',
  advertised: 'Advertised set',
  model: 'What the model sees',
  problems: 'Problems',
  compare: 'Compare',
};

const PANELS: Record<OutputTab, () => React.ReactNode> = {
  rounds: RoundGrid,
  namespaces: NamespacesTable,
  tools: ToolsTable,
  advertised: AdvertisedPanel,
  model: ModelViewPanel,
  problems: ProblemsPanel,
  compare: ComparePanel,
};

/** The detailed views, one at a time; arrow keys move between tabs as in any tab list. */
export function OutputTabs() {
  const tab = usePlayground((s) => s.outputTab);
  const setTab = usePlayground((s) => s.setOutputTab);
  // Asked here, where it is always mounted: the review's findings join the scenario's own problems on the tab.
  const review = useReviewRequest();
  const findings = review.good ? review.good.report.findings.length : 0;
  const problems = countProblems(useLatestEvaluation()) + findings;
  return (
    <TabSet
      label="Details"
      tabs={OUTPUT_TABS}
      labels={LABELS}
      panels={PANELS}
      selected={tab}
      onSelect={setTab}
      badges={problems > 0 ? { problems } : {}}
    />
  );
}
