/** Other runtimes' rules (one file per runtime model) and what this scenario becomes in each. */
export {
  ANTHROPIC_ALL_DEFERRED_ERROR,
  ANTHROPIC_MAX_TOOLS,
  ANTHROPIC_SEARCH_TOOLS,
  checkAnthropicDeferral,
} from './anthropic-messages.ts';
export {
  CACHE_FACTS,
  type CacheAcrossTurns,
  type CacheStrategy,
  type CacheTurn,
} from './cache-across-turns.ts';
export { ANTHROPIC_MIN_CACHEABLE } from './cache-rules.ts';
export { PROMPT_CACHE_KEY } from './cache-settings.ts';
export { decideToolSearch, readToolSearchSetting, type ToolSearchSetting } from './claude-code.ts';
export { EXPORT_TARGETS, type ExportTarget, exportRequest, type RequestExport } from './export-request.ts';
export { OPENAI_CHAT_MAX_TOOLS, openaiChatCapError } from './openai-chat.ts';
export { OPENAI_NAMESPACE_GUIDANCE } from './openai-responses.ts';
export {
  ASSUMED_CONTEXT_WINDOW,
  type LimitCheck,
  RUNTIME_IDS,
  type RuntimeId,
  type RuntimeView,
  type RuntimeViewOptions,
  runtimeViews,
  type TokenCount,
  type TokenCounter,
} from './runtime-views.ts';
export { type Evidence, type RuntimeFact, type RuntimeSource, SOURCES_READ_ON } from './source.ts';
export { runtimesOf, type SubjectRuntimes } from './subject-runtimes.ts';
export { type PlannedTool, planTiers, TIER_MAPPING, type TierPlan } from './tier-plan.ts';
export type { Renamed } from './wire-names.ts';
