import type { Report } from '../report/report.ts';

/**
 * What the provider request carries this turn, counted once for every view that
 * states it (the header, "Why?", the review summary): with the layer on, the
 * active set (DISCLOSURE.md §7); in `off`, no layer is attached and every
 * permitted tool goes with its full schema (§2), so the active set would overstate
 * nothing but also say nothing true. Tokens are the byte-derived estimate (§3).
 */
interface AdvertisedFigures {
  count: number;
  tokens: number;
  /** True when tools are held back for tool_search this turn. */
  deferred: boolean;
}

export function advertisedFigures(report: Report): AdvertisedFigures {
  const active = report.explain.active;
  if (!report.mode.decorator_enabled) {
    return { count: active.off_count, tokens: active.off_tokens, deferred: false };
  }
  return {
    count: report.active_set.names.length,
    tokens: report.active_set.advertised_tokens,
    deferred: report.active_set.deferred,
  };
}
