import { useRef } from 'react';
import { readScenarioFile } from '../document/scenario-file.ts';
import { useDocumentActions } from '../hooks/services-context.ts';
import { usePlayground } from '../state/store.ts';

const BUTTON = 'rounded border border-slate-300 px-2 py-1 dark:border-slate-700';

/** Open a scenario file from disk, or save the working one: the alternative to links too long to share. */
export function FileControls() {
  const input = useRef<HTMLInputElement>(null);
  const { requestOpen, download, markSaved } = useDocumentActions();
  const showNotice = usePlayground((s) => s.showNotice);

  const openFile = async (file: File | undefined) => {
    if (!file) return;
    const read = await readScenarioFile(file);
    if (read.ok) requestOpen(read.text, `file: ${file.name}`);
    else showNotice({ tone: 'error', text: read.reason });
  };

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
          void openFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
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
