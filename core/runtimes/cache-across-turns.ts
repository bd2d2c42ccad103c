import type { JsonValue } from '../json/json-value.ts';
import { buildProviderTools, type ProviderTool } from '../provider-tools.ts';
import type { Report } from '../report/report.ts';
import { firstDifference } from '../review/first-difference.ts';
import type { TurnReport } from '../timeline.ts';
import { estimateTokens, saturatingAdd } from '../token-estimate.ts';
import {
  ANTHROPIC_CACHE_PRICE,
  applyCacheRule,
  CACHE_RULE_FACTS,
  type CacheOutcome,
  type CacheRequest,
  type CacheRule,
  OPENAI_CACHE_PRICE,
  OPENAI_CACHE_STEP,
  OPENAI_MIN_CACHEABLE,
} from './cache-rules.ts';
import { type CacheSettings, DEFAULT_CONVERSATION_TOKENS } from './cache-settings.ts';
import type { RuntimeView } from './runtime-views.ts';
import type { TierPlan } from './tier-plan.ts';

/**
 * The prompt cache across the Turns timeline, each way of loading a found tool
 * under each vendor's rule (cache-rules.ts): IronClaw's promotion (the next
 * turn's tools array changes, IronClaw #6986) under Anthropic's and OpenAI's,
 * Anthropic's tool_reference and OpenAI's append-at-end (the array never changes;
 * the loaded definition joins the conversation). Every token is counted once:
 * the index is tool_search's description inside the tools array, so turn 1's
 * tools under IronClaw are exactly the report's advertised tokens. All figures
 * are IronClaw's byte-derived estimate.
 */

export const CACHE_FACTS = CACHE_RULE_FACTS;

const CACHE_STRATEGIES = ['ironclaw_promotion', 'tool_reference', 'append_at_end'] as const;
type CacheStrategyId = (typeof CACHE_STRATEGIES)[number];

export interface CacheTurn extends CacheOutcome, CacheRequest {
  turn: number;
  /** Byte-identical to the previous turn's tools array; null on the first turn (nothing to compare). */
  tools_identical: boolean | null;
  /**
   * Where the tools array first differs: the byte offset in its JSON (0-based) and the
   * tool's position (1-based), Compare's convention (core/review/prompt-cache-text.ts).
   */
  first_difference: { byte: number; position: number; tool: string | null } | null;
  /** Tools the model gains this turn (promoted, appended or referenced). */
  loaded: string[];
  /** Estimated tokens those definitions add to the conversation (alternatives only). */
  appended_tokens: number;
}

interface CacheTotals {
  input_tokens: number;
  cached_tokens: number;
  written_tokens: number;
  uncached_tokens: number;
  lost_tokens: number;
  cost: number;
}

export interface CacheStrategy {
  id: CacheStrategyId;
  cache_rule: CacheRule;
  title: string;
  how: string;
  turns: CacheTurn[];
  totals: CacheTotals;
}

export interface CacheAcrossTurns {
  settings: CacheSettings & {
    openai_min_tokens: number;
    openai_step_tokens: number;
    prices: Record<CacheRule, { write: number; read: number }>;
  };
  /** What the figures assume, in sentences. */
  notes: string[];
  strategies: CacheStrategy[];
}

/** One turn's request before a rule is applied. */
interface Planned extends CacheRequest {
  turn: number;
  tools_identical: boolean | null;
  first_difference: CacheTurn['first_difference'];
  /** Tokens the tools array shares with the last turn's from its start; null when identical. */
  shared: number | null;
  loaded: string[];
  appended_tokens: number;
}

export function cacheAcrossTurns(
  turns: readonly TurnReport[],
  report: Report,
  scenario: JsonValue,
  plan: TierPlan,
  views: readonly RuntimeView[],
  settings: CacheSettings,
): CacheAcrossTurns {
  const promotion = promotionRequests(turns, report, scenario, settings.conversation_tokens_per_turn);
  const prefixOf = (id: 'openai-responses' | 'anthropic-messages') =>
    views.find((v) => v.id === id)!.upfront.tokens.tokens;
  const reference = alternativeRequests(turns, plan, prefixOf('anthropic-messages'), settings);
  const append = alternativeRequests(turns, plan, prefixOf('openai-responses'), settings);
  const promotionHow =
    'A deferred tool called in one turn joins the next turn’s tools array, within the caps.';
  return {
    settings: {
      ...settings,
      openai_min_tokens: OPENAI_MIN_CACHEABLE,
      openai_step_tokens: OPENAI_CACHE_STEP,
      prices: { anthropic: { ...ANTHROPIC_CACHE_PRICE }, openai: { ...OPENAI_CACHE_PRICE } },
    },
    notes: cacheNotes(settings),
    strategies: [
      strategy(
        'ironclaw_promotion',
        'anthropic',
        'IronClaw’s promotion, Anthropic’s rule',
        promotionHow,
        promotion,
        settings,
      ),
      strategy(
        'tool_reference',
        'anthropic',
        'Anthropic: tool_reference',
        'Found tools arrive as tool_reference blocks in the conversation; the tools array never changes.',
        reference,
        settings,
      ),
      strategy(
        'ironclaw_promotion',
        'openai',
        'IronClaw’s promotion, OpenAI’s rule',
        promotionHow,
        promotion,
        settings,
      ),
      strategy(
        'append_at_end',
        'openai',
        'OpenAI Responses: append at the end',
        'Loaded tools are appended at the end of the context; the tools array never changes.',
        append,
        settings,
      ),
    ],
  };
}

function cacheNotes(s: CacheSettings): string[] {
  return [
    'IronClaw’s own system prompt is not part of a scenario and is counted nowhere; the index is tool_search’s description, counted once inside the tools array.',
    s.conversation_set
      ? `Each turn adds ${s.conversation_tokens_per_turn} tokens to the conversation (set in the scenario).`
      : `Each turn adds ${s.conversation_tokens_per_turn} tokens to the conversation (the default, ${DEFAULT_CONVERSATION_TOKENS}: a message, the reply and a tool result; set it in the Turns tab).`,
    `Anthropic’s rule: breakpoints after the tools (the exported request sets it) and at the end of the conversation so far, as an agent loop moves it; ${s.anthropic_model} caches from ${s.anthropic_min_tokens} tokens; writes ${ANTHROPIC_CACHE_PRICE.write}×, reads ${ANTHROPIC_CACHE_PRICE.read}× the input price.`,
    `OpenAI’s rule: automatic from ${OPENAI_MIN_CACHEABLE} tokens in steps of ${OPENAI_CACHE_STEP}, up to the first differing token; reads ${OPENAI_CACHE_PRICE.read}×, no write fee.`,
    ...s.notes,
  ];
}

function strategy(
  id: CacheStrategyId,
  rule: CacheRule,
  title: string,
  how: string,
  requests: readonly Planned[],
  settings: CacheSettings,
): CacheStrategy {
  const turns: CacheTurn[] = requests.map((r, i) => {
    const { shared, ...rest } = r;
    const outcome = applyCacheRule(rule, i === 0 ? null : requests[i - 1]!, r, shared, {
      anthropic_min_tokens: settings.anthropic_min_tokens,
    });
    return { ...rest, ...outcome };
  });
  const sum = (pick: (t: CacheTurn) => number) => turns.reduce((n, t) => saturatingAdd(n, pick(t)), 0);
  return {
    id,
    cache_rule: rule,
    title,
    how,
    turns,
    totals: {
      input_tokens: sum((t) => t.tools_tokens + t.conversation_tokens),
      cached_tokens: sum((t) => t.cached_tokens),
      written_tokens: sum((t) => t.written_tokens),
      uncached_tokens: sum((t) => t.uncached_tokens),
      lost_tokens: sum((t) => t.lost_tokens),
      cost: Math.round(turns.reduce((n, t) => n + t.cost * 10, 0)) / 10,
    },
  };
}

/** IronClaw's requests: each turn's own tools array (the active set), then the conversation so far. */
function promotionRequests(
  turns: readonly TurnReport[],
  report: Report,
  scenario: JsonValue,
  perTurn: number,
): Planned[] {
  const out: Planned[] = [];
  let previous: ProviderTool[] | null = null;
  for (const [i, t] of turns.entries()) {
    const tools = buildProviderTools({ ...report, active_set: t.active_set }, scenario).tools;
    const before = new Set(previous?.map((x) => x.name) ?? []);
    const diff = previous ? compareTools(previous, tools) : null;
    out.push({
      turn: t.turn,
      tools_tokens: tools.reduce((sum, x) => saturatingAdd(sum, x.tokens), 0),
      conversation_tokens: i * perTurn,
      tools_identical: previous ? diff === null : null,
      first_difference: diff?.first ?? null,
      shared: diff?.shared ?? null,
      loaded: previous ? tools.filter((x) => !before.has(x.name)).map((x) => x.name) : [],
      appended_tokens: 0,
    });
    previous = tools;
  }
  return out;
}

/**
 * Where two tools arrays first differ, and how many tokens they share before it: the
 * tools alike from the start, then the estimate of the differing tool's common text.
 * Null when they are byte-identical.
 */
function compareTools(
  a: readonly ProviderTool[],
  b: readonly ProviderTool[],
): { first: NonNullable<CacheTurn['first_difference']>; shared: number } | null {
  const json = (tools: readonly ProviderTool[]) => `[${tools.map((t) => t.json).join(',')}]`;
  const byte = firstDifference(json(a), json(b));
  if (byte === null) return null;
  let position = 0;
  let shared = 0;
  while (position < b.length && a[position]?.json === b[position]!.json) {
    shared = saturatingAdd(shared, b[position]!.tokens);
    position++;
  }
  const left = a[position]?.json ?? '';
  const right = b[position]?.json ?? '';
  let common = 0;
  while (
    common < left.length &&
    common < right.length &&
    left.charCodeAt(common) === right.charCodeAt(common)
  )
    common++;
  shared = saturatingAdd(shared, estimateTokens(left.slice(0, common)));
  const tool = b[position]?.name ?? a[position]?.name ?? null;
  return { first: { byte, position: position + 1, tool }, shared };
}

/**
 * A runtime that keeps the first turn's tools array: what the model called last turn is
 * loaded now (as IronClaw would promote it, without IronClaw's caps), its definition
 * added to the conversation.
 */
function alternativeRequests(
  turns: readonly TurnReport[],
  plan: TierPlan,
  toolsTokens: number,
  settings: CacheSettings,
): Planned[] {
  const deferred = new Set(plan.deferred);
  const tokensOf = new Map(plan.tools.map((t) => [t.name, t.est_tokens]));
  const loadedSoFar = new Set<string>();
  let appendedSoFar = 0;
  return turns.map((t, i): Planned => {
    const loaded =
      i === 0 ? [] : turns[i - 1]!.promoted_now.filter((n) => deferred.has(n) && !loadedSoFar.has(n));
    for (const n of loaded) loadedSoFar.add(n);
    const appended = loaded.reduce((sum, n) => saturatingAdd(sum, tokensOf.get(n) ?? 0), 0);
    appendedSoFar = saturatingAdd(appendedSoFar, appended);
    return {
      turn: t.turn,
      tools_tokens: toolsTokens,
      conversation_tokens: saturatingAdd(i * settings.conversation_tokens_per_turn, appendedSoFar),
      tools_identical: i === 0 ? null : true,
      first_difference: null,
      shared: null,
      loaded,
      appended_tokens: appended,
    };
  });
}
