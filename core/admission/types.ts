import type { JsonValue } from '../json/json-value.ts';
import type { TextCut } from './bound-text.ts';

/**
 * The shapes of hosted MCP catalog admission (MCP-ADMISSION.md §6). Report keys are
 * snake_case as the upstream vectors write them; `explain` is this project's own
 * addition, ignored by the parity comparison.
 */

type AdmissionStage = 'registration' | 'tools_list' | 'empty' | 'safety' | 'capability';

export interface AdmissionError {
  stage: AdmissionStage;
  /** A stable token, e.g. `invalid_tool_name` or `rejected_by_safety_policy`. */
  cause: string;
  /** The message upstream's code produces for this failure. */
  message: string;
}

interface SkippedTool {
  page: number;
  index: number;
  cause: SkipCause;
}

export type SkipCause = 'invalid_tool_name' | 'invalid_description' | 'invalid_annotations';

export type Severity = 'low' | 'medium' | 'high' | 'critical';
export type ScanField = 'tool_name' | 'tool_description' | 'tool_annotation' | 'schema_key' | 'schema_string';

export interface Finding {
  severity: Severity;
  field: ScanField;
  /** Start of the match, in UTF-8 bytes of the scanned text. */
  location: number;
}

/** §2.3 step 5: the normalized annotations of a published tool. */
export interface ToolAnnotations {
  title: string | null;
  destructiveHint: boolean;
  sideEffectsHint: boolean;
  readOnlyHint: boolean;
  idempotentHint: boolean | null;
  openWorldHint: boolean | null;
}

export interface PublishedToolReport {
  name: string;
  /** The bounded description (§2.5); `""` when missing or not a string. */
  description: string;
  annotations: ToolAnnotations;
}

export type Effect = 'dispatch_capability' | 'network' | 'use_secret' | 'external_write';

export interface AdmittedDefinition {
  capability_id: string;
  name: string;
  description: string;
  parameters: JsonValue;
  external_write: boolean;
  effects: Effect[];
}

export interface ProviderNameError {
  capability_id: string;
  name: string;
  error: string;
}

/** Why one tool was skipped: the rule, the offending input and the limit it broke, if any. */
export interface SkipExplanation extends SkippedTool {
  /** The tool's `name` as given (any JSON value, `null` when missing). */
  name: JsonValue;
  rule: string;
  input: JsonValue;
  limit: number | null;
}

/** One place a finding's pattern matched: which tool, which field, and where in that text. */
interface FindingOccurrence {
  /** Index of the tool among the published tools, all pages concatenated. */
  tool_index: number;
  tool: string;
  field: ScanField;
  /** The literal text or regex name that matched here. */
  pattern: string;
  /** JSON Pointer into the tool as published (`/description`, `/inputSchema/properties/q/description`). */
  path: string;
  /** The whole scanned text, so a viewer can highlight the match in place. */
  text: string;
  /** UTF-8 byte range of the match in `text`. */
  start: number;
  end: number;
  matched: string;
}

export interface FindingExplanation extends Finding {
  /** The pattern (literal text, or regex name such as `eval_call`) that matched. */
  pattern: string;
  /** Whether this finding is among the (at most 16) the report lists. */
  reported: boolean;
  occurrences: FindingOccurrence[];
}

/** Where a catalog-wide rejection came from, when one tool or page caused it. */
export interface ErrorExplanation {
  page: number | null;
  index: number | null;
  rule: string;
  detail: string;
}

/** A text of a published tool that admission cut to its bound (§2.5), at its tool. */
export interface CutExplanation extends TextCut {
  /** Index of the tool among the published tools, all pages concatenated. */
  tool_index: number;
  tool: string;
}

interface AdmissionExplain {
  skipped: SkipExplanation[];
  /** Every text admission cut, tool by tool: the model reads only the kept part. */
  cuts: CutExplanation[];
  /** Every finding in report order, including those past the cap of 16. */
  findings: FindingExplanation[];
  error: ErrorExplanation | null;
  /** What the playground could not do as IronClaw would, e.g. a cursor with no next page given. */
  notes: string[];
}

export interface AdmissionReport {
  extension_id: string | null;
  error: AdmissionError | null;
  skipped: SkippedTool[];
  findings: Finding[];
  findings_total: number;
  tools: PublishedToolReport[];
  definitions: AdmittedDefinition[];
  provider_name_errors: ProviderNameError[];
  explain: AdmissionExplain;
}

export type AdmissionOutcome = { ok: true; report: AdmissionReport } | { ok: false; error: string };

/** The optional template of a registration (MCP-ADMISSION.md §6): user registrations declare neither. */
export interface AdmissionTemplate {
  provider_declares_external_write: boolean;
  has_runtime_credentials: boolean;
}

/** An admission input as the vectors hold it, after its shape was checked. */
export interface AdmissionInput {
  registrationId: string;
  pages: JsonValue[];
  manifestMaxTools: number;
  template: AdmissionTemplate;
}
