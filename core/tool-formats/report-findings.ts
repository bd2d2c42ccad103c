import type { AdmissionReport } from '../admission/index.ts';
import { serverFindings } from '../review/admission-findings.ts';
import type { Finding } from '../review/finding.ts';
import { admissionSummary } from './scenario-import.ts';

/**
 * The findings one admission gives before anything is imported: the import dialog
 * shows them for the report it previews, worded as `disclosure import` prints them
 * and Problems lists them once the server is in the scenario.
 */
export function admissionReportFindings(
  serverId: string,
  format: string,
  report: AdmissionReport,
): Finding[] {
  const definitions =
    report.error === null
      ? report.definitions.map(({ capability_id, name }) => ({ capability_id, name }))
      : [];
  return serverFindings(
    [{ id: serverId, format, summary: admissionSummary(report, format), source: null, failure: null }],
    definitions,
  );
}
