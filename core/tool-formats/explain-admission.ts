import type { AdmissionReport } from '../admission/index.ts';
import { canonicalJson } from '../json/canonical-json.ts';
import type { ToolOutcome } from './tool-outcomes.ts';

/** One line of "Why?" for an imported tool: a question's label and its answer. */
interface AdmissionWhyLine {
  label: 'Outcome' | 'Rule' | 'Input' | 'Catalog' | 'Capability' | 'Findings';
  text: string;
}

/**
 * Why an imported tool stands where admission put it (MCP-ADMISSION.md §1–§3),
 * from the admission report alone: the outcome, the rule that skipped or
 * rejected it with the input that broke it, or, for a tool that was fine by
 * itself, what rejected the catalog around it. The scenario plays no part: the
 * tool is not in it yet.
 */
export function explainToolAdmission(row: ToolOutcome, report: AdmissionReport): AdmissionWhyLine[] {
  const lines: AdmissionWhyLine[] = [];
  const failure = report.error;
  const culprit = report.explain.error;
  const at = (page: number | null, index: number | null) =>
    index === null ? `page ${page ?? 0}` : `tool ${index} of page ${page ?? 0}`;
  switch (row.state) {
    case 'published':
      lines.push({
        label: 'Outcome',
        text: failure
          ? 'Acceptable by itself, but the catalog was rejected, so nothing of it is imported.'
          : 'Published: admission accepted it.',
      });
      break;
    case 'skipped': {
      lines.push({
        label: 'Outcome',
        text: `Skipped (${row.cause}): §2.3 drops this tool and admits the rest of the catalog without it.`,
      });
      const skip = report.explain.skipped.find((s) => s.page === row.page && s.index === row.index);
      if (skip) {
        lines.push({
          label: 'Rule',
          text: skip.limit === null ? skip.rule : `${skip.rule} (limit ${skip.limit})`,
        });
        lines.push({ label: 'Input', text: canonicalJson(skip.input) });
      }
      break;
    }
    case 'rejects_catalog':
      lines.push({
        label: 'Outcome',
        text: `This tool rejected the whole catalog (${row.cause}): nothing of this server is imported.`,
      });
      if (culprit) lines.push({ label: 'Rule', text: `${culprit.rule}: ${culprit.detail}` });
      break;
    case 'not_admitted':
      lines.push({
        label: 'Outcome',
        text: 'Acceptable by itself, but not admitted: the catalog was rejected as a whole.',
      });
      break;
    case 'not_read':
      lines.push({
        label: 'Outcome',
        text:
          failure?.stage === 'registration'
            ? 'Never read: the server id was refused before any tool was looked at.'
            : failure
              ? 'Never read: the catalog was rejected on an earlier page.'
              : 'Never read: an earlier page had no nextCursor, so the listing ended before this page (§2.1).',
      });
      break;
  }
  if (failure && row.state !== 'rejects_catalog' && row.state !== 'skipped') {
    const where =
      culprit && (culprit.page !== null || culprit.index !== null)
        ? `, at ${at(culprit.page, culprit.index)}`
        : '';
    lines.push({ label: 'Catalog', text: `${failure.stage}: ${failure.cause}${where}. ${failure.message}` });
  }
  if (row.capabilityId !== null) {
    const name = row.providerNameError
      ? ` (provider name: ${row.providerNameError})`
      : ` as ${row.providerName}`;
    lines.push({ label: 'Capability', text: `${row.capabilityId}${name}` });
  }
  if (row.findings.length > 0) {
    lines.push({
      label: 'Findings',
      text: row.findings.map((f) => `${f.severity} "${f.pattern}" in ${f.field} ${f.path}`).join('; '),
    });
  }
  return lines;
}
