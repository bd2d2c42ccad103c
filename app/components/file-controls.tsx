import { useRef } from 'react';
import { newScenarioText } from '../document/new-scenario.ts';
import { useDocumentActions } from '../hooks/services-context.ts';

const BUTTON = 'rounded border border-slate-300 px-2 py-1 dark:border-slate-700';

/** Open a scenario file from disk, or save the working one: the alternative to links too long to share. */
export function FileControls() {
  const input = useRef<HTMLInputElement>(null);
  const { openFile, download, markSaved, requestOpen } = useDocumentActions();

  return (
    <div className="flex items-center gap-2">
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        aria-label="Open scenario file"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void openFile(file);
          event.target.value = '';
        }}
      />
      <button
        type="button"
        className={BUTTON}
        title="A new scenario with no tools and default settings; unsaved work is not replaced without asking"
        onClick={() => requestOpen(newScenarioText(), 'new scenario')}
      >
        New
      </button>
      <button type="button" className={BUTTON} onClick={() => input.current?.click()}>
        Open file…
      </button>
      <button
        type="button"
        className={BUTTON}
        onClick={() => {
          download();
          markSaved();
        }}
      >
        Download scenario
      </button>
    </div>
  );
}
