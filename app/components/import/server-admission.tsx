import { whatToChange } from '../../../core/index.ts';
import { HINT } from '../control-styles.ts';
import { VisibleText } from '../visible-text.tsx';
import { AdmissionFindingsList } from './admission-findings-list.tsx';
import type { ServerPreview } from './import-preview.ts';
import { ToolOutcomeTable } from './tool-outcome-table.tsx';

/** One server's admission: the outcome IronClaw would reach, what to change if rejected, every tool. */
export function ServerAdmission({
  preview,
  exampleId = 'github',
}: {
  preview: ServerPreview;
  /** The id the hint offers when none is given: the one suggested from the file's name, when there is one. */
  exampleId?: string;
}) {
  const { admission, registrationId } = preview;
  // No id typed yet is a step still to take, not a rejection: ask for one instead of showing admission's error.
  if (registrationId.trim() === '') {
    return (
      <section aria-label="Server without an id" className="mb-3">
        <h3 className="font-semibold">
          Server (no id yet)
          <span className="font-normal text-slate-500 dark:text-slate-400"> · {preview.server.label}</span>
        </h3>
        <p data-testid="server-id-hint" className={HINT}>
          Enter a server id, e.g. {exampleId}, in the Server id field: its tools become
          mcp-&lt;id&gt;.&lt;tool&gt;, and the catalog is then admitted as IronClaw would admit it.
        </p>
      </section>
    );
  }
  if (!admission.ok) {
    return (
      <section className="mb-3">
        <h3 className="font-semibold">Server {registrationId || '(no id)'}</h3>
        <p role="alert" className="text-red-700 dark:text-red-400">
          Not an admission input: <VisibleText text={admission.error} />
        </p>
      </section>
    );
  }
  const { report } = admission;
  const error = report.error;
  const published = preview.rows.filter((r) => r.state === 'published').length;
  return (
    <section aria-label={`Server ${registrationId}`} className="mb-3 flex h-[28rem] min-h-0 flex-col gap-1">
      <h3 className="font-semibold">
        Server {registrationId || '(no id)'}
        {report.extension_id ? (
          <span className="font-normal text-slate-500 dark:text-slate-400"> → {report.extension_id}</span>
        ) : null}
        <span className="font-normal text-slate-500 dark:text-slate-400"> · {preview.server.label}</span>
      </h3>
      <p>
        Outcome:{' '}
        <strong
          data-testid="admission-outcome"
          className={error ? 'text-red-700 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400'}
        >
          {error ? `${error.stage}: ${error.cause}` : 'admitted'}
        </strong>
        {preview.productMessage ? (
          <>
            {' — IronClaw says: '}
            <q data-testid="admission-message">
              <VisibleText text={preview.productMessage} />
            </q>
          </>
        ) : null}
      </p>
      {error && error.message !== preview.productMessage ? (
        <p className={HINT}>Precisely: {error.message}</p>
      ) : null}
      {error ? (
        <p className="rounded bg-amber-50 px-2 py-1 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          Nothing from this server will be imported. To have it admitted: {whatToChange(error)}
        </p>
      ) : null}
      <p className={HINT}>
        {published} published · {report.skipped.length} skipped · {report.findings_total} finding
        {report.findings_total === 1 ? '' : 's'}
        {report.findings_total > report.findings.length
          ? ` (the report lists the first ${report.findings.length})`
          : ''}
        {report.provider_name_errors.length
          ? ` · ${report.provider_name_errors.length} provider name(s) over the disclosure limit`
          : ''}
        {report.explain.cuts.length > 0
          ? ` · ${report.explain.cuts.length} text${report.explain.cuts.length === 1 ? '' : 's'} cut to the bound`
          : ''}
      </p>
      <AdmissionFindingsList server={registrationId} format={preview.server.kind} report={report} />
      <div className="min-h-0 flex-1">
        <ToolOutcomeTable
          rows={preview.rows}
          label={`Tools of ${registrationId || 'the server'}`}
          report={report}
          server={registrationId}
        />
      </div>
    </section>
  );
}
