import type { AdmissionReport } from '../admission/types.ts';
import type { JsonObject, JsonValue } from '../json-value.ts';

/** What the scenario remembers of one imported server, under `servers` (README, Scenarios). */
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
export function admittedDefinitions(_report: AdmissionReport): JsonObject[] {
  return [];
}

export function admissionSummary(_report: AdmissionReport, _format: string): ServerSummary {
  throw new Error('not implemented yet');
}

/**
 * Puts an admitted server's tools into a scenario: 'add' replaces that server's
 * earlier tools and keeps the rest, 'replace' makes them the whole catalog.
 */
export function mergeServerIntoScenario(
  _scenario: JsonValue,
  _serverId: string,
  _report: AdmissionReport,
  _format: string,
  _how: MergeHow,
): MergeResult {
  return { ok: false, error: 'not implemented yet' };
}
