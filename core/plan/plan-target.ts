import type { EvaluatedPlan } from './propose-plan.ts';
import type { PlanRuntime } from './task-cost.ts';

/**
 * What the planner is asked for (docs/planning.md): at most `tokens` up front, at
 * most `tools` loaded in full, or the fewest expected input tokens per task; each
 * under every runtime chosen, and with at least the judged recall asked.
 */
export type PlanTarget =
  | { kind: 'budget'; tokens: number }
  | { kind: 'max_tools'; tools: number }
  | { kind: 'fewest_tokens' };

interface Choice {
  evaluated: readonly EvaluatedPlan[];
  runtimes: readonly PlanRuntime[];
  target: PlanTarget;
  minRecall: number | null;
  /** Prefix lengths already evaluated, and how to evaluate another (null once the work is used up). */
  sizes: readonly number[];
  refine: (k: number) => EvaluatedPlan | null;
  count: number;
}

const percent = (x: number | null) => (x === null ? 'n/a' : `${Math.round(x * 1000) / 10} %`);

export function fitsTarget(
  plan: EvaluatedPlan,
  target: PlanTarget,
  runtimes: readonly PlanRuntime[],
): boolean {
  if (target.kind === 'fewest_tokens') return true;
  return runtimes.every((r) =>
    target.kind === 'budget'
      ? plan.figures.upfront[r].tokens <= target.tokens
      : plan.figures.upfront[r].tools <= target.tools,
  );
}

export function choosePlan(choice: Choice): { plan: EvaluatedPlan | null; why: string } {
  const { target, runtimes, minRecall } = choice;
  const fits = (p: EvaluatedPlan) => fitsTarget(p, target, runtimes);
  if (target.kind !== 'fewest_tokens') refineEdge(choice, fits);
  const primary = runtimes[0]!;
  const perTask = (p: EvaluatedPlan) => p.figures.per_task[primary].input_tokens;
  const reaches = (p: EvaluatedPlan) => minRecall === null || (p.figures.recall ?? 0) >= minRecall;
  const fitting = choice.evaluated.filter(fits);
  const what =
    target.kind === 'budget'
      ? `at most ${target.tokens} tokens up front under ${runtimes.join(', ')}`
      : target.kind === 'max_tools'
        ? `at most ${target.tools} tools up front under ${runtimes.join(', ')}`
        : 'the fewest expected tokens per task';
  if (fitting.length === 0) {
    const least = Math.min(
      ...choice.evaluated.map((p) => Math.max(...runtimes.map((r) => measureOf(p, target, r)))),
    );
    return { plan: null, why: `No evaluated plan keeps ${what}: the least any takes is ${least}.` };
  }
  const eligible = fitting.filter(reaches);
  if (eligible.length === 0) {
    const best = Math.max(...fitting.map((p) => p.figures.recall ?? 0));
    return {
      plan: null,
      why: `No plan with ${what} reaches judged recall ${percent(minRecall)}; the best that fits reaches ${percent(best)}.`,
    };
  }
  const upfront = (p: EvaluatedPlan) => p.figures.upfront[primary].tokens;
  const recall = (p: EvaluatedPlan) => p.figures.recall ?? 0;
  const sorted = [...eligible].sort((a, b) =>
    target.kind === 'fewest_tokens'
      ? perTask(a) - perTask(b) || recall(b) - recall(a) || upfront(a) - upfront(b)
      : recall(b) - recall(a) || perTask(a) - perTask(b) || upfront(a) - upfront(b),
  );
  const plan = sorted[0]!;
  const floor = minRecall === null ? '' : ` reaching judged recall ${percent(minRecall)} or more`;
  const why =
    target.kind === 'fewest_tokens'
      ? `Of ${eligible.length} evaluated plans${floor}, ${plan.label} has the fewest expected input tokens per task under ${primary} (${perTask(plan)}).`
      : `Of ${eligible.length} evaluated plans with ${what}${floor}, ${plan.label} has the highest judged recall (${percent(plan.figures.recall)}), then the fewest expected tokens per task.`;
  return { plan, why };
}

function measureOf(p: EvaluatedPlan, target: PlanTarget, r: PlanRuntime): number {
  return target.kind === 'max_tools' ? p.figures.upfront[r].tools : p.figures.upfront[r].tokens;
}

/** Halves the gap between the longest prefix evaluated that fits and the next that does not. */
function refineEdge(choice: Choice, fits: (p: EvaluatedPlan) => boolean): void {
  const prefixAt = (k: number) =>
    choice.evaluated.find((p) => p.id === (k === 0 ? 'all_deferred' : `up_front_${k}`));
  let lo = -1;
  let hi = -1;
  for (const k of [0, ...choice.sizes]) {
    const p = prefixAt(k);
    if (!p) continue;
    if (fits(p)) lo = k;
    else if (lo >= 0) {
      hi = k;
      break;
    }
  }
  if (lo < 0 || hi < 0) return;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    const p = choice.refine(mid);
    if (!p) return;
    if (fits(p)) lo = mid;
    else hi = mid;
  }
}
