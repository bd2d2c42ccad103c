import { INDEX_BUDGET_BYTES } from '../limits.ts';
import type { CapsReport, ModeName } from '../report/report.ts';
import { compareBytes } from '../text/text.ts';
import { advertisedFigures } from './advertised-figures.ts';
import { type ReviewSubject, searchIsAdvertised } from './review-subject.ts';

/**
 * One scenario's figures for a review's summary table. Token figures are
 * upstream's byte-derived estimates (DISCLOSURE.md §3), never a tokenizer's
 * count; the `est_` prefix says so.
 */
export interface SideSummary {
  name: string | null;
  mode: ModeName;
  /** False in `off`: no disclosure layer; every permitted tool is sent with its schema. */
  layer_enabled: boolean;
  caps: CapsReport;
  policy: { kind: string; ids: string[] };
  /** Definitions in the catalog (valid, on the surface, bridges left out). */
  tools: number;
  permitted_tools: number;
  namespaces: number;
  /** Whether tool_search, and with it the index, is in the tools array; when not, index_bytes is what it would be. */
  index_sent: boolean;
  index_bytes: number;
  index_budget_bytes: number;
  representatives_listed: number;
  representatives_total: number;
  deferred: boolean;
  advertised_tools: number;
  advertised_est_tokens: number;
  /** What `off` would send: every permitted tool with its full schema. */
  off_est_tokens: number;
  saving_est_tokens: number;
  saving_percent: number;
  /** Null when the scenario is too large for a link. */
  link: string | null;
}

export function summarizeSide(subject: ReviewSubject): SideSummary {
  const { report, scenario } = subject;
  const active = report.explain.active;
  const index = report.explain.index;
  // The header's and "Why?"'s figures, so the review can never state others.
  const advertised = advertisedFigures(report);
  const saving = active.off_tokens - advertised.tokens;
  return {
    name: subject.name,
    mode: report.mode.resolved,
    layer_enabled: report.mode.decorator_enabled,
    caps: report.caps,
    policy: {
      kind: scenario.policy.kind,
      ids: scenario.policy.kind === 'allow_all' ? [] : [...scenario.policy.ids].sort(compareBytes),
    },
    tools: report.catalog.length,
    permitted_tools: active.effective_count,
    namespaces: report.discoverable_namespaces.length,
    index_sent: searchIsAdvertised(subject),
    index_bytes: report.tool_search_description_bytes,
    index_budget_bytes: INDEX_BUDGET_BYTES,
    representatives_listed: index.shown_count,
    representatives_total: index.total_count,
    deferred: advertised.deferred,
    advertised_tools: advertised.count,
    advertised_est_tokens: advertised.tokens,
    off_est_tokens: active.off_tokens,
    saving_est_tokens: saving,
    saving_percent: active.off_tokens === 0 ? 0 : Math.round((1000 * saving) / active.off_tokens) / 10,
    link: subject.link,
  };
}
