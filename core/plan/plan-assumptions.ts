import type { JsonValue } from '../json/json-value.ts';
import { readCacheSettings } from '../runtimes/index.ts';
import type { PlanInputs } from './plan-inputs.ts';

/** The cost model's assumptions in sentences, shown next to the figures (docs/planning.md). */
export function planAssumptions(value: JsonValue, inputs: PlanInputs): string[] {
  const cache = readCacheSettings(value);
  return [
    'A plan is ours, not IronClaw’s: its figures are those of the scenario evaluated with the plan applied (mode bridged, the kept tools as profile pins; everything up front is mode off).',
    `A task is one judged query’s need over ${inputs.turns} turns (playground.plan.turns); queries count by their weight (1 when none is given).`,
    `Each turn adds ${cache.conversation_tokens_per_turn} tokens to the conversation${cache.conversation_set ? ' (set in the scenario)' : ' (the default; playground.prompt_cache.conversation_tokens_per_turn sets it)'}.`,
    'A deferred expected tool costs one tool_search round trip: an extra request whose answer (its estimated tokens) joins the conversation; the tools it found are then loaded (IronClaw: promoted into the tools array from the next turn; Anthropic and OpenAI: their definitions join the conversation).',
    'A tool the search misses is not loaded and costs nothing more here; the judged recall shows that risk.',
    `Cost prices every request by the vendor’s cache rule: IronClaw and Anthropic by Anthropic’s (${cache.anthropic_model}, cached from ${cache.anthropic_min_tokens} tokens; writes 1.25×, reads 0.1×), OpenAI by OpenAI’s (from 1,024 tokens, reads 0.1×).`,
    'Tokens are IronClaw’s byte-derived estimate for every runtime; recall@k counts an expected tool found when it is up front or returned within its query’s limit; MRR counts an up-front tool at rank 1.',
  ];
}
