import type { AdmissionReport, FindingExplanation, ScanField, Severity } from '../admission/index.ts';
import { canonicalJson } from '../json/canonical-json.ts';
import { isJsonObject, type JsonValue } from '../json/json-value.ts';
import type { DetectedServer } from './types.ts';

/**
 * What happened to each tool of an imported catalog, in the order the server
 * listed them: the view an import screen and a reviewer need, joined from the
 * admission report and the pages it read (MCP-ADMISSION.md §2 and §6).
 */
export type ToolState =
  /** Published: it has a capability once the whole catalog is admitted. */
  | 'published'
  /** Skipped by §2.3 (name, description or annotations); the rest of the catalog may still be admitted. */
  | 'skipped'
  /** This tool (or its page) is why the whole catalog was rejected during discovery. */
  | 'rejects_catalog'
  /** Read and acceptable by itself, but the catalog as a whole was rejected. */
  | 'not_admitted'
  /** Never read: registration failed first, or an earlier page ended the listing. */
  | 'not_read';

export interface ToolFinding {
  severity: Severity;
  field: ScanField;
  /** JSON Pointer into the tool as published, as every finding gives it. */
  path: string;
  pattern: string;
  /** The whole scanned text and the UTF-8 byte range of the match in it. */
  text: string;
  start: number;
  end: number;
  /** Whether the finding is among the (at most 16) the report lists. */
  reported: boolean;
}

export interface ToolOutcome {
  page: number;
  index: number;
  /** The name as given; anything but a string is shown as its JSON text. */
  name: string;
  state: ToolState;
  /** The skip or rejection cause token, when there is one. */
  cause: string | null;
  /** The bounded description once published, else the description as given (or `""`). */
  description: string;
  capabilityId: string | null;
  providerName: string | null;
  providerNameError: string | null;
  externalWrite: boolean | null;
  /** The source format's own per-tool flags (Anthropic `defer_loading`, OpenAI `strict`, …). */
  flags: Record<string, JsonValue>;
  findings: ToolFinding[];
  /** The texts admission cut to their bound once published: their field and the bytes dropped. */
  cuts: { field: string; dropped_bytes: number }[];
}

export function listToolOutcomes(server: DetectedServer, report: AdmissionReport): ToolOutcome[] {
  const skipped = new Map(report.skipped.map((s) => [`${s.page}/${s.index}`, s.cause]));
  const flags = new Map(server.toolFlags.map((f) => [`${f.page}/${f.index}`, f.flags]));
  const failure = report.error;
  const culprit = report.explain.error;
  const findings = groupFindings(report.explain.findings);
  const nameErrors = new Map(report.provider_name_errors.map((e) => [e.capability_id, e.error]));
  const lastRead = lastPageRead(server.pages, failure?.stage === 'tools_list' ? culprit?.page : null);

  const rows: ToolOutcome[] = [];
  let published = 0;
  server.pages.forEach((page, pageIndex) => {
    const tools = isJsonObject(page) && Array.isArray(page.tools) ? page.tools : [];
    tools.forEach((tool, index) => {
      const key = `${pageIndex}/${index}`;
      const raw = isJsonObject(tool) ? tool : {};
      const row: ToolOutcome = {
        page: pageIndex,
        index,
        name: typeof raw.name === 'string' ? raw.name : raw.name === undefined ? '' : canonicalJson(raw.name),
        state: 'not_read',
        cause: null,
        description: typeof raw.description === 'string' ? raw.description : '',
        capabilityId: null,
        providerName: null,
        providerNameError: null,
        externalWrite: null,
        flags: flags.get(key) ?? {},
        findings: [],
        cuts: [],
      };
      rows.push(row);
      if (failure?.stage === 'registration' || pageIndex > lastRead) return;
      const skipCause = skipped.get(key);
      if (skipCause !== undefined) {
        row.state = 'skipped';
        row.cause = skipCause;
        // §2.2 step 4: a page whose tools were all skipped rejects the catalog with its first skip.
        if (failure?.stage === 'tools_list' && culprit?.page === pageIndex && culprit.index === index)
          row.state = 'rejects_catalog';
        return;
      }
      if (failure?.stage === 'tools_list') {
        const onCulpritPage = culprit?.page === pageIndex && culprit.index !== null;
        // §2.2 step 3: a rejecting tool stops its page at once; the tools after it are never classified.
        if (onCulpritPage && index > culprit.index!) return;
        const blamed = onCulpritPage && culprit.index === index;
        row.state = blamed ? 'rejects_catalog' : 'not_admitted';
        row.cause = blamed ? failure.cause : null;
        return;
      }
      // Discovery succeeded: the published tools are the unskipped ones of the pages read, in order.
      // Definitions, when present, are one per published tool in the same order (§5).
      const toolReport = report.tools[published];
      const definition = report.definitions[published];
      row.findings = findings.get(published) ?? [];
      row.cuts = report.explain.cuts
        .filter((c) => c.tool_index === published)
        .map((c) => ({ field: c.field, dropped_bytes: c.dropped_bytes }));
      published += 1;
      if (toolReport) row.description = toolReport.description;
      row.state = failure ? 'not_admitted' : 'published';
      if (definition) {
        row.capabilityId = definition.capability_id;
        row.providerName = definition.name;
        row.externalWrite = definition.external_write;
        row.providerNameError = nameErrors.get(definition.capability_id) ?? null;
      }
    });
  });
  return rows;
}

/** The last page the listing reached: it stops at the first page without a string cursor (§2.1 step 7). */
function lastPageRead(pages: readonly JsonValue[], failedPage: number | null | undefined): number {
  if (failedPage !== null && failedPage !== undefined) return failedPage;
  for (let i = 0; i < pages.length; i += 1) {
    const page = pages[i];
    if (!isJsonObject(page) || typeof page.nextCursor !== 'string') return i;
  }
  return pages.length - 1;
}

function groupFindings(explained: readonly FindingExplanation[]): Map<number, ToolFinding[]> {
  const byTool = new Map<number, ToolFinding[]>();
  for (const finding of explained) {
    for (const o of finding.occurrences) {
      const list = byTool.get(o.tool_index) ?? [];
      list.push({
        severity: finding.severity,
        field: o.field,
        path: o.path,
        pattern: finding.pattern,
        text: o.text,
        start: o.start,
        end: o.end,
        reported: finding.reported,
      });
      byTool.set(o.tool_index, list);
    }
  }
  return byTool;
}
