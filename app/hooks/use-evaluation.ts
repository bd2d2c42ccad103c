import { useSyncExternalStore } from 'react';
import type { Report } from '../../core/index.ts';
import type { Evaluation, EvaluationResult } from '../evaluation/evaluation-types.ts';
import type { EvaluationSnapshot } from '../services/evaluation-client.ts';
import { useServices } from './services-context.ts';

/**
 * One part of the snapshot. Panels subscribe to the part they draw, so a
 * keystroke (which only changes `requested`) re-renders the status line and not
 * a 2,000-cell rounds grid.
 */
function useEvaluationPart<T>(pick: (snapshot: EvaluationSnapshot) => T): T {
  const { evaluation } = useServices();
  return useSyncExternalStore(evaluation.subscribe, () => pick(evaluation.getSnapshot()));
}

/** The whole snapshot, for the status indicators that compare it with the text being edited. */
export function useEvaluationSnapshot(): EvaluationSnapshot {
  return useEvaluationPart((s) => s);
}

/** The newest evaluation, good or not: what the controls and the problems list show. */
export function useLatestEvaluation(): Evaluation | null {
  return useEvaluationPart((s) => s.latest);
}

type GoodEvaluation = Evaluation & { result: Extract<EvaluationResult, { ok: true }> };

/** The last good evaluation: what every output panel draws. */
export function useGoodEvaluation(): GoodEvaluation | null {
  const good = useEvaluationPart((s) => s.good);
  return good?.result?.ok ? (good as GoodEvaluation) : null;
}

/** The report of the last good evaluation, or null before the first one. */
export function useReport(): Report | null {
  return useGoodEvaluation()?.result.report ?? null;
}

/** The share link of the settled text, for the link length beside Copy link. */
export function useShareLink(): EvaluationSnapshot['link'] {
  return useEvaluationPart((s) => s.link);
}
