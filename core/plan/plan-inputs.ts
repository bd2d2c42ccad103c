import { isJsonObject, JsonNumber, type JsonValue } from '../json/json-value.ts';
import { DEFAULT_PLAN_TURNS } from '../limits.ts';
import { PLAYGROUND_KEY } from '../surface-setting.ts';

/**
 * What the planner reads from a scenario besides its catalog (docs/planning.md):
 * each judged query's `weight` (how often the need arises; 1 when absent), the
 * top-level `usage` (calls per tool, from a client's logs) and the playground's
 * `plan` settings (turns per task). Upstream ignores all three keys. A value that
 * cannot be read is named in `notes` and its default used, so a plan still comes.
 */
export interface PlanInputs {
  /** Weight of each query by its place in `queries` (1 when not given). */
  weights: number[];
  /** Calls per tool name as `usage` writes it; null when the scenario has no `usage`. */
  usage: Map<string, number> | null;
  turns: number;
  notes: string[];
}

const PLAN_KEY = 'plan';
const MAX_TURNS = 100;

export function readPlanInputs(value: JsonValue): PlanInputs {
  const notes: string[] = [];
  const root = isJsonObject(value) ? value : {};
  const queries = Array.isArray(root.queries) ? root.queries : [];
  const weights = queries.map((q, i) => {
    const w = isJsonObject(q) ? q.weight : undefined;
    if (w === undefined) return 1;
    const n = readNumber(w);
    if (n !== null && n >= 0) return n;
    notes.push(`/queries/${i}/weight is not a number of 0 or more; 1 is used`);
    return 1;
  });
  let usage: Map<string, number> | null = null;
  if (root.usage !== undefined) {
    usage = new Map();
    if (!isJsonObject(root.usage))
      notes.push('usage is not an object of tool names to call counts; it is left out');
    else
      for (const [name, count] of Object.entries(root.usage)) {
        const n = readNumber(count);
        if (n !== null && n >= 0) usage.set(name, n);
        else notes.push(`usage of ${name} is not a count of 0 or more; it is left out`);
      }
  }
  const own = isJsonObject(root[PLAYGROUND_KEY]) ? root[PLAYGROUND_KEY] : {};
  const plan = isJsonObject(own[PLAN_KEY]) ? own[PLAN_KEY] : {};
  let turns = DEFAULT_PLAN_TURNS;
  if (plan.turns !== undefined) {
    const n = readNumber(plan.turns);
    if (n !== null && Number.isInteger(n) && n >= 1 && n <= MAX_TURNS) turns = n;
    else notes.push(`playground.plan.turns must be a whole number from 1 to ${MAX_TURNS}; ${turns} is used`);
  }
  return { weights, usage, turns, notes };
}

function readNumber(value: JsonValue): number | null {
  if (!(value instanceof JsonNumber)) return null;
  const n = Number(value.raw);
  return Number.isFinite(n) ? n : null;
}
