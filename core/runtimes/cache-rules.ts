import { documented, type RuntimeFact, source } from './source.ts';

/**
 * The two vendors' prompt-cache rules as their documents state them (read
 * 2026-12-03), and what each makes of one turn's request after the one before.
 *
 * A request is the tools array, then the conversation so far; IronClaw's own
 * system prompt is not part of a scenario and is counted nowhere. Anthropic caches
 * only up to a `cache_control` breakpoint and throws the whole cache away when a
 * tool definition changes; OpenAI caches every prefix of 1,024 tokens or more on
 * its own, in 128-token steps, up to the first token that differs. Cost is input
 * tokens weighted by each vendor's multipliers (base input = 1).
 */

const ANTHROPIC_CACHING = source(
  'Claude docs: Prompt caching',
  'https://platform.claude.com/docs/en/build-with-claude/prompt-caching',
);
const OPENAI_CACHING = source(
  'OpenAI Cookbook: Prompt Caching 201 (models before GPT-5.6)',
  'https://developers.openai.com/cookbook/examples/prompt_caching_201',
);
const OPENAI_CACHING_GUIDE = source(
  'OpenAI docs: Prompt caching',
  'https://developers.openai.com/api/docs/guides/prompt-caching',
);

const CACHE_RULES = ['anthropic', 'openai'] as const;
export type CacheRule = (typeof CACHE_RULES)[number];

/** Anthropic's minimum cacheable prompt by model, in tokens: below it nothing is cached. */
export const ANTHROPIC_MIN_CACHEABLE: Readonly<Record<string, number>> = {
  'claude-opus-4-6': 4096,
  'claude-opus-4-5': 4096,
  'claude-sonnet-4-6': 1024,
  'claude-sonnet-4-5': 1024,
  'claude-opus-4-1': 1024,
  'claude-opus-4': 1024,
  'claude-sonnet-4': 1024,
  'claude-sonnet-3-7': 1024,
  'claude-haiku-4-5': 4096,
  'claude-haiku-3-5': 2048,
  'claude-haiku-3': 2048,
};
export const ANTHROPIC_DEFAULT_MODEL = 'claude-sonnet-4-5';
/** Cache writes (5-minute lifetime) and reads, as multiples of the base input price. */
export const ANTHROPIC_CACHE_PRICE = { write: 1.25, read: 0.1 } as const;

export const OPENAI_MIN_CACHEABLE = 1024;
export const OPENAI_CACHE_STEP = 128;
/** No fee to write; a read at the largest discount the guide states (the rate varies by model). */
export const OPENAI_CACHE_PRICE = { write: 1, read: 0.1 } as const;

export const CACHE_RULE_FACTS: readonly RuntimeFact[] = [
  documented(
    'cache.anthropic.order',
    'The cache prefix is built in the order tools, system, messages, and only content up to a cache_control breakpoint is cached.',
    ANTHROPIC_CACHING,
  ),
  documented(
    'cache.anthropic.invalidation',
    'A change to the tool definitions invalidates the entire cache: tools, system and messages.',
    ANTHROPIC_CACHING,
  ),
  documented(
    'cache.anthropic.minimum',
    'The minimum cacheable prompt is 1,024 to 4,096 tokens depending on the model; a shorter prefix is processed without caching.',
    ANTHROPIC_CACHING,
  ),
  documented(
    'cache.anthropic.price',
    `Cache writes cost ${ANTHROPIC_CACHE_PRICE.write}× the base input price (5-minute lifetime), cache reads ${ANTHROPIC_CACHE_PRICE.read}×.`,
    ANTHROPIC_CACHING,
  ),
  documented(
    'cache.openai.prefix',
    `Caching is automatic for prompts of ${OPENAI_MIN_CACHEABLE} tokens or more, with hits in steps of ${OPENAI_CACHE_STEP} tokens, and needs an exact prefix match: from the first differing token on nothing is cached.`,
    OPENAI_CACHING,
  ),
  documented(
    'cache.openai.price',
    'Writing to the cache costs nothing extra; cached input is billed at the model’s cached-input rate, up to 90 % off (0.1× here; many models’ rate is higher, and newer ones may bill a cache-write rate).',
    OPENAI_CACHING_GUIDE,
  ),
];

/** One turn's request as the cache sees it. */
export interface CacheRequest {
  /** The tools array's tokens: the first part of the prefix. */
  tools_tokens: number;
  /** The conversation so far (earlier turns, and tool definitions loaded into it). */
  conversation_tokens: number;
}

interface CacheRuleOptions {
  /** Anthropic's minimum for the model modelled. */
  anthropic_min_tokens: number;
}

export interface CacheOutcome {
  /** Input tokens read from the cache. */
  cached_tokens: number;
  /** Input tokens written to the cache (Anthropic; OpenAI writes without a fee, so 0). */
  written_tokens: number;
  /** Input tokens billed at the base price. */
  uncached_tokens: number;
  /** Tokens the cache would have served had the tools array not changed, and does not. */
  lost_tokens: number;
  /** Input-token equivalents: each part times its multiplier. */
  cost: number;
}

/**
 * What the rule makes of `current` after `previous` (null on the first turn).
 * `sharedTokens` is how many tokens of the tools arrays agree from the start, or
 * null when they are identical.
 */
export function applyCacheRule(
  rule: CacheRule,
  previous: CacheRequest | null,
  current: CacheRequest,
  sharedTokens: number | null,
  options: CacheRuleOptions,
): CacheOutcome {
  return rule === 'anthropic'
    ? anthropicTurn(previous, current, sharedTokens, options.anthropic_min_tokens)
    : openaiTurn(previous, current, sharedTokens);
}

/**
 * Breakpoints after the tools and at the end of the conversation so far, as an
 * agent loop sets them: the longest of the two that reaches the minimum is cached.
 */
function anthropicCached(r: CacheRequest, min: number): number {
  const whole = r.tools_tokens + r.conversation_tokens;
  if (whole >= min) return whole;
  return r.tools_tokens >= min ? r.tools_tokens : 0;
}

function anthropicTurn(
  previous: CacheRequest | null,
  current: CacheRequest,
  shared: number | null,
  min: number,
): CacheOutcome {
  const total = current.tools_tokens + current.conversation_tokens;
  const wouldRead = previous ? anthropicCached(previous, min) : 0;
  // Any change to the tool definitions invalidates the whole cache, the conversation's part with it.
  const cached = shared === null ? wouldRead : 0;
  const written = Math.max(0, anthropicCached(current, min) - cached);
  const uncached = total - cached - written;
  const price = ANTHROPIC_CACHE_PRICE;
  return {
    cached_tokens: cached,
    written_tokens: written,
    uncached_tokens: uncached,
    lost_tokens: wouldRead - cached,
    cost: round1(cached * price.read + written * price.write + uncached),
  };
}

/** The cached part of a matched prefix: nothing below the minimum, whole steps above it. */
function openaiCached(matched: number): number {
  return matched < OPENAI_MIN_CACHEABLE ? 0 : Math.floor(matched / OPENAI_CACHE_STEP) * OPENAI_CACHE_STEP;
}

function openaiTurn(
  previous: CacheRequest | null,
  current: CacheRequest,
  shared: number | null,
): CacheOutcome {
  const total = current.tools_tokens + current.conversation_tokens;
  const last = previous ? previous.tools_tokens + previous.conversation_tokens : 0;
  const wouldCache = openaiCached(last);
  // An exact prefix: past the first differing token nothing matches, the conversation included.
  const cached = previous ? openaiCached(shared === null ? last : shared) : 0;
  const uncached = total - cached;
  return {
    cached_tokens: cached,
    written_tokens: 0,
    uncached_tokens: uncached,
    lost_tokens: wouldCache - cached,
    cost: round1(cached * OPENAI_CACHE_PRICE.read + uncached * OPENAI_CACHE_PRICE.write),
  };
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
