import { isJsonObject, JsonNumber, type JsonValue } from '../json/json-value.ts';
import { PLAYGROUND_KEY } from '../surface-setting.ts';
import { ANTHROPIC_DEFAULT_MODEL, ANTHROPIC_MIN_CACHEABLE } from './cache-rules.ts';

/**
 * What the prompt-cache figures assume, read from the scenario's playground
 * settings (`"playground": {"prompt_cache": {…}}`) so a link and `disclosure
 * report` carry them: how many tokens each turn adds to the conversation, and
 * which Anthropic model sets the minimum cacheable length. A value that cannot
 * be read falls back to the default, and the note says so.
 */

export const PROMPT_CACHE_KEY = 'prompt_cache';
/** A user message, the reply and one tool result: what a turn typically adds to the conversation. */
export const DEFAULT_CONVERSATION_TOKENS = 2000;
const MAX_CONVERSATION_TOKENS = 1_000_000;

export interface CacheSettings {
  conversation_tokens_per_turn: number;
  /** False when the scenario sets none (or none that can be read) and the default is used. */
  conversation_set: boolean;
  anthropic_model: string;
  anthropic_min_tokens: number;
  /** What was set and could not be used. */
  notes: string[];
}

export function readCacheSettings(scenario: JsonValue): CacheSettings {
  const own = isJsonObject(scenario) ? scenario[PLAYGROUND_KEY] : undefined;
  const set = isJsonObject(own) ? own[PROMPT_CACHE_KEY] : undefined;
  const settings = isJsonObject(set) ? set : {};
  const notes: string[] = [];
  const conversation = readTokens(settings.conversation_tokens_per_turn);
  if (settings.conversation_tokens_per_turn !== undefined && conversation === null)
    notes.push(
      `conversation_tokens_per_turn must be a whole number from 0 to ${MAX_CONVERSATION_TOKENS}; ${DEFAULT_CONVERSATION_TOKENS} is used`,
    );
  const model = settings.anthropic_model;
  const known = typeof model === 'string' && Object.hasOwn(ANTHROPIC_MIN_CACHEABLE, model);
  if (model !== undefined && !known)
    notes.push(
      `anthropic_model is none of ${Object.keys(ANTHROPIC_MIN_CACHEABLE).join(', ')}; ${ANTHROPIC_DEFAULT_MODEL} is used`,
    );
  const anthropicModel = known ? (model as string) : ANTHROPIC_DEFAULT_MODEL;
  return {
    conversation_tokens_per_turn: conversation ?? DEFAULT_CONVERSATION_TOKENS,
    conversation_set: conversation !== null,
    anthropic_model: anthropicModel,
    anthropic_min_tokens: ANTHROPIC_MIN_CACHEABLE[anthropicModel]!,
    notes,
  };
}

function readTokens(value: JsonValue | undefined): number | null {
  if (!(value instanceof JsonNumber) || !/^(0|[1-9][0-9]*)$/.test(value.raw)) return null;
  const n = Number(value.raw);
  return n <= MAX_CONVERSATION_TOKENS ? n : null;
}
