/** The planner: which tools to keep up front, defer or leave out, with the figures to decide (docs/planning.md). */

export { applyPlacement, type PlanPlacement, placementText } from './apply-plan.ts';
export { dominates, type FrontierPoint, frontierOf } from './frontier.ts';
export type { LeaveOut } from './leave-out.ts';
export type { PlanFigures } from './plan-figures.ts';
export { readPlanInputs } from './plan-inputs.ts';
export { renderPlanMarkdown } from './plan-markdown.ts';
export { fitsTarget, type PlanTarget } from './plan-target.ts';
export {
  type EvaluatedPlan,
  type PlannedToolRow,
  type PlanOptions,
  type PlanProposal,
  type PlanResult,
  proposePlan,
} from './propose-plan.ts';
export { PLAN_RUNTIMES, type PlanRuntime } from './task-cost.ts';
