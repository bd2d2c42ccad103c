/**
 * The public entry of the core: everything the app, the command line and the
 * scripts may use. Anything the command line would need to give the same answer
 * as the browser is reached through here, so a rule, a name or a limit is written
 * once and imported everywhere else.
 *
 * Stays internal (import it from its own file only inside core/ and its tests):
 * the tier rules' tables (catalog.ts), the namespace grouping, the index renderers'
 * section bookkeeping, the BM25F document builder and tokenizer, the active-set
 * selection, base64url and strict UTF-8 decoding, and the token estimator's
 * saturation helpers. They are parts of a rule whose whole is exported below.
 */

// Admission of a hosted MCP server's tools, and the tool formats the import reads.
export { ADMISSION_LIMITS, admitHostedCatalog, HOSTED_MCP_PREFIX } from './admission/index.ts';
export { productMessage } from './admission/product-message.ts';
export type { AdmissionError, AdmissionOutcome, AdmissionReport } from './admission/types.ts';
export { type ArgumentCheck, checkArguments } from './argument-validation.ts';
export {
  canonicalJson,
  canonicalJsonBytes,
  formatFloat,
  formatJsonNumber,
  quoteJsonString,
} from './canonical-json.ts';
export { BRIDGE_NAMES, CORE_NAMES } from './catalog.ts';
// Scenario → report (SCENARIO.md) and the report's shape.
export { type EvaluateResult, evaluateBuiltTurn, evaluateScenario } from './evaluate.ts';
// What one evaluation lends the next while a scenario is edited.
export { createEvaluationCache, type EvaluationCache } from './evaluation-cache.ts';
export {
  FIELD_LABELS,
  type HitReading,
  isVeryCommon,
  readHit,
  readScore,
  VERY_COMMON_SHARE,
} from './explain-search.ts';
export {
  MAX_CAPABILITY_SEGMENT_BYTES,
  MAX_PROVIDER_NAME_BYTES,
  validateCapabilityId,
  validateProviderName,
} from './ids.ts';
// Limits the playground draws (DISCLOSURE.md §6, §11).
export {
  ALPHABETICAL_TAIL_RESERVE,
  INDEX_BUDGET_BYTES,
  MODEL_SAFE_MAX_BYTES,
  NAMESPACE_TAIL_RESERVE,
} from './index-description.ts';
export { noteTextEdit, parseJsonReusing } from './json-parse-reusing.ts';
// JSON values with exact numbers, and canonical JSON (SCENARIO.md, "JSON").
export {
  fromPlain,
  isJsonObject,
  JsonNumber,
  type JsonObject,
  type JsonValue,
  type ParseResult,
  parseJson,
  readsAsJsonObject,
} from './json-value.ts';
// Names the scenario speaks (DISCLOSURE.md §2, §9).
export { DEFAULT_MODE, isModeName, MODE_NAMES } from './modes.ts';
export { POLICY_KINDS, type Policy, type PolicyKind, permits } from './policy.ts';
export {
  applyProductionSurface,
  derivePermittedIds,
  PLAYGROUND_KEY,
  readSurfaceSetting,
  type SurfaceSetting,
} from './production-surface.ts';
// The tools array as a provider request carries it (the model view; prompt-cache comparisons).
export {
  buildProviderTools,
  type ProviderTool,
  type ProviderTools,
  providerToolsJson,
} from './provider-tools.ts';
export { READING_DIGITS, roundForReading } from './reading-figure.ts';
export { recordFromMap } from './records.ts';
// Relevance of the search on a judged corpus (DISCLOSURE.md §10).
export {
  evaluateJudgedCorpus,
  type JudgedCorpus,
  parseJudgedCorpus,
  type QueryRelevance,
  RELEVANCE_LIMIT,
  type RelevanceEvaluation,
  type RelevanceMetrics,
  sortWorstFirst,
} from './relevance.ts';
export type {
  ActiveExplanation,
  CoreRule,
  DescribeReport,
  Explanations,
  HitExplanation,
  IndexExplanation,
  IndexSection,
  ModeName,
  ModeReport,
  PromotionOutcome,
  Report,
  ResolutionReport,
  SearchExplanation,
  SearchReport,
  TargetRef,
  TermContribution,
  Tier,
  ToolDefinition,
  ValidationError,
} from './report.ts';
export { entriesAnsweringTo, type MatchRule, matchEmittedName, resolveForgiving } from './resolution.ts';
export { type AdvertisedFigures, advertisedFigures } from './review/advertised-figures.ts';
// Design reviews: findings, "why?" for a tool, compare two scenarios, the exported report.
export { type Change, type Comparison, compareScenarios } from './review/compare-scenarios.ts';
export {
  type AdvertisedVerdict,
  explainTool,
  type SurfaceVerdict,
  type ToolExplanation,
} from './review/explain-tool.ts';
export {
  CORE_RULE_LABELS,
  describeExplanation,
  type ExplanationLine,
  explanationText,
  toNameText,
  toolCount,
} from './review/explain-words.ts';
export {
  FINDING_CHECKS,
  FINDING_IDS,
  type Finding,
  type FindingId,
  isAtOrAbove,
  SEVERITIES,
  type Severity,
} from './review/finding.ts';
export type { ImportedServer } from './review/imported-servers.ts';
export { NEAR_CAP_FRACTION } from './review/index-findings.ts';
export { type IndexPlace, type ToNameIt, type UnnamedTool, unnamedTools } from './review/index-place.ts';
export type { QueryComparison, QueryResults } from './review/query-movement.ts';
export { reviewFindings } from './review/review-findings.ts';
export { renderReviewMarkdown } from './review/review-markdown.ts';
export {
  buildReviewReport,
  linkWithBase,
  type ReviewDelta,
  type ReviewOptions,
  type ReviewReport,
} from './review/review-report.ts';
export {
  type PrepareOptions,
  prepareReview,
  type ReviewSubject,
  type ReviewSubjectResult,
  searchIsAdvertised,
} from './review/review-subject.ts';
export type { QueryRank } from './review/search-rank.ts';
export { advertisedEstTokens, type SideSummary, summarizeSide } from './review/side-summary.ts';
export { reuseRow } from './row-reuse.ts';
export {
  DEFAULT_MAX_TOKENS,
  DEFAULT_MAX_TOOLS,
  type ReadScenarioResult,
  readScenario,
  type Scenario,
} from './scenario.ts';
export {
  CURRENT_SCENARIO_VERSION,
  type DocumentResult,
  readScenarioDocument,
  SCENARIO_VERSION_KEY,
} from './scenario-document.ts';
// Share links (versioned, compressed, never trusted).
export {
  CURRENT_LINK_VERSION,
  type DecodedLink,
  decodeShareLink,
  encodeShareLink,
  type LinkVersion,
  MAX_INFLATED_BYTES,
  MAX_LINK_CHARS,
  type MadeLink,
  makeShareLink,
} from './share-link.ts';
export type { Templates } from './templates.ts';
// Text measured as the runtime measures it (UTF-8 bytes, byte order).
export { compareBytes, utf8Length } from './text.ts';
export { type ActionResult, runTimeline, type TimelineResult, type TurnReport } from './timeline.ts';
export { estimateTokens, U32_MAX } from './token-estimate.ts';
export {
  CALL_UNKNOWN_TARGET,
  type CallOutcome,
  callDirectly,
  callThroughBridge,
  newCallState,
} from './tool-call.ts';
export {
  admissionOutcome,
  admissionSummary,
  admittedDefinitions,
  type DetectedFormat,
  type DetectedServer,
  type DetectResult,
  describeFormatKind,
  detectToolsFormat,
  type MergeHow,
  type MergeResult,
  mergeServerIntoScenario,
  type ServerSummary,
  TOOLS_FORMAT_KINDS,
  type ToolFormatFlags,
  type ToolsFormatKind,
  toAdmissionInput,
} from './tool-formats/index.ts';
export {
  listToolOutcomes,
  type ToolFinding,
  type ToolOutcome,
  type ToolState,
} from './tool-formats/tool-outcomes.ts';
export {
  DEFAULT_LIMIT as DEFAULT_SEARCH_LIMIT,
  MAX_LIMIT as MAX_SEARCH_LIMIT,
  MAX_QUERY_BYTES,
  MAX_RESPONSE_BYTES as MAX_SEARCH_RESPONSE_BYTES,
  MAX_SCHEMA_BYTES as MAX_SEARCH_SCHEMA_BYTES,
  readSearchArguments,
  runToolSearch,
  type ToolSearchResult,
} from './tool-search.ts';
// One turn, driven step by step (the discovery panels and the timeline).
export { buildTurn, type Turn } from './turn.ts';
export { DESCRIBE_UNKNOWN, describeTool, resolveName } from './turn-lookups.ts';
export {
  composeViewLink,
  type DecodedViewLink,
  decodeViewLink,
  encodeViewLink,
  primeViewLink,
  VIEW_LINK_VERSION,
} from './view-link.ts';
export { explainAbsence, type WhyNot } from './why-not.ts';
export { describeWhyNot } from './why-not-words.ts';
