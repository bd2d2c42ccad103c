import { type KeyboardEvent, useId } from 'react';
import { DISCOVERY_TABS, type DiscoveryTab } from '../../state/discovery-slice.ts';
import { usePlayground } from '../../state/store.ts';
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
  const base = useId();
  const Panel = PANELS[tab];

  // Arrow keys move between tabs, as in any tab list (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next =
      DISCOVERY_TABS[(DISCOVERY_TABS.indexOf(tab) + step + DISCOVERY_TABS.length) % DISCOVERY_TABS.length]!;
    setTab(next);
    document.getElementById(`${base}-${next}`)?.focus();
  };

  return (
    <section aria-label="Discovery chain" className="flex h-full flex-col">
      <div
        role="tablist"
        aria-label="Discovery chain"
        className="flex flex-wrap gap-1 border-b border-slate-200 px-2 pt-1 dark:border-slate-800"
        onKeyDown={onKeyDown}
      >
        {DISCOVERY_TABS.map((t) => (
          <button
            key={t}
            id={`${base}-${t}`}
            type="button"
            role="tab"
            aria-selected={t === tab}
            aria-controls={`${base}-panel`}
            tabIndex={t === tab ? 0 : -1}
            onClick={() => setTab(t)}
            className={`rounded-t px-2 py-1 ${t === tab ? 'border-b-2 border-sky-600 font-semibold' : 'text-slate-600 dark:text-slate-400'}`}
          >
            {LABELS[t]}
          </button>
        ))}
      </div>
      <div
        id={`${base}-panel`}
        role="tabpanel"
        aria-labelledby={`${base}-${tab}`}
        className="min-h-0 flex-1 overflow-auto p-2"
      >
        <Panel />
      </div>
    </section>
  );
}
