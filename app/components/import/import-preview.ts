import {
  type AdmissionReport,
  admitHostedCatalog,
  type DetectedServer,
  detectToolsFormat,
  listToolOutcomes,
  parseJson,
  productMessage,
  type ToolOutcome,
  toAdmissionInput,
} from '../../../core/index.ts';

/** One server of the pasted catalog, admitted the way IronClaw admits a hosted MCP server. */
export interface ServerPreview {
  server: DetectedServer;
  /** The id it is admitted under: its own (multi-server input), else the one typed in `Server id`. */
  registrationId: string;
  /** The core's report, or why the input could not even be admitted. */
  admission: { ok: true; report: AdmissionReport } | { ok: false; error: string };
  /** The message IronClaw itself shows when the catalog is rejected; null when admitted. */
  productMessage: string | null;
  rows: ToolOutcome[];
}

type ImportPreview =
  | { kind: 'empty' }
  | { kind: 'invalid-json'; message: string; line: number; column: number }
  | { kind: 'unrecognised'; message: string }
  | { kind: 'detected'; label: string; servers: ServerPreview[] };

/**
 * Everything the import dialog shows for a text and a server id: the format in
 * words, then each server admitted through the core exactly as the CLI would.
 */
export function previewImport(text: string, serverId: string): ImportPreview {
  if (text.trim() === '') return { kind: 'empty' };
  const parsed = parseJson(text);
  if (!parsed.ok)
    return { kind: 'invalid-json', message: parsed.error, line: parsed.line, column: parsed.column };
  const detected = detectToolsFormat(parsed.value);
  if (!detected.ok) return { kind: 'unrecognised', message: detected.error };
  return {
    kind: 'detected',
    label: detected.label,
    servers: detected.servers.map((server) => previewServer(server, server.id ?? serverId)),
  };
}

function previewServer(server: DetectedServer, registrationId: string): ServerPreview {
  const admission = admitHostedCatalog(toAdmissionInput(server, registrationId));
  const report = admission.ok ? admission.report : null;
  return {
    server,
    registrationId,
    admission,
    productMessage: report?.error ? productMessage(report.error) : null,
    rows: report ? listToolOutcomes(server, report) : [],
  };
}

/** Whether admission ran on a server's catalog, admitting it or not: either way it can be recorded. */
export function wasAdmissionRun(preview: ServerPreview): boolean {
  return preview.admission.ok;
}
