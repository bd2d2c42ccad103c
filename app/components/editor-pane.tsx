import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { showInvisible } from '../../core/index.ts';
import { PlainScenarioEditor } from '../editor/plain-editor.tsx';
import { LARGE_DOCUMENT_CHARS } from '../editor/text-commit.ts';
import { useEditorHandle, useServices } from '../hooks/services-context.ts';
import { useLatestEvaluation } from '../hooks/use-evaluation.ts';
import { useEvaluationStatus } from '../hooks/use-evaluation-status.ts';
import { usePlayground } from '../state/store.ts';
import { HistoryButtons } from './history-buttons.tsx';
import { ToolsPasteNotice } from './import/tools-paste-notice.tsx';
import { useToolsPaste } from './import/use-tools-paste.ts';
import { VisibleText } from './visible-text.tsx';

// Monaco is a megabyte: it is not even asked for before the first report is on screen
// (a plain text area stands in and takes typing, or past `PLAIN_AREA_MAX_CHARS` the pane
// says the editor is loading), then it loads while the page is idle.
const ScenarioEditor = lazy(() => import('../editor/scenario-editor.tsx'));
const MONACO_AT_LATEST_MS = 3000;

function useMonacoWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  const answered = useLatestEvaluation() !== null;
  useEffect(() => {
    if (wanted) return;
    // A transition: the text area stays, caret and all, until Monaco's script is in.
    const want = () => startTransition(() => setWanted(true));
    // A text so long that its first answer may take seconds, or no answer yet after a while: load it now,
    // while the page's thread waits anyway. Held for the answer too, a big link's index came sooner,
    // but Monaco then built its model as the first edits came in and made them slow. A shorter text waits for its answer even when the plain area does
    // not take it: Monaco's script, run meanwhile, would hold that answer back.
    if (!answered && usePlayground.getState().text.length < LARGE_DOCUMENT_CHARS) {
      const timer = setTimeout(want, MONACO_AT_LATEST_MS);
      return () => clearTimeout(timer);
    }
    if (typeof requestIdleCallback !== 'function') {
      want();
      return;
    }
    const idle = requestIdleCallback(want, { timeout: 500 });
    return () => cancelIdleCallback(idle);
  }, [answered, wanted]);
  return wanted;
}

export function EditorPane() {
  const monacoWanted = useMonacoWanted();
  const [monacoReady, setMonacoReady] = useState(false);
  return (
    <section aria-label="Scenario editor" className="flex h-full flex-col">
      <div className="flex items-center gap-2 border-b border-slate-200 px-2 py-1 dark:border-slate-800">
        <h2 className="shrink-0 font-semibold">Scenario JSON</h2>
        <EditorStatus />
        <HistoryButtons />
      </div>
      <div className="group relative min-h-0 flex-1">
        {/* Said before Tab is caught, not after: the hint shows as soon as the editor takes focus, over the
          editor's corner so the text does not move under the pointer. */}
        {monacoReady ? (
          <p
            data-testid="editor-tab-hint"
            className="pointer-events-none absolute right-3 bottom-2 z-10 hidden rounded border border-slate-300 bg-sky-50 px-2 py-0.5 shadow text-xs text-slate-700 group-focus-within:block dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
          >
            In the editor Tab indents. Press <kbd>Esc</kbd> to leave it (or <kbd>Ctrl+M</kbd> to make Tab move
            focus).
          </p>
        ) : null}
        <Suspense fallback={<PlainScenarioEditor />}>
          {monacoWanted ? <ScenarioEditor onReady={() => setMonacoReady(true)} /> : <PlainScenarioEditor />}
        </Suspense>
      </div>
    </section>
  );
}

/** The error sits right above the text it is about, where the person is looking. */
function EditorStatus() {
  const { status } = useEvaluationStatus();
  const editor = useEditorHandle();
  const toolsPaste = useToolsPaste();
  const { evaluation } = useServices();
  if (status.kind === 'held') {
    return (
      <p role="alert" className="min-w-0 flex-1 text-xs text-amber-800 dark:text-amber-300">
        Not evaluated: {status.reason}.{' '}
        <button type="button" className="underline" onClick={() => evaluation.resume()}>
          Evaluate anyway
        </button>
      </p>
    );
  }
  if (status.kind === 'invalid-json') {
    return (
      <p
        role="alert"
        className="min-w-0 flex-1 truncate text-xs text-red-700 dark:text-red-400"
        title={showInvisible(status.message)}
      >
        <button
          type="button"
          className="underline first-letter:uppercase"
          onClick={() => editor.reveal(status.line, status.column)}
        >
          <VisibleText text={status.message} />
        </button>
      </p>
    );
  }
  if (status.kind === 'rejected' && toolsPaste) return <ToolsPasteNotice paste={toolsPaste} />;
  if (status.kind === 'rejected') {
    return (
      <p
        role="alert"
        className="min-w-0 flex-1 truncate text-xs text-red-700 dark:text-red-400"
        title={showInvisible(status.message)}
      >
        Not evaluated: <VisibleText text={status.message} />
      </p>
    );
  }
  if (status.kind === 'fresh' && status.stopped !== null) {
    return (
      <p
        role="status"
        className="min-w-0 flex-1 truncate text-xs text-amber-800 dark:text-amber-300"
        title={showInvisible(status.stopped)}
      >
        evaluated in {Math.round(status.elapsedMs)} ms, not all of it: {status.stopped}
      </p>
    );
  }
  if (status.kind === 'fresh') {
    return (
      <p className="min-w-0 flex-1 truncate text-xs text-slate-500 dark:text-slate-400">
        evaluated in {Math.round(status.elapsedMs)} ms
      </p>
    );
  }
  return <p className="min-w-0 flex-1 truncate text-xs text-slate-500 dark:text-slate-400">evaluating…</p>;
}
