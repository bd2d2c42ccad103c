import type { JsonValue } from '../json/json-value.ts';
import { buildProviderTools, providerToolsJson } from '../provider-tools.ts';
import type { Report } from '../report/report.ts';
import { firstDifference } from '../review/first-difference.ts';
import type { TurnReport } from '../timeline.ts';
import { estimateTokens, saturatingAdd } from '../token-estimate.ts';
import type { RuntimeView } from './runtime-views.ts';
import { documented, type RuntimeFact, source } from './source.ts';
import type { TierPlan } from './tier-plan.ts';

/**
 * Prompt-cache stability across the Turns timeline. A cache keys on the bytes
 * of the request's prefix, tools first, then the system text (Anthropic's
 * documented order), so a turn reuses the cache only up to the first byte that
 * differs from the turn before. Three ways of loading a found tool side by side:
 * IronClaw's promotion (the next turn's tools array changes, IronClaw #6986),
 * OpenAI's append-at-end and Anthropic's tool_reference (the array never changes;
 * the loaded definition is added after the cached prefix). All token figures are
 * IronClaw's byte-derived estimate.
 */

const CACHE_ORDER = source(
  'Claude docs: Prompt caching (cache prefix order: tools, system, messages)',
  'https://platform.claude.com/docs/en/build-with-claude/prompt-caching',
);

export const CACHE_FACTS: readonly RuntimeFact[] = [
  documented(
    'cache.prefix_order',
    'The cached prefix is read in the order tools, system, messages: a change in the tools array invalidates everything after it.',
    CACHE_ORDER,
  ),
];

export const CACHE_STRATEGIES = ['ironclaw_promotion', 'append_at_end', 'tool_reference'] as const;
export type CacheStrategyId = (typeof CACHE_STRATEGIES)[number];

export interface CacheTurn {
  turn: number;
  /** Byte-identical to the previous turn's; null on the first turn (nothing to compare). */
  tools_identical: boolean | null;
  system_identical: boolean | null;
  /**
   * Where the tools array first differs: the byte offset in its JSON (0-based) and the
   * tool's position (1-based), Compare's convention (core/review/prompt-cache-text.ts).
   */
  first_difference: { byte: number; position: number; tool: string | null } | null;
  /** Estimated tokens of the cached prefix (tools, then system). */
  prefix_tokens: number;
  /** Estimated tokens of prefix that were cached last turn and are not this turn. */
  uncached_tokens: number;
  /** Tools the model gains this turn (promoted, appended or referenced). */
  loaded: string[];
  /** Estimated tokens those definitions add after the cached prefix (alternatives only). */
  appended_tokens: number;
}

export interface CacheStrategy {
  id: CacheStrategyId;
  title: string;
  how: string;
  turns: CacheTurn[];
  uncached_total: number;
}

export interface CacheAcrossTurns {
  /** The text compared as the system prefix: the index IronClaw writes into tool_search's description. */
  system_note: string;
  strategies: CacheStrategy[];
}

export function cacheAcrossTurns(
  turns: readonly TurnReport[],
  report: Report,
  scenario: JsonValue,
  plan: TierPlan,
  views: readonly RuntimeView[],
): CacheAcrossTurns {
  return {
    system_note:
      'IronClaw’s own system prompt is not part of a scenario; the system prefix compared here is the index (tool_search’s description) the disclosure layer writes.',
    strategies: [promotion(turns, report, scenario), ...alternatives(turns, plan, views)],
  };
}

function promotion(turns: readonly TurnReport[], report: Report, scenario: JsonValue): CacheStrategy {
  const rows: CacheTurn[] = [];
  let previous: {
    json: string;
    tools: { name: string; json: string; tokens: number }[];
    system: string;
  } | null = null;
  for (const t of turns) {
    const tools = buildProviderTools({ ...report, active_set: t.active_set }, scenario).tools;
    const json = providerToolsJson(tools);
    const system = t.index_text;
    const toolTokens = tools.reduce((sum, x) => saturatingAdd(sum, x.tokens), 0);
    const systemTokens = estimateTokens(system);
    let first: CacheTurn['first_difference'] = null;
    let uncached = 0;
    if (previous) {
      const byte = firstDifference(previous.json, json);
      if (byte !== null) {
        let position = 0;
        while (position < tools.length && previous.tools[position]?.json === tools[position]!.json)
          position++;
        const tool = tools[position]?.name ?? previous.tools[position]?.name ?? null;
        first = { byte, position: position + 1, tool };
        // Last turn's prefix from the first difference on is no longer reused: its tools there and the system after them.
        const lost = previous.tools.slice(position).reduce((sum, x) => saturatingAdd(sum, x.tokens), 0);
        uncached = saturatingAdd(lost, estimateTokens(previous.system));
      } else if (previous.system !== system) uncached = estimateTokens(previous.system);
    }
    const before = new Set(previous?.tools.map((x) => x.name) ?? []);
    rows.push({
      turn: t.turn,
      tools_identical: previous ? previous.json === json : null,
      system_identical: previous ? previous.system === system : null,
      first_difference: first,
      prefix_tokens: saturatingAdd(toolTokens, systemTokens),
      uncached_tokens: uncached,
      loaded: previous ? tools.filter((x) => !before.has(x.name)).map((x) => x.name) : [],
      appended_tokens: 0,
    });
    previous = { json, tools, system };
  }
  return {
    id: 'ironclaw_promotion',
    title: 'IronClaw today: promotion into the active set',
    how: 'A deferred tool called in one turn joins the next turn’s tools array, within the caps.',
    turns: rows,
    uncached_total: rows.reduce((sum, r) => saturatingAdd(sum, r.uncached_tokens), 0),
  };
}

/** OpenAI and Anthropic keep the tools array of the first turn and add what is found after the prefix. */
function alternatives(
  turns: readonly TurnReport[],
  plan: TierPlan,
  views: readonly RuntimeView[],
): CacheStrategy[] {
  const prefixOf = (id: 'openai-responses' | 'anthropic-messages') =>
    views.find((v) => v.id === id)!.upfront.tokens.tokens;
  const deferred = new Set(plan.deferred);
  const tokensOf = new Map(plan.tools.map((t) => [t.name, t.est_tokens]));
  const build = (id: CacheStrategyId, title: string, how: string, prefix: number): CacheStrategy => {
    const loadedSoFar = new Set<string>();
    const rows = turns.map((t, i): CacheTurn => {
      // What the model called last turn is loaded now, as IronClaw would promote it, but without IronClaw's caps.
      const loaded =
        i === 0 ? [] : turns[i - 1]!.promoted_now.filter((n) => deferred.has(n) && !loadedSoFar.has(n));
      for (const n of loaded) loadedSoFar.add(n);
      return {
        turn: t.turn,
        tools_identical: i === 0 ? null : true,
        system_identical: i === 0 ? null : true,
        first_difference: null,
        prefix_tokens: prefix,
        uncached_tokens: 0,
        loaded,
        appended_tokens: loaded.reduce((sum, n) => saturatingAdd(sum, tokensOf.get(n) ?? 0), 0),
      };
    });
    return { id, title, how, turns: rows, uncached_total: 0 };
  };
  return [
    build(
      'append_at_end',
      'OpenAI Responses: append at the end',
      'Loaded tools are appended at the end of the context; the tools array and its cache stay as they were.',
      prefixOf('openai-responses'),
    ),
    build(
      'tool_reference',
      'Anthropic: tool_reference',
      'Found tools arrive as tool_reference blocks in the conversation; deferred tools stay out of the cached prefix.',
      prefixOf('anthropic-messages'),
    ),
  ];
}
