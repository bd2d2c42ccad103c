import type { JsonValue } from './json-value.ts';
import type { Report } from './report.ts';
import type { Templates } from './templates.ts';

export type EvaluateResult = { ok: true; report: Report } | { ok: false; error: string };

/** Scenario → report (SCENARIO.md). Never throws; a structurally wrong scenario gives `{ok:false}`. */
export function evaluateScenario(_scenario: JsonValue, _templates: Templates): EvaluateResult {
  return { ok: false, error: 'evaluateScenario is being written' };
}
