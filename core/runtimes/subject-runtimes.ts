import { isJsonObject } from '../json/json-value.ts';
import type { ReviewSubject } from '../review/review-subject.ts';
import { runTimeline } from '../timeline.ts';
import { type CacheAcrossTurns, cacheAcrossTurns } from './cache-across-turns.ts';
import { readCacheSettings } from './cache-settings.ts';
import { type RuntimeView, runtimeViews, type TokenCounter } from './runtime-views.ts';
import { planTiers, type TierPlan } from './tier-plan.ts';

/**
 * A reviewed scenario in other runtimes: its tier plan, each runtime's view and
 * the prompt cache across its Turns timeline. The findings, `disclosure report`
 * and the Runtimes view all read this one value (token figures: IronClaw's
 * estimate unless a counter is given).
 */
interface SubjectRuntimes {
  plan: TierPlan;
  views: RuntimeView[];
  /** Null when the timeline cannot be played (its error is the Turns view's to show). */
  cache: CacheAcrossTurns | null;
}

const memo = new WeakMap<ReviewSubject, SubjectRuntimes>();

export function runtimesOf(subject: ReviewSubject, countO200k?: TokenCounter): SubjectRuntimes {
  if (countO200k) {
    // Counted views beside the estimate's cache: the cache across turns is IronClaw's estimate throughout, played once.
    const estimated = runtimesOf(subject);
    const views = runtimeViews(estimated.plan, { contextWindow: subject.report.caps.ctx_limit, countO200k });
    return { plan: estimated.plan, views, cache: estimated.cache };
  }
  const known = memo.get(subject);
  if (known) return known;
  const plan = planTiers(subject.report, subject.value);
  const views = runtimeViews(plan, { contextWindow: subject.report.caps.ctx_limit });
  const hasTimeline = isJsonObject(subject.value) && Array.isArray(subject.value.timeline);
  // Without a timeline there is one turn and nothing to compare; the turn already evaluated stands for it.
  const played = hasTimeline ? runTimeline(subject.value, subject.templates) : null;
  const turns = played
    ? played.ok
      ? played.turns
      : null
    : [
        {
          turn: 1,
          promoted: subject.report.promoted_effective,
          active_set: subject.report.active_set,
          active: subject.report.explain.active,
          actions: [],
          promoted_now: [],
          index_text: subject.report.tool_search_description,
        },
      ];
  const result = {
    plan,
    views,
    cache: turns
      ? cacheAcrossTurns(turns, subject.report, subject.value, plan, views, readCacheSettings(subject.value))
      : null,
  };
  memo.set(subject, result);
  return result;
}
