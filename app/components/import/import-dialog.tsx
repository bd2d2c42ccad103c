import { useEffect, useRef, useState } from 'react';
import { usePlayground } from '../../state/store.ts';
import { type AdmissionWhy, AdmissionWhyContext, AdmissionWhyPanel } from './admission-why.tsx';
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
  // A tool's "Why?" belongs to this dialog: drawn inside it, closed by the first Escape, the dialog by the next.
  const [why, setWhy] = useState<AdmissionWhy | null>(null);
  const whyOpen = useRef(false);
  whyOpen.current = why !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (request && !element.open) element.showModal();
    if (!request && element.open) element.close();
    if (!request) setWhy(null);
  }, [request]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="import-dialog-title"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !whyOpen.current) return;
        event.preventDefault();
        event.stopPropagation();
        setWhy(null);
      }}
      onCancel={(event) => {
        event.preventDefault();
        if (whyOpen.current) setWhy(null);
        else closeImport();
      }}
      // A close the browser would not let be cancelled still closes the import, never leaving it half open.
      onClose={() => {
        if (usePlayground.getState().importRequest) closeImport();
      }}
      className="m-auto h-[92vh] w-[min(1200px,96vw)] max-w-none rounded-lg border border-slate-300 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-black/40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <AdmissionWhyContext value={setWhy}>
        {request ? <ImportForm initialText={request.text} onClose={closeImport} /> : null}
      </AdmissionWhyContext>
      {why ? <AdmissionWhyPanel why={why} onClose={() => setWhy(null)} /> : null}
    </dialog>
  );
}
