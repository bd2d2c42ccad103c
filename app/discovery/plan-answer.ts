import { type PlanTarget, proposePlan, type Templates } from '../../core/index.ts';
import type { PlanAnswer, PlanPoint } from './discovery-protocol.ts';

/**
 * The planner's proposal for the page (core/plan/), read as `disclosure plan` reads
 * its file, through a session of its own so the plans' loads never displace the
 * one the other lanes answer from. The plans' texts stay in the Worker: the page
 * applies a plan by writing its mode and pins. The chosen plan comes with Findability's
 * description fixes for the deferred tools it would otherwise miss, as the command's.
 */
export function answerPlan(
  text: string,
  templates: Templates,
  target: PlanTarget,
  minRecall: number | null,
  onProgress?: (done: number, of: number) => void,
): PlanAnswer {
  const result = proposePlan(text, templates, {
    target,
    minRecall,
    ...(onProgress && { onProgress }),
  });
  if (!result.ok) return result;
  const { current, evaluated, chosen, ...rest } = result.proposal;
  const point = ({ text: _, ...plan }: typeof current): PlanPoint => plan;
  return {
    ok: true,
    view: {
      ...rest,
      current: point(current),
      evaluated: evaluated.map(point),
      chosen: chosen && point(chosen),
    },
  };
}
