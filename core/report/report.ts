import type { JsonValue } from '../json/json-value.ts';
import type { WorkStop } from '../work-budget.ts';

/**
 * The report `evaluateScenario` derives from a scenario (SCENARIO.md). Keys that
 * parity compares follow upstream's names; `explain` carries the playground's own
 * explanations (DISCLOSURE.md §12), which parity ignores.
 */

export type ModeName = 'off' | 'compact' | 'signatures' | 'namespaces' | 'bridged';
export type Tier = 'core' | 'discoverable';

export interface ToolDefinition {
  capability_id: string;
  name: string;
  description: string;
  parameters: JsonValue;
  verified: boolean;
}

export interface ValidationError {
  index: number;
  field: string;
  input: JsonValue;
  error: string;
}

export interface ModeReport {
  resolved: ModeName;
  source: 'mode' | 'mode_raw' | 'default';
  decorator_enabled: boolean;
  includes_complete_signatures: boolean;
  includes_namespace_summaries: boolean;
  includes_profile_pins: boolean;
}

export interface CapsReport {
  max_tokens: number;
  /** A usize upstream: a bigint only when it is past 2^53 (it is echoed exactly). */
  max_tools: number | bigint;
  ctx_limit: number | null;
  defer_threshold_tokens: number;
}

export interface CatalogEntryReport {
  name: string;
  capability_id: string;
  tier: Tier;
  est_schema_tokens: number;
  namespace: string;
  permitted: boolean;
  canonical_schema_json?: string;
}

export interface BridgeDefinitionReport {
  name: string;
  capability_id: string;
  parameters: JsonValue;
  static_description: string;
  static_est_schema_tokens: number;
  advertised_description: string;
  advertised_est_schema_tokens: number;
}

export interface ActiveDefinitionReport {
  name: string;
  capability_id: string;
  bridge: boolean;
  est_schema_tokens: number;
}

export interface ActiveSetReport {
  names: string[];
  deferred: boolean;
  advertised_tokens: number;
  definitions: ActiveDefinitionReport[];
}

interface ScoreReport {
  capability_id: string;
  name: string;
  score: number;
}

interface SearchIndexReport {
  names: string[];
  normalized_query: string;
  query_class: 'exact_identifier' | 'lexical' | 'no_match';
  query_terms: string[];
  scored_count: number;
  scores: ScoreReport[];
}

export type SearchReport =
  | { arguments: JsonValue; ok: false; error: string }
  | {
      arguments: JsonValue;
      ok: true;
      limit: number;
      output: JsonValue;
      output_json: string;
      output_bytes: number;
      index: SearchIndexReport;
    };

export interface TargetRef {
  capability_id: string;
  name: string;
}

export type DirectCall =
  | { kind: 'invalid_provider_tool_name'; error: string }
  | { kind: 'bridge' }
  | { kind: 'active' }
  | { kind: 'deferred'; target: TargetRef }
  | { kind: 'not_in_catalog' };

export type DescribeReport = { ok: true; output: JsonValue } | { ok: false; error: string };

export type ResolutionReport =
  | { input: JsonValue; describe: DescribeReport }
  | {
      input: string;
      search_result: JsonValue;
      matches_provider_name: string[];
      catalog_target: TargetRef | null;
      tool_call_target: TargetRef | null;
      capability_info_target: TargetRef | null;
      direct_call: DirectCall;
      describe: DescribeReport;
    };

export interface Report {
  oracle_format_version: 1;
  errors: {
    definitions: ValidationError[];
    pins: ValidationError[];
    policy: ValidationError[];
    surface_ids: ValidationError[];
  };
  warnings: string[];
  mode: ModeReport;
  caps: CapsReport;
  effective_pins: string[];
  promoted_effective: string[];
  valid_definition_count: number;
  authorized_definition_count: number;
  catalog: CatalogEntryReport[];
  excluded_bridge_definitions: TargetRef[];
  effective_metrics: { count: number; tokens: number };
  discoverable_namespaces: { namespace: string; tool_names: string[] }[];
  tool_search_description: string;
  tool_search_description_bytes: number;
  tool_search_description_model_safe: { ok: true } | { ok: false; error: string };
  bridge_definitions: BridgeDefinitionReport[];
  active_set: ActiveSetReport;
  searches: SearchReport[];
  resolutions: ResolutionReport[];
  disclosed_names_after: string[];
  search_ranks_after: Record<string, number>;
  visible_surface_after: {
    callable_capability_ids: string[];
    descriptors: { capability_id: string; safe_name: string }[];
  };
  debug_index?: JsonValue;
  /**
   * The lists the work budget cut short (core/work-budget.ts), present only when one
   * was: `searches` and `resolutions` then hold the items that ran. Not part of parity.
   */
  work_stopped?: WorkStop[];
  /** The playground's explanations (DISCLOSURE.md §12); always present, not part of parity. */
  explain: Explanations;
}

/** Why each tool has its tier (DISCLOSURE.md §4). `core_rule` is null for discoverable tools. */
export type CoreRule =
  | 'core_name' // its name is a core name
  | 'builtin_id' // its capability id is builtin.<core name>
  | 'memory_alias' // ironclaw.memory.<x> for memory_<x>
  | 'web_access_alias' // web-access.search / web-access.get_content
  | 'id_suffix' // its capability id ends with .<core name> (e.g. github.time)
  | 'profile_pin'; // its capability id is an effective pin

/** Why `catalog[i]` has its tier: `explain.tiers[i]` always describes the same entry. */
export interface TierExplanation {
  /** The entry's position in `scenario.definitions`, so a view never re-joins on name and id. */
  definition_index: number;
  name: string;
  capability_id: string;
  tier: Tier;
  core_rule: CoreRule | null;
  /** The core name matched, when a core-name rule applied. */
  core_name: string | null;
}

/** One piece of the tool_search description; the pieces concatenate to the whole text. */
export interface IndexSection {
  kind:
    | 'header'
    | 'namespace'
    | 'namespace_overflow'
    | 'representatives_heading'
    | 'representative'
    | 'tail'
    | 'empty_catalog';
  text: string;
  /** UTF-8 bytes of the description before / after this piece. */
  start_byte: number;
  end_byte: number;
  namespace?: string;
  name?: string;
  round?: number;
}

export interface IndexExplanation {
  renderer: 'namespaces' | 'alphabetical' | 'empty_catalog';
  budget: number; // 3800
  reserve: number; // 96 (namespace index) or 80 (alphabetical)
  hard_cap: number; // 4096
  sections: IndexSection[];
  /** The first line that did not fit, which ended the budgeted loop; null when all fitted. */
  stopped_at: { kind: 'namespace' | 'representative'; text: string; bytes_if_added: number } | null;
  /** Fair rounds (namespace index only): every discoverable permitted tool with its round and whether it was shown. */
  rounds: { namespace: string; tools: { name: string; round: number; shown: boolean }[] }[];
  shown_count: number;
  total_count: number;
}

export type PromotionOutcome =
  | 'advertised'
  | 'not_in_catalog'
  | 'not_permitted'
  | 'already_listed'
  | 'count_cap' // the break: advertised count already >= max_tools
  | 'token_cap' // the break: advertised tokens + its tokens > threshold
  | 'not_reached' // after the break
  | 'not_deferred'; // nothing is deferred, so promotions do not apply

export interface ActiveExplanation {
  effective_count: number;
  effective_tokens: number;
  threshold: number;
  max_tools: number;
  over_tokens: boolean;
  over_count: boolean;
  promotions: { name: string; outcome: PromotionOutcome; tokens: number | null }[];
  /** What `off` would advertise: every permitted tool with its full schema. */
  off_tokens: number;
  off_count: number;
  saving_tokens: number;
  saving_percent: number;
}

export interface TermContribution {
  term: string;
  /** Fields the term came from in this document (its weight is the maximum). */
  fields: ('provider' | 'capability' | 'name' | 'description' | 'parameter' | 'parameter_description')[];
  weight: number;
  idf: number;
  document_frequency: number;
  contribution: number;
}

export interface HitExplanation {
  capability_id: string;
  name: string;
  score: number;
  rank: number; // 1-based
  exact_bonus: number; // 1_000_000 or 0
  terms: TermContribution[];
  document_length: number;
}

export interface SearchExplanation {
  /** Per hit up to the limit, the parts that add up to its score. */
  hits: HitExplanation[];
  document_count: number;
  average_length: number;
}

interface Explanations {
  tiers: TierExplanation[];
  index: IndexExplanation;
  active: ActiveExplanation;
  /** Parallel to `searches`; null for a search that failed. */
  searches: (SearchExplanation | null)[];
}
