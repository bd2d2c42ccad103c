import type { CacheAcrossTurns, RuntimeView } from '../runtimes/index.ts';
import { runtimesOf, TIER_MAPPING } from '../runtimes/index.ts';
import { type Comparison, compareScenarios } from './compare-scenarios.ts';
import { type Findability, findabilityOf } from './findability.ts';
import type { Finding } from './finding.ts';
import type { QueryComparison } from './query-movement.ts';
import { reviewFindings } from './review-findings.ts';
import type { ReviewSubject } from './review-subject.ts';
import { type SideSummary, summarizeSide } from './side-summary.ts';

/**
 * The changes from a baseline (A) to the scenario under review (B): every list
 * names what B has and A has not (`_added`) or the reverse (`_removed`), every
 * number is B's figure minus A's.
 */
export interface ReviewDelta {
  index_bytes: number;
  /** The index texts compared byte for byte, whether or not each side sends its index. */
  index_identical: boolean;
  /** Whether each side sends tool_search, and with it the index. */
  index_sent: { baseline: boolean; scenario: boolean };
  index_sections: Comparison['index']['sections'];
  representatives_added: string[];
  representatives_removed: string[];
  tiers_changed: Comparison['tiers_changed'];
  advertised_added: string[];
  advertised_removed: string[];
  advertised_tools: number;
  advertised_est_tokens: number;
  saving_est_tokens: number;
  tools_array_identical: boolean;
  prompt_cache: Comparison['prompt_cache'];
  queries: QueryComparison[];
  findability: Comparison['findability'];
  /** The catalog diff: tools added, removed, renamed and changed by server, and the breaking changes. */
  catalog: Comparison['catalog'];
}

export interface ReviewReport {
  review_format_version: 1;
  summary: { scenario: SideSummary; baseline: SideSummary | null };
  /** The index text the model reads, on each side. */
  index_text: { scenario: string; baseline: string | null };
  delta: ReviewDelta | null;
  /** The scenario's findings (the baseline's are its own review). */
  findings: Finding[];
  /** The scenario in other runtimes (docs/runtimes.md) and the prompt cache across its Turns timeline. */
  runtimes: ReviewRuntimes;
  /** Whether tool_search finds each deferred tool by its own name, and the queries what they expect (docs/findings.md). */
  findability: Findability;
}

export interface ReviewRuntimes {
  mapping: string;
  /** Each runtime's view; its statements' sources are in the Runtimes view and docs/runtimes.md. */
  views: Omit<RuntimeView, 'facts'>[];
  /** Null when the timeline cannot be played. */
  prompt_cache_turns: CacheAcrossTurns | null;
}

interface ReviewOptions {
  /** The playground's address; links are `<base><#fragment>`, or the fragment alone without it. */
  baseUrl?: string;
}

export function buildReviewReport(
  subject: ReviewSubject,
  baseline?: ReviewSubject,
  options: ReviewOptions = {},
): ReviewReport {
  const withLink = (s: SideSummary): SideSummary => ({
    ...s,
    link: linkWithBase(s.link, options.baseUrl),
  });
  const comparison = baseline ? compareScenarios(baseline, subject) : null;
  return {
    review_format_version: 1,
    summary: {
      scenario: withLink(summarizeSide(subject)),
      baseline: baseline ? withLink(summarizeSide(baseline)) : null,
    },
    index_text: {
      scenario: subject.report.tool_search_description,
      baseline: baseline ? baseline.report.tool_search_description : null,
    },
    delta: comparison ? deltaOf(comparison) : null,
    findings: reviewFindings(subject),
    runtimes: runtimesSection(subject),
    findability: findabilityOf(subject),
  };
}

function runtimesSection(subject: ReviewSubject): ReviewRuntimes {
  const { views, cache } = runtimesOf(subject);
  return {
    mapping: TIER_MAPPING,
    views: views.map(({ facts: _facts, ...view }) => view),
    prompt_cache_turns: cache,
  };
}

function deltaOf(c: Comparison): ReviewDelta {
  return {
    index_bytes: c.index.bytes.delta,
    index_identical: c.prompt_cache.index_identical,
    index_sent: { baseline: c.prompt_cache.index_sent.a, scenario: c.prompt_cache.index_sent.b },
    index_sections: c.index.sections,
    representatives_added: c.representatives_added,
    representatives_removed: c.representatives_removed,
    tiers_changed: c.tiers_changed,
    advertised_added: c.advertised_added,
    advertised_removed: c.advertised_removed,
    advertised_tools: c.advertised_tools.delta,
    advertised_est_tokens: c.advertised_est_tokens.delta,
    saving_est_tokens: c.saving_est_tokens.delta,
    tools_array_identical: c.prompt_cache.tools_array_identical,
    prompt_cache: c.prompt_cache,
    queries: c.queries,
    findability: c.findability,
    catalog: c.catalog,
  };
}

/** `https://host/path#v1/…` from a base address (its own fragment dropped) and a `#v…` fragment. */
export function linkWithBase(fragment: string, baseUrl: string | undefined): string;
/** A side without a link (too large for one) stays without. */
export function linkWithBase(fragment: string | null, baseUrl: string | undefined): string | null;
export function linkWithBase(fragment: string | null, baseUrl: string | undefined): string | null {
  if (fragment === null || !baseUrl) return fragment;
  const hash = baseUrl.indexOf('#');
  return `${hash < 0 ? baseUrl : baseUrl.slice(0, hash)}${fragment}`;
}
