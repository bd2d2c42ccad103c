import { useEffect, useRef } from 'react';
import { useDocumentActions } from '../hooks/services-context.ts';
import { usePlayground } from '../state/store.ts';

/**
 * Asked before a link, file or preset replaces work that was never linked or
 * downloaded. A native modal <dialog> keeps focus inside and answers Escape.
 */
export function OpenDialog() {
  const pending = usePlayground((s) => s.pendingOpen);
  const resolvePending = usePlayground((s) => s.resolvePending);
  const dialog = useRef<HTMLDialogElement>(null);
  const { download } = useDocumentActions();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (pending && !element.open) element.showModal();
    if (!pending && element.open) element.close();
  }, [pending]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="open-dialog-title"
      onCancel={() => resolvePending(false)}
      className="m-auto max-w-md rounded-lg border border-slate-300 bg-white p-4 text-slate-900 shadow-xl backdrop:bg-black/40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id="open-dialog-title" className="mb-2 text-base font-semibold">
        Replace your unsaved work?
      </h2>
      <p className="mb-4">
        Opening the {pending?.origin ?? 'scenario'} would replace the scenario you have been editing, which
        has not been linked or downloaded since your last change.
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={download}
          className="rounded border border-slate-300 px-2 py-1 dark:border-slate-700"
        >
          Download my work
        </button>
        <button
          type="button"
          onClick={() => resolvePending(false)}
          className="rounded border border-slate-300 px-2 py-1 dark:border-slate-700"
        >
          Keep my work
        </button>
        <button
          type="button"
          onClick={() => resolvePending(true)}
          className="rounded bg-sky-600 px-2 py-1 font-medium text-white"
        >
          Open the {pending?.origin.startsWith('link') ? 'link' : 'new scenario'}
        </button>
      </div>
    </dialog>
  );
}
