import { useEffect, useRef } from 'react';
import { usePlayground } from '../../state/store.ts';
import { ImportForm } from './import-form.tsx';

/**
 * `Import tools`: a catalog in any known tool format, admitted as IronClaw admits a
 * hosted MCP server, then added to the scenario or made its whole catalog. A native
 * modal <dialog> keeps focus inside and answers Escape.
 */
export function ImportDialog() {
  const request = usePlayground((s) => s.importRequest);
  const closeImport = usePlayground((s) => s.closeImport);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (request && !element.open) element.showModal();
    if (!request && element.open) element.close();
  }, [request]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="import-dialog-title"
      onCancel={closeImport}
      className="m-auto h-[92vh] w-[min(1200px,96vw)] max-w-none rounded-lg border border-slate-300 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-black/40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      {request ? <ImportForm initialText={request.text} onClose={closeImport} /> : null}
    </dialog>
  );
}
