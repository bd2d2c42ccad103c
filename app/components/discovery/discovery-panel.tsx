import { DISCOVERY_TABS, type DiscoveryTab } from '../../state/discovery-slice.ts';
import { usePlayground } from '../../state/store.ts';
import { TabSet } from '../tab-set.tsx';
import { ChainPanel } from './chain-panel.tsx';
import { RelevancePanel } from './relevance-panel.tsx';
import { SearchPanel } from './search-panel.tsx';
import { TurnsPanel } from './turns-panel.tsx';

const LABELS: Record<DiscoveryTab, string> = {
  search: 'Search',
  chain: 'Describe & call',
  turns: 'Turns',
  relevance: 'Relevance lab',
};

const PANELS: Record<DiscoveryTab, () => React.ReactNode> = {
  search: SearchPanel,
  chain: ChainPanel,
  turns: TurnsPanel,
  relevance: RelevancePanel,
};

/**
 * The discovery chain — tool_search → tool_describe → tool_call, turn by turn —
 * played against the scenario in the editor. Only the open tab is mounted, so
 * the relevance lab costs nothing until it is opened.
 */
export function DiscoveryPanel() {
  const tab = usePlayground((s) => s.discoveryTab);
  const setTab = usePlayground((s) => s.setDiscoveryTab);
  return (
    <TabSet
      label="Discovery chain"
      tabs={DISCOVERY_TABS}
      labels={LABELS}
      panels={PANELS}
      selected={tab}
      onSelect={setTab}
    />
  );
}
