/** Other runtimes' rules (one file per runtime model) and what this scenario becomes in each. */

export {
  CACHE_FACTS,
  type CacheAcrossTurns,
  type CacheStrategy,
  type CacheTurn,
} from './cache-across-turns.ts';
export { ANTHROPIC_MIN_CACHEABLE, applyCacheRule, type CacheRequest, type CacheRule } from './cache-rules.ts';
export { type CacheSettings, PROMPT_CACHE_KEY, readCacheSettings } from './cache-settings.ts';
export { EXPORT_TARGETS, type ExportTarget, exportRequest, type RequestExport } from './export-request.ts';
export { type LimitCheck, type RuntimeView, runtimeViews, type TokenCounter } from './runtime-views.ts';
export type { RuntimeFact } from './source.ts';
export { runtimesOf } from './subject-runtimes.ts';
export { planTiers, TIER_MAPPING } from './tier-plan.ts';
