import { applyCacheRule, type CacheRequest, type CacheRule, type CacheSettings } from '../runtimes/index.ts';

/**
 * The planner's cost model (docs/planning.md, "The cost model"): ours, not a
 * runtime's figure. A task is one judged query's need over `turns` turns. Each
 * turn sends the tools array, then the conversation so far, which grows by the
 * scenario's conversation tokens per turn. When an expected tool is deferred the
 * model first searches: one extra request whose answer joins the conversation,
 * after which the tools it found are loaded — IronClaw promotes them into the
 * tools array from the next turn; Anthropic's tool_reference and OpenAI's
 * append-at-end add their definitions to the conversation and keep the array.
 * Every request is priced by the vendor's cache rule (core/runtimes/cache-rules.ts).
 */

export const PLAN_RUNTIMES = ['ironclaw', 'anthropic', 'openai'] as const;
export type PlanRuntime = (typeof PLAN_RUNTIMES)[number];

/** The cache rule each runtime's requests are priced with (IronClaw's: it runs on Anthropic's API here). */
const RULE_OF: Record<PlanRuntime, CacheRule> = {
  ironclaw: 'anthropic',
  anthropic: 'anthropic',
  openai: 'openai',
};

export interface TaskCost {
  /** Weighted input tokens per task, every request's tools array and conversation summed. */
  input_tokens: number;
  /** The same in input-price equivalents: cache reads and writes at the rule's multipliers. */
  cost: number;
}

interface TaskNeed {
  weight: number;
  /** Tokens of the search's answer, or null when the task needs no search. */
  search_tokens: number | null;
  /** Schema tokens of the tools the search found, loaded after it. */
  loaded_tokens: number;
}

interface CostSettings {
  turns: number;
  settings: CacheSettings;
}

/** Weighted per-task input of `runtime` whose tools array is `upfront` tokens; a task with no need when none is judged. */
export function taskCost(
  runtime: PlanRuntime,
  upfront: number,
  needs: readonly TaskNeed[],
  { turns, settings }: CostSettings,
): TaskCost {
  const tasks = needs.length > 0 ? needs : [{ weight: 1, search_tokens: null, loaded_tokens: 0 }];
  const weight = tasks.reduce((n, t) => n + t.weight, 0);
  if (weight === 0) return { input_tokens: 0, cost: 0 };
  let input = 0;
  let cost = 0;
  for (const t of tasks) {
    const one = oneTask(runtime, upfront, t, turns, settings);
    input += t.weight * one.input_tokens;
    cost += t.weight * one.cost;
  }
  return { input_tokens: Math.round(input / weight), cost: Math.round((cost / weight) * 10) / 10 };
}

function oneTask(
  runtime: PlanRuntime,
  upfront: number,
  need: TaskNeed,
  turns: number,
  settings: CacheSettings,
): TaskCost {
  const perTurn = settings.conversation_tokens_per_turn;
  const search = need.search_tokens ?? 0;
  const promoted = runtime === 'ironclaw' ? need.loaded_tokens : 0;
  const appended = runtime === 'ironclaw' ? 0 : need.loaded_tokens;
  const requests: { request: CacheRequest; shared: number | null }[] = [
    { request: { tools_tokens: upfront, conversation_tokens: 0 }, shared: null },
  ];
  if (need.search_tokens !== null)
    requests.push({ request: { tools_tokens: upfront, conversation_tokens: search }, shared: null });
  for (let turn = 2; turn <= turns; turn++) {
    const tools = upfront + promoted;
    const changed = turn === 2 && promoted > 0;
    requests.push({
      request: { tools_tokens: tools, conversation_tokens: search + appended + (turn - 1) * perTurn },
      // Promoted tools join after the bridges: the array is alike up to them (core/active-set.ts).
      shared: changed ? upfront : null,
    });
  }
  let input = 0;
  let cost = 0;
  let previous: CacheRequest | null = null;
  for (const { request, shared } of requests) {
    const outcome = applyCacheRule(RULE_OF[runtime], previous, request, shared, {
      anthropic_min_tokens: settings.anthropic_min_tokens,
    });
    input += request.tools_tokens + request.conversation_tokens;
    cost += outcome.cost;
    previous = request;
  }
  return { input_tokens: input, cost };
}
