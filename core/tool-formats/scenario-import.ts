import type { AdmissionReport } from '../admission/types.ts';
import { fromPlain, isJsonObject, type JsonObject, type JsonValue } from '../json-value.ts';

/** What the scenario remembers of one imported server, under `servers` (docs/mcp-import.md). */
export interface ServerSummary {
  extension_id: string | null;
  format: string;
  /** `admitted`, or `<stage>:<cause>`. */
  outcome: string;
  message: string | null;
  published: number;
  skipped: number;
  skip_causes: Record<string, number>;
  findings: { severity: string; field: string; location: number }[];
  findings_total: number;
  provider_name_errors: number;
}

export type MergeHow = 'add' | 'replace';
export type MergeResult = { ok: true; scenario: JsonObject } | { ok: false; error: string };

/** The disclosure definitions (capability_id, name, description, parameters) of an admitted catalog. */
export function admittedDefinitions(report: AdmissionReport): JsonObject[] {
  if (report.error !== null) return [];
  return report.definitions.map(({ capability_id, name, description, parameters }) => ({
    capability_id,
    name,
    description,
    parameters,
  }));
}

/** `admitted`, or the failing stage and cause as one token (`safety:rejected_by_safety_policy`). */
export function admissionOutcome(report: AdmissionReport): string {
  return report.error === null ? 'admitted' : `${report.error.stage}:${report.error.cause}`;
}

export function admissionSummary(report: AdmissionReport, format: string): ServerSummary {
  const skipCauses: Record<string, number> = {};
  for (const s of report.skipped) skipCauses[s.cause] = (skipCauses[s.cause] ?? 0) + 1;
  return {
    extension_id: report.extension_id,
    format,
    outcome: admissionOutcome(report),
    message: report.error?.message ?? null,
    published: report.tools.length,
    skipped: report.skipped.length,
    skip_causes: skipCauses,
    findings: report.findings.map(({ severity, field, location }) => ({ severity, field, location })),
    findings_total: report.findings_total,
    provider_name_errors: report.provider_name_errors.length,
  };
}

/**
 * Puts an admitted server's tools into a scenario without touching the input:
 * 'add' drops that server's earlier tools and appends the new ones, 'replace'
 * makes them the whole catalog. A rejected catalog changes nothing. The scenario
 * records every imported server under `servers` ([{id, format, summary}]).
 */
export function mergeServerIntoScenario(
  scenario: JsonValue,
  serverId: string,
  report: AdmissionReport,
  format: string,
  how: MergeHow,
): MergeResult {
  if (report.error !== null || report.extension_id === null) {
    const why =
      report.error === null
        ? 'it has no extension id'
        : `${admissionOutcome(report)}: ${report.error.message}`;
    return { ok: false, error: `the catalog was rejected (${why}); the scenario is unchanged` };
  }
  if (how === 'add' && !isJsonObject(scenario))
    return { ok: false, error: 'the scenario is not a JSON object; fix it first or replace the catalog' };
  const base: JsonObject = isJsonObject(scenario) ? scenario : {};
  const current = base.definitions ?? [];
  if (how === 'add' && !Array.isArray(current))
    return { ok: false, error: 'scenario.definitions is not an array; fix it first or replace the catalog' };
  const previous = Array.isArray(base.servers) ? base.servers.filter(isJsonObject) : [];

  const entry: JsonObject = { id: serverId, format, summary: summaryValue(admissionSummary(report, format)) };
  const extensionId = report.extension_id;
  const others = previous.filter((s) => s.id !== serverId && extensionOf(s) !== extensionId);
  const kept =
    how === 'replace'
      ? []
      : (current as JsonValue[]).filter(
          (d) => owner(d, [extensionId, ...others.map(extensionOf)]) !== extensionId,
        );

  const out: JsonObject = {};
  for (const key of Object.keys(base)) Object.defineProperty(out, key, ownValue(base[key]!));
  out.definitions = [...kept, ...admittedDefinitions(report)];
  out.servers = how === 'replace' ? [entry] : [...others, entry];
  return { ok: true, scenario: out };
}

/**
 * The server a definition belongs to: the longest extension id its capability id
 * starts with, so `mcp-acme.x` belongs to `mcp-acme` even when `mcp-acme.tools`
 * was also imported, and a tool named `tools.x` of `mcp-acme` is told apart by
 * which servers the scenario records.
 */
function owner(definition: JsonValue, extensionIds: (string | null)[]): string | null {
  const id = isJsonObject(definition) ? definition.capability_id : undefined;
  if (typeof id !== 'string') return null;
  let best: string | null = null;
  for (const ext of extensionIds) {
    if (ext !== null && id.startsWith(`${ext}.`) && (best === null || ext.length > best.length)) best = ext;
  }
  return best;
}

function extensionOf(server: JsonObject): string | null {
  const summary = server.summary;
  return isJsonObject(summary ?? null) && typeof (summary as JsonObject).extension_id === 'string'
    ? ((summary as JsonObject).extension_id as string)
    : null;
}

function summaryValue(summary: ServerSummary): JsonObject {
  return fromPlain(summary) as JsonObject;
}

function ownValue(value: JsonValue): PropertyDescriptor {
  return { value, enumerable: true, writable: true, configurable: true };
}
