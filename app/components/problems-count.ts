import type { Evaluation } from '../evaluation/evaluation-types.ts';

export const ERROR_LISTS = ['definitions', 'pins', 'policy', 'surface_ids'] as const;

/** How many entries the Problems tab lists, for the count on the tab itself. */
export function countProblems(latest: Evaluation | null): number {
  if (!latest) return 0;
  if (!latest.parse.ok || !latest.result?.ok) return 1;
  const { errors, warnings, work_stopped: stopped = [] } = latest.result.report;
  return ERROR_LISTS.reduce((n, list) => n + errors[list].length, warnings.length + stopped.length);
}
