import { useMemo } from 'react';
import { type AdmissionReport, admissionReportFindings, describeCause } from '../../../core/index.ts';

/**
 * What admission said about one server, as the findings Problems, `disclosure
 * import` and `disclosure report` give once it is imported: a skipped tool, a
 * safety match, a text cut to its bound. Each names its tools and fields.
 */
export function AdmissionFindingsList({
  server,
  format,
  report,
}: {
  server: string;
  format: string;
  report: AdmissionReport;
}) {
  const findings = useMemo(() => admissionReportFindings(server, format, report), [server, format, report]);
  if (findings.length === 0) return null;
  return (
    <ul aria-label={`Findings of server ${server}`} className="flex flex-col gap-0.5">
      {findings.map((f) => (
        <li key={f.id} data-finding={f.id}>
          <span className="font-semibold">{f.severity}</span> <span className="font-mono">{f.id}</span>:{' '}
          {f.message}
          {f.causes && f.causes.length > 0 ? (
            <details>
              <summary className="cursor-pointer text-slate-600 dark:text-slate-400">
                {f.causes.length === 1 ? 'Its cause' : `Its ${f.causes.length} causes`}
              </summary>
              <ul className="list-disc pl-4">
                {f.causes.map((c) => {
                  const text = describeCause(c);
                  return <li key={text}>{text}</li>;
                })}
              </ul>
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
