import { type KeyboardEvent, useId } from 'react';
import { usePlayground } from '../state/store.ts';
import { OUTPUT_TABS, type OutputTab } from '../state/ui-slice.ts';
import { AdvertisedPanel } from './advertised-panel.tsx';
import { ModelViewPanel } from './model-view-panel.tsx';
import { NamespacesTable } from './namespaces-table.tsx';
import { ProblemsPanel } from './problems-panel.tsx';
import { RoundGrid } from './round-grid.tsx';
import { ToolsTable } from './tools-table.tsx';

const LABELS: Record<OutputTab, string> = {
  rounds: 'Fair rounds',
  namespaces: 'Namespaces',
  tools: 'Tools',
  advertised: 'Advertised set',
  model: 'What the model sees',
  problems: 'Problems',
};

const PANELS: Record<OutputTab, () => React.ReactNode> = {
  rounds: RoundGrid,
  namespaces: NamespacesTable,
  tools: ToolsTable,
  advertised: AdvertisedPanel,
  model: ModelViewPanel,
  problems: ProblemsPanel,
};

/** The detailed views, one at a time; arrow keys move between tabs as in any tab list. */
export function OutputTabs() {
  const tab = usePlayground((s) => s.outputTab);
  const setTab = usePlayground((s) => s.setOutputTab);
  const base = useId();
  const Panel = PANELS[tab];

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = OUTPUT_TABS[(OUTPUT_TABS.indexOf(tab) + step + OUTPUT_TABS.length) % OUTPUT_TABS.length]!;
    setTab(next);
    document.getElementById(`${base}-${next}`)?.focus();
  };

  return (
    <section aria-label="Details" className="flex h-full flex-col">
      <div
        role="tablist"
        aria-label="Details"
        className="flex gap-1 overflow-x-auto border-b border-slate-200 px-2 pt-1 dark:border-slate-800"
        onKeyDown={onKeyDown}
      >
        {OUTPUT_TABS.map((t) => (
          <button
            key={t}
            id={`${base}-${t}`}
            type="button"
            role="tab"
            aria-selected={t === tab}
            aria-controls={`${base}-panel`}
            tabIndex={t === tab ? 0 : -1}
            onClick={() => setTab(t)}
            className={`shrink-0 whitespace-nowrap rounded-t px-2 py-1 ${t === tab ? 'border-b-2 border-sky-600 font-semibold' : 'text-slate-600 dark:text-slate-400'}`}
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
