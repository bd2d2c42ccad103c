import type { JsonValue } from '../json/json-value.ts';
import { MAX_PLANS_EVALUATED, NEAR_DUPLICATE_SHARE } from '../limits.ts';
import { findabilityOf } from '../review/findability.ts';
import { prepareReview, type ReviewSubject } from '../review/review-subject.ts';
import type { WhatIfFix } from '../review/what-if-fix.ts';
import { createEditSession, type EditSession } from '../session/edit-session.ts';
import type { Templates } from '../templates.ts';
import { createWorkBudget, type WorkStop } from '../work-budget.ts';
import { createPlacementWriter, type PlanPlacement } from './apply-plan.ts';
import { frontierOf } from './frontier.ts';
import { type LeaveOut, proposeLeaveOuts } from './leave-out.ts';
import { planAssumptions } from './plan-assumptions.ts';
import { type Demand, demandOf, prefixSizes, rankCandidates } from './plan-candidates.ts';
import { loadedNames, measurePlan, type PlanFigures } from './plan-figures.ts';
import { type PlanInputs, readPlanInputs } from './plan-inputs.ts';
import { choosePlan, type PlanTarget } from './plan-target.ts';
import { PLAN_RUNTIMES, type PlanRuntime } from './task-cost.ts';

/**
 * The planner (docs/planning.md): plans between everything up front and
 * everything deferred, each evaluated as the scenario with the plan applied
 * through the one edit session, the frontier of them, and the plan the target
 * picks with its tools, leave-out proposals and description fixes. Ours: no
 * IronClaw figure changes. Bounded by the work budget and MAX_PLANS_EVALUATED.
 */

export interface EvaluatedPlan {
  id: string;
  label: string;
  /** The profile pins the plan sets (mode bridged); null for everything up front (mode off) and the design as it is. */
  pins: string[] | null;
  /** The scenario text the figures are of (for the design as it is, its own text). */
  text: string;
  figures: PlanFigures;
}

interface PlannedToolRow {
  name: string;
  capability_id: string;
  placement: 'up_front' | 'deferred';
  /** Why: a core tool, pinned for a judged need, or deferred. */
  reason: 'core' | 'pinned' | 'deferred' | 'all_up_front';
  tokens: number;
  /** Judged weight of the queries that expect it, and its calls in `usage`. */
  judged: number;
  usage: number | null;
}

export interface PlanProposal {
  runtimes: PlanRuntime[];
  target: PlanTarget;
  min_recall: number | null;
  turns: number;
  /** What the figures assume, shown beside them. */
  assumptions: string[];
  current: EvaluatedPlan;
  /** Every plan evaluated, the design as it is first. */
  evaluated: EvaluatedPlan[];
  frontier: string[];
  chosen: EvaluatedPlan | null;
  /** Why the chosen plan, or why none. */
  why: string;
  tools: PlannedToolRow[];
  leave_out: LeaveOut[];
  /** Findability's what-if fixes for deferred expected tools the chosen plan misses. */
  fixes: WhatIfFix[];
  notes: string[];
  work: { plans: number; steps: number; stop: WorkStop | null };
}

interface PlanOptions {
  runtimes?: readonly PlanRuntime[];
  target?: PlanTarget;
  /** Judged recall a plan must reach; by default the design's own (no worse than now). */
  minRecall?: number | null;
  /** Called as plans are evaluated: done so far, of about how many. */
  onProgress?: (done: number, of: number) => void;
  /** Whether to look for Findability's description fixes (a design review's what-if searches); true unless false. */
  fixes?: boolean;
  /** A session to load through (the page's Worker keeps one); a fresh one otherwise. */
  session?: EditSession;
}

type PlanResult = { ok: true; proposal: PlanProposal } | { ok: false; error: string };

export function proposePlan(text: string, templates: Templates, options: PlanOptions = {}): PlanResult {
  const session = options.session ?? createEditSession(templates);
  const runtimes = [...(options.runtimes ?? PLAN_RUNTIMES)];
  const target = options.target ?? { kind: 'fewest_tokens' };
  const first = loadSubject(session, templates, text);
  if (!first.ok) return first;
  const inputs = readPlanInputs(first.subject.value);
  const runner = createRunner(session, templates, first.subject.value, inputs, options.onProgress);
  const { evaluated, budget, tryPlan } = runner;
  const current: EvaluatedPlan = {
    id: 'current',
    label: 'the design as it is',
    pins: null,
    text,
    figures: measurePlan(first.subject, inputs),
  };
  runner.add(current);

  const deferredAll = tryPlan('all_deferred', 'everything deferred', { kind: 'pinned', pins: [] });
  const deferredSubject = deferredAll ? runner.load(deferredAll.text) : null;
  if (!deferredAll || !deferredSubject?.ok)
    return { ok: false, error: 'the plan with everything deferred could not be evaluated' };
  const demand = demandOf(deferredSubject.subject, inputs, deferredAll.figures.misses);
  const order = rankCandidates(deferredSubject.subject, demand);
  const prefix = (k: number) => {
    if (k === 0) return deferredAll;
    const pins = [...new Set(order.slice(0, k).map((e) => e.definition.capability_id))];
    return tryPlan(`up_front_${k}`, `${k} tool${k === 1 ? '' : 's'} pinned`, { kind: 'pinned', pins });
  };
  const sizes = prefixSizes(order.length);
  runner.expect(sizes.length + 3);
  tryPlan('all_up_front', 'everything up front', { kind: 'all_up_front' });
  for (const k of sizes) prefix(k);

  // Asked for the fewest tokens, a plan must find at least what the design finds now; a budget or a cap sets no floor.
  const minRecall =
    options.minRecall !== undefined
      ? options.minRecall
      : target.kind === 'fewest_tokens'
        ? current.figures.recall
        : null;
  const choice = choosePlan({
    evaluated,
    runtimes,
    target,
    minRecall,
    sizes,
    refine: prefix,
    count: order.length,
  });
  const frontier = frontierOf(
    evaluated.map((p) => ({
      id: p.id,
      tokens: p.figures.upfront[runtimes[0]!].tokens,
      recall: p.figures.recall,
      per_task: p.figures.per_task[runtimes[0]!].input_tokens,
    })),
  );
  const chosenSubject = choice.plan ? runner.load(choice.plan.text) : null;
  const subject = chosenSubject?.ok ? chosenSubject.subject : deferredSubject.subject;
  const leaveOut = proposeLeaveOuts({
    catalog: deferredSubject.subject.turn.catalog,
    index: deferredSubject.subject.turn.searchIndex,
    need: demand.judged,
    usage: demand.usage,
    share: NEAR_DUPLICATE_SHARE,
    budget,
  });
  return {
    ok: true,
    proposal: {
      runtimes,
      target,
      min_recall: minRecall,
      turns: inputs.turns,
      assumptions: planAssumptions(subject.value, inputs),
      current,
      evaluated,
      frontier,
      chosen: choice.plan,
      why: choice.why,
      tools: choice.plan ? toolRows(subject, choice.plan, demand) : [],
      leave_out: leaveOut,
      fixes: choice.plan && options.fixes !== false ? fixesFor(subject) : [],
      notes: inputs.notes,
      work: { plans: evaluated.length, steps: runner.steps(), stop: runner.stop() },
    },
  };
}

/** Evaluates plans one at a time within the work budget and MAX_PLANS_EVALUATED, each once. */
function createRunner(
  session: EditSession,
  templates: Templates,
  document: JsonValue,
  inputs: PlanInputs,
  onProgress: PlanOptions['onProgress'],
) {
  const budget = createWorkBudget();
  const placementText = createPlacementWriter(document);
  const evaluated: EvaluatedPlan[] = [];
  let stop: WorkStop | null = null;
  let steps = 0;
  let expected = 3;
  // The last scenario loaded: the planner reads the everything-deferred plan's and (often) the chosen one's again.
  let last: { text: string; loaded: ReturnType<typeof loadSubject> } | null = null;
  const load = (text: string) => {
    if (last?.text !== text) last = { text, loaded: loadSubject(session, templates, text) };
    return last.loaded;
  };
  const progress = () => onProgress?.(evaluated.length, Math.max(expected, evaluated.length));
  const add = (plan: EvaluatedPlan) => {
    budget.spend(plan.figures.work_steps, 0);
    steps += plan.figures.work_steps;
    evaluated.push(plan);
    progress();
  };
  const tryPlan = (id: string, label: string, placement: PlanPlacement): EvaluatedPlan | null => {
    const known = evaluated.find((p) => p.id === id);
    if (known) return known;
    if (stop) return null;
    if (!budget.open() || evaluated.length >= MAX_PLANS_EVALUATED) {
      stop = budget.stop('plans', 'plans', evaluated.length, Math.max(expected, evaluated.length + 1));
      return null;
    }
    const text = placementText(placement);
    const loaded = load(text);
    if (!loaded.ok) return null;
    const pins = placement.kind === 'pinned' ? [...placement.pins] : null;
    const plan: EvaluatedPlan = { id, label, pins, text, figures: measurePlan(loaded.subject, inputs) };
    add(plan);
    return plan;
  };
  return {
    budget,
    evaluated,
    add,
    tryPlan,
    load,
    expect: (count: number) => {
      expected = count;
      progress();
    },
    steps: () => steps,
    stop: () => stop,
  };
}

function loadSubject(
  session: EditSession,
  templates: Templates,
  text: string,
): { ok: true; subject: ReviewSubject } | { ok: false; error: string } {
  const prepared = prepareReview(session.load(text), templates);
  return prepared.ok ? { ok: true, subject: prepared.subject } : prepared;
}

function toolRows(subject: ReviewSubject, plan: EvaluatedPlan, demand: Demand): PlannedToolRow[] {
  const { turn } = subject;
  const loaded = loadedNames(subject);
  const pinned = new Set(plan.pins ?? []);
  const seen = new Set<string>();
  const rows: PlannedToolRow[] = [];
  for (const e of turn.catalog) {
    const name = e.definition.name;
    if (!turn.permitted(e) || seen.has(name)) continue;
    seen.add(name);
    const upFront = loaded.has(name);
    const reason: PlannedToolRow['reason'] = !upFront
      ? 'deferred'
      : plan.pins === null
        ? 'all_up_front'
        : pinned.has(e.definition.capability_id) && e.coreRule === 'profile_pin'
          ? 'pinned'
          : 'core';
    rows.push({
      name,
      capability_id: e.definition.capability_id,
      placement: upFront ? 'up_front' : 'deferred',
      reason,
      tokens: turn.tokensOf(e),
      judged: demand.judged.get(name) ?? 0,
      usage: demand.usage ? (demand.usage.get(name) ?? 0) : null,
    });
  }
  return rows;
}

/** Findability's what-if fixes (core/review), for expected tools the chosen plan leaves deferred and unfound. */
function fixesFor(subject: ReviewSubject): WhatIfFix[] {
  const loaded = loadedNames(subject);
  return findabilityOf(subject).expectations.flatMap((e) =>
    e.fix && e.tool !== null && !loaded.has(e.tool) ? [e.fix] : [],
  );
}
