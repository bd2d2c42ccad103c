import { createContext, useContext, useEffect, useRef } from 'react';
import {
  type AdmissionReport,
  explainToolAdmission,
  fixForSkippedTool,
  type ToolOutcome,
  whatToChange,
} from '../../../core/index.ts';
import { VisibleText } from '../visible-text.tsx';

/** The imported tool whose "Why?" is open, with the admission report that placed it. */
export interface AdmissionWhy {
  row: ToolOutcome;
  report: AdmissionReport;
  server: string;
}

/** How a tool's "Why?" button in the import dialog opens the dialog's own panel. */
export const AdmissionWhyContext = createContext<(why: AdmissionWhy) => void>(() => {});

export function AdmissionWhyButton({ why }: { why: AdmissionWhy }) {
  const open = useContext(AdmissionWhyContext);
  return (
    <button
      type="button"
      aria-label={`Why? ${why.row.name}`}
      title={`Why did admission ${why.row.state === 'published' ? 'publish' : 'not publish'} ${why.row.name}?`}
      onClick={() => open(why)}
      className="ml-1 rounded px-1 text-[10px] text-sky-700 underline hover:bg-sky-50 dark:text-sky-400 dark:hover:bg-slate-800"
    >
      Why?
    </button>
  );
}

/**
 * "Why?" for an imported tool: what admission did with it and the rule behind
 * it (core's explainToolAdmission), drawn inside the import dialog so it sits
 * above the dialog's backdrop; the dialog routes Escape to it first.
 */
export function AdmissionWhyPanel({ why, onClose }: { why: AdmissionWhy; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  const { row, report } = why;
  const lines = explainToolAdmission(row, report);
  // A skipped tool gets the fix the findings and `disclosure import` give it; a rejection, the catalog's.
  const advice =
    row.state === 'skipped' && row.cause !== null
      ? fixForSkippedTool(row.cause, row.name)
      : row.state === 'rejects_catalog' && row.cause !== null
        ? whatToChange({ stage: 'tools_list', cause: row.cause })
        : report.error && row.state !== 'published'
          ? whatToChange(report.error)
          : null;
  return (
    <div
      role="dialog"
      aria-label={`Why? ${row.name}`}
      className="fixed right-4 bottom-4 z-50 max-h-[70vh] w-[30rem] max-w-[calc(100vw-2rem)] overflow-auto rounded border border-slate-300 bg-white p-3 text-xs shadow-xl dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="mb-2 flex items-center gap-2">
        <h3 className="font-semibold">
          Why? <span className="font-mono">{row.name}</span>
          <span className="font-normal text-slate-500 dark:text-slate-400"> · admission to {why.server}</span>
        </h3>
        <button ref={close} type="button" className="ml-auto underline" onClick={onClose}>
          Close
        </button>
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
        {lines.map((line) => (
          <div key={line.label} className="contents">
            <dt className="text-slate-500 dark:text-slate-400">{line.label}</dt>
            <dd data-why={line.label} className="break-words">
              <VisibleText text={line.text} />
            </dd>
          </div>
        ))}
        {advice ? (
          <div className="contents">
            <dt className="text-slate-500 dark:text-slate-400">To change</dt>
            <dd data-why="To change">{advice}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
