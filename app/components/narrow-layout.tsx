import type { ReactNode } from 'react';
import { EditorPane } from './editor-pane.tsx';
import { IndexPanel } from './index-panel.tsx';
import { InputsPanel } from './inputs-panel.tsx';
import { LazyDiscoveryPanel as DiscoveryPanel } from './lazy-views.tsx';
import { OutputTabs } from './output-tabs.tsx';

const SECTIONS = [
  { id: 'sec-index', label: 'Index' },
  { id: 'sec-controls', label: 'Controls' },
  { id: 'sec-details', label: 'Details' },
  { id: 'sec-discovery', label: 'Discovery' },
  { id: 'sec-editor', label: 'JSON' },
] as const;

/**
 * One column below 900 px: the same panes as sections the page scrolls through,
 * the index first, each tall enough to use, with a bar of links to jump between
 * them. Panels that scroll inside themselves get a fixed share of the screen.
 */
export function NarrowLayout() {
  return (
    <div className="h-full overflow-y-auto" data-testid="narrow-layout">
      <nav
        aria-label="Sections"
        className="sticky top-0 z-10 flex gap-1 overflow-x-auto border-b border-slate-200 bg-white px-2 py-1 dark:border-slate-800 dark:bg-slate-950"
      >
        {SECTIONS.map((s) => (
          <a
            key={s.id}
            href={`#${s.id}`}
            onClick={(event) => {
              // The hash holds the share link: jump without touching it.
              event.preventDefault();
              document.getElementById(s.id)?.scrollIntoView({ block: 'start' });
            }}
            className="shrink-0 rounded px-2 py-1 text-sky-800 underline dark:text-sky-300"
          >
            {s.label}
          </a>
        ))}
      </nav>
      <Stacked id="sec-index" className="min-h-[60vh]">
        <IndexPanel />
      </Stacked>
      <Stacked id="sec-controls">
        <InputsPanel />
      </Stacked>
      <Stacked id="sec-details" className="h-[85vh]">
        <OutputTabs />
      </Stacked>
      <Stacked id="sec-discovery" className="h-[85vh]">
        <DiscoveryPanel />
      </Stacked>
      <Stacked id="sec-editor" className="h-[75vh]">
        <EditorPane />
      </Stacked>
    </div>
  );
}

function Stacked({ id, className = '', children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <div id={id} className={`scroll-mt-10 border-b-4 border-slate-200 dark:border-slate-800 ${className}`}>
      {children}
    </div>
  );
}
