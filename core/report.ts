import type { JsonValue } from './json-value.ts';

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
  max_tools: number;
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

export interface ScoreReport {
  capability_id: string;
  name: string;
  score: number;
}

export interface SearchIndexReport {
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
  errors: { definitions: ValidationError[]; pins: ValidationError[]; policy: ValidationError[]; surface_ids: ValidationError[] };
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
  /** The playground's explanations (DISCLOSURE.md §12); not part of parity. */
  explain?: Explanations;
}

/** Filled in by the core for the UI; shapes are described in core/explain.ts. */
export interface Explanations {
  [key: string]: unknown;
}
