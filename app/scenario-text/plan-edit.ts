import { fromPlain } from '../../core/index.ts';
import { setTopLevelValue } from './scenario-text-edit.ts';

/**
 * The scenario text with a plan applied as the page applies it: only `mode`,
 * `mode_raw` and `pins` rewritten in place, the rest of the author's text kept,
 * so it reads as the very value the planner evaluated (core/plan/apply-plan.ts).
 * `pins` null is everything up front (mode off).
 */
export function withPlanApplied(text: string, pins: readonly string[] | null): string {
  let next = setTopLevelValue(text, 'mode_raw', undefined);
  next = setTopLevelValue(next, 'mode', pins === null ? 'off' : 'bridged');
  return pins === null ? next : setTopLevelValue(next, 'pins', fromPlain([...pins]));
}
