import type { JsonValue } from '../json-value.ts';
import type { AdmissionOutcome } from './types.ts';

/**
 * Runs the whole hosted MCP admission pipeline (MCP-ADMISSION.md §1–§5) on an
 * admission input and returns the report of §6 plus `explain`. `{ok: false}`
 * only when the value is not an admission input at all; a rejected catalog is a
 * normal report with `error` set.
 */
export function admitHostedCatalog(_input: JsonValue): AdmissionOutcome {
  return { ok: false, error: 'not implemented yet' };
}
