import { providerToolsJson } from '../provider-tools.ts';
import type { IndexSection, Tier } from '../report/report.ts';
import { type CatalogChange, compareCatalogs } from './catalog-change.ts';
import { compareFindability, type FindabilityChange } from './findability-change.ts';
import { firstDifference } from './first-difference.ts';
import { compareQueries, type QueryComparison } from './query-movement.ts';
import type { ReviewSubject } from './review-subject.ts';
import { type SideSummary, summarizeSide } from './side-summary.ts';

/** A figure on both sides and the change from A to B. */
export interface Change {
  a: number;
  b: number;
  delta: number;
}

/** How a scenario B differs from a baseline A, as a design review reads it. */
export interface Comparison {
  a: SideSummary;
  b: SideSummary;
  index: {
    a: string;
    b: string;
    bytes: Change;
    /** Bytes per kind of section (header, namespace lines, representatives, tail, …). */
    sections: ({ kind: IndexSection['kind'] } & Change)[];
  };
  representatives_added: string[];
  representatives_removed: string[];
  tiers_changed: { name: string; a: Tier; b: Tier }[];
  advertised_added: string[];
  advertised_removed: string[];
  advertised_tools: Change;
  advertised_est_tokens: Change;
  saving_est_tokens: Change;
  queries: QueryComparison[];
  /** The findability scores on both sides (own-name probes, expected tools). */
  findability: FindabilityChange;
  /** What changed in the catalog, tool by tool and server by server, and what of it breaks a caller. */
  catalog: CatalogChange;
  /**
   * Prompt-cache stability: whether tool_search's description and the tools array
   * as the provider request carries them are byte-identical, and where they part.
   */
  prompt_cache: PromptCache;
}

/**
 * What a provider's prompt cache sees change from A to B. The index counts only
 * where it is sent: a side that defers nothing (or has no layer) sends no
 * tool_search, so its index is not in the request at all.
 */
export interface PromptCache {
  /** Whether each side sends tool_search, and with it the index as its description. */
  index_sent: { a: boolean; b: boolean };
  /** The two index texts are byte-identical (whether each is sent is `index_sent`). */
  index_identical: boolean;
  /** UTF-8 byte offset of the first difference between the index texts; null when they are identical. */
  index_first_difference: number | null;
  tools_array_identical: boolean;
  /** The first differing entry of the tools array, its tool on each side and the byte offset in the array's JSON. */
  tools_first_difference: {
    /** 1-based, as every text says it: position 1 is the array's first tool (see prompt-cache-text.ts). */
    position: number;
    a_tool: string | null;
    b_tool: string | null;
    byte_offset: number;
  } | null;
}

const SECTION_KINDS: readonly IndexSection['kind'][] = [
  'header',
  'namespace',
  'namespace_overflow',
  'representatives_heading',
  'representative',
  'tail',
  'empty_catalog',
];

export function compareScenarios(a: ReviewSubject, b: ReviewSubject): Comparison {
  const sa = summarizeSide(a);
  const sb = summarizeSide(b);
  const listedA = listed(a);
  const listedB = listed(b);
  const advertisedA = unique(a.provider.tools.map((t) => t.name));
  const advertisedB = unique(b.provider.tools.map((t) => t.name));
  const indexA = a.report.tool_search_description;
  const indexB = b.report.tool_search_description;
  const toolsA = providerToolsJson(a.provider.tools);
  const toolsB = providerToolsJson(b.provider.tools);

  return {
    a: sa,
    b: sb,
    index: {
      a: indexA,
      b: indexB,
      bytes: change(sa.index_bytes, sb.index_bytes),
      sections: SECTION_KINDS.map((kind) => ({
        kind,
        ...change(sectionBytes(a, kind), sectionBytes(b, kind)),
      })).filter((s) => s.a > 0 || s.b > 0),
    },
    representatives_added: missingFrom(listedB, listedA),
    representatives_removed: missingFrom(listedA, listedB),
    tiers_changed: tierChanges(a, b),
    advertised_added: missingFrom(advertisedB, advertisedA),
    advertised_removed: missingFrom(advertisedA, advertisedB),
    advertised_tools: change(sa.advertised_tools, sb.advertised_tools),
    advertised_est_tokens: change(sa.advertised_est_tokens, sb.advertised_est_tokens),
    saving_est_tokens: change(sa.saving_est_tokens, sb.saving_est_tokens),
    queries: compareQueries(a.report, b.report),
    findability: compareFindability(a, b),
    catalog: compareCatalogs(a, b),
    prompt_cache: {
      index_sent: { a: sa.index_sent, b: sb.index_sent },
      index_identical: indexA === indexB,
      index_first_difference: firstDifference(indexA, indexB),
      tools_array_identical: toolsA === toolsB,
      tools_first_difference: toolsDifference(a, b, toolsA, toolsB),
    },
  };
}

function change(a: number, b: number): Change {
  return { a, b, delta: b - a };
}

/** The names of `names` that `other` lacks, in order. */
function missingFrom(names: readonly string[], other: readonly string[]): string[] {
  const present = new Set(other);
  return names.filter((n) => !present.has(n));
}

function unique(names: readonly string[]): string[] {
  return [...new Set(names)];
}

/** The representatives the index names, in index order. */
function listed(subject: ReviewSubject): string[] {
  const sections = subject.report.explain.index.sections;
  return unique(sections.filter((s) => s.kind === 'representative').map((s) => s.name!));
}

function sectionBytes(subject: ReviewSubject, kind: IndexSection['kind']): number {
  return subject.report.explain.index.sections
    .filter((s) => s.kind === kind)
    .reduce((sum, s) => sum + s.end_byte - s.start_byte, 0);
}

/** Tools on both sides whose tier differs; a name lookup finds the last of duplicates. */
function tierChanges(a: ReviewSubject, b: ReviewSubject): Comparison['tiers_changed'] {
  const tiers = (s: ReviewSubject) => new Map(s.report.catalog.map((e) => [e.name, e.tier] as const));
  const ta = tiers(a);
  const out: Comparison['tiers_changed'] = [];
  for (const [name, tier] of tiers(b)) {
    const before = ta.get(name);
    if (before !== undefined && before !== tier) out.push({ name, a: before, b: tier });
  }
  return out;
}

function toolsDifference(
  a: ReviewSubject,
  b: ReviewSubject,
  jsonA: string,
  jsonB: string,
): PromptCache['tools_first_difference'] {
  const byteOffset = firstDifference(jsonA, jsonB);
  if (byteOffset === null) return null;
  const ta = a.provider.tools;
  const tb = b.provider.tools;
  let i = 0;
  while (i < ta.length && i < tb.length && ta[i]!.json === tb[i]!.json) i++;
  return {
    position: i + 1,
    a_tool: ta[i]?.name ?? null,
    b_tool: tb[i]?.name ?? null,
    byte_offset: byteOffset,
  };
}
