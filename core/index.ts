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
export {
  ADMISSION_LIMITS,
  type AdmissionReport,
  admitHostedCatalog,
  type PagingTally,
  productMessage,
  readListedPage,
  suggestServerId,
  whatToChange,
} from './admission/index.ts';
export type { ArgumentCheck } from './argument-validation.ts';
export { reuseRow } from './cache/row-reuse.ts';
// Search results and their scores read in words (DISCLOSURE.md §10).
export {
  FIELD_LABELS,
  readHit,
  readScore,
} from './discovery/explain-search.ts';
export { roundForReading } from './discovery/reading-figure.ts';
// Relevance of the search on a judged corpus (DISCLOSURE.md §10).
export {
  evaluateJudgedCorpus,
  type JudgedCorpus,
  parseJudgedCorpus,
  type QueryRelevance,
  RELEVANCE_LIMIT,
  RELEVANCE_PRESETS,
  type RelevanceMetrics,
  type RelevancePresetId,
  sortWorstFirst,
} from './discovery/relevance.ts';
export { explainAbsence, type WhyNot } from './discovery/why-not.ts';
export { describeWhyNot } from './discovery/why-not-words.ts';
// Counts in the header's words.
export { toolCount } from './display/tool-count.ts';
// Text from data made safe to show or print: invisible, reordering and control characters named.
export {
  characterName,
  escapeInvisible,
  hasInvisible,
  showInvisible,
  visibleSegments,
} from './display/visible-text.ts';
export {
  canonicalJson,
  canonicalJsonBytes,
  formatFloat,
  formatJsonNumber,
  writeCanonicalJson,
} from './json/canonical-json.ts';
// The depth limit's wordings (the reader, the core and the command line alike).
export { DEPTH_LIMIT_MESSAGE, NESTED_TOO_DEEPLY } from './json/json-limits.ts';
// The reader: JSON text to a value, numbers exact.
export { parseJson, readsAsJsonObject } from './json/json-parse.ts';
export { quoteJsonString } from './json/json-string.ts';
// JSON values with exact numbers, and canonical JSON (SCENARIO.md, "JSON").
export {
  fromPlain,
  invalidJsonMessage,
  isJsonObject,
  JsonNumber,
  type JsonObject,
  type JsonValue,
} from './json/json-value.ts';
// Scenario texts as people read them, numbers as written.
export { writePrettyJson, writeScenarioText } from './json/pretty-json.ts';
// A file's bytes as text, by one rule for the command line and the page (UTF-8 only, the same words).
export { readTextBytes, tooLargeMessage } from './json/read-text-bytes.ts';
export { recordFromMap } from './json/records.ts';
export {
  applyEdit,
  diffTexts,
  type KnownEdit,
  knownEditOf,
  type TextEdit,
} from './json/text-edit.ts';
// Limits the playground draws: the rules' bounds, each with its rule (core/limits.ts).
export {
  DEFAULT_LIMIT as DEFAULT_SEARCH_LIMIT,
  DEFAULT_MAX_TOKENS,
  DEFAULT_MAX_TOOLS,
  INDEX_BUDGET_BYTES,
  MAX_INFLATED_BYTES,
  MAX_LINK_CHARS,
  MAX_QUERY_BYTES as MAX_SEARCH_QUERY_BYTES,
  MAX_RESPONSE_BYTES as MAX_SEARCH_RESPONSE_BYTES,
  MAX_SCHEMA_BYTES as MAX_SEARCH_SCHEMA_BYTES,
  MAX_VIEW_FIELD_BYTES,
  MODEL_SAFE_MAX_BYTES,
  NAMESPACE_TAIL_RESERVE,
  U32_MAX,
  WORK_BUDGET,
} from './limits.ts';
// Byte chunks read in pieces (an inflated link, a file the command line reads) as one array.
export { joinChunks } from './links/inflate-bounded.ts';
// Share links (versioned, compressed, never trusted).
export {
  composeViewLink,
  decodeShareLink,
  decodeViewLink,
  encodeShareLink,
  type MadeLink,
  makeShareLink,
  type PrimedPayloads,
  primeViewLink,
} from './links/link.ts';
// Names the scenario speaks (DISCLOSURE.md §2, §9).
export { isModeName, MODE_NAMES } from './modes.ts';
// The planner: a proposed tool surface with the figures to decide (docs/planning.md); ours, not IronClaw's.
export { renderPlanMarkdown } from './plan/plan-markdown.ts';
export type { PlanTarget } from './plan/plan-target.ts';
export { type EvaluatedPlan, type PlanProposal, proposePlan } from './plan/propose-plan.ts';
export { PLAN_RUNTIMES, type PlanRuntime } from './plan/task-cost.ts';
export { POLICY_KINDS, type Policy, type PolicyKind, permits } from './policy.ts';
// The tools array as a provider request carries it (the model view; prompt-cache comparisons).
export { buildProviderTools } from './provider-tools.ts';
// The ranker lab: variants of the ranking beside tool_search's, none of them IronClaw's behaviour.
export {
  compareVariant,
  explainBoth,
  NOT_IRONCLAW,
  type QueryMove,
  type VariantComparison,
  type VariantRow,
} from './ranker-lab/compare-variants.ts';
export {
  parseVariants,
  type TermScore,
  VARIANT_NOTES,
  VARIANTS,
  type VariantName,
} from './ranker-lab/ranker-lab.ts';
export { judgedCorpusOfScenario } from './ranker-lab/scenario-corpus.ts';
export type {
  CoreRule,
  DescribeReport,
  HitExplanation,
  IndexExplanation,
  IndexSection,
  ModeName,
  ModeReport,
  PromotionOutcome,
  Report,
  TargetRef,
  ToolDefinition,
  ValidationError,
} from './report/report.ts';
export { entriesAnsweringTo, type MatchRule, matchEmittedName, resolveAmong } from './resolution.ts';
export { fixForSkippedTool, serverFindings } from './review/admission-findings.ts';
export { advertisedFigures } from './review/advertised-figures.ts';
// Design reviews: findings, "why?" for a tool, compare two scenarios, the exported report.
export {
  type CatalogChange,
  type ServerChange,
  summarizeCatalogChange,
  type ToolFigures,
} from './review/catalog-change.ts';
export { describeParameterChange } from './review/catalog-change-markdown.ts';
export { CHAT_LINK_MAX_CHARS, linkFitsChat, linkTooLongLine } from './review/chat-link.ts';
export {
  type Change,
  type Comparison,
  compareScenarios,
} from './review/compare-scenarios.ts';
export { explainTool, type ToolExplanation } from './review/explain-tool.ts';
export {
  CORE_RULE_LABELS,
  describeExplanation,
  explanationText,
  toNameText,
} from './review/explain-words.ts';
export {
  type Findability,
  type ServerScore,
  sharePercent,
  sharePointsChange,
  type ToolFindability,
} from './review/findability.ts';
export type { ShareChange } from './review/findability-change.ts';
// Findability: own-name probes, expected tools and what-if fixes (docs/findings.md).
export type { Collision } from './review/findability-collision.ts';
export type { ExpectationResult } from './review/findability-expectations.ts';
export { judgedHeadline } from './review/findability-markdown.ts';
export {
  describeCause,
  type Finding,
  type FindingCause,
  isAtOrAbove,
  SEVERITIES,
  type Severity,
} from './review/finding.ts';
export { costlessFirst } from './review/fix-effects.ts';
export { readImportedServers } from './review/imported-servers.ts';
export { unnamedTools } from './review/index-place.ts';
export { MARKDOWN_MAX_CHARS } from './review/markdown-budget.ts';
export {
  describeIndexCache,
  describeToolsCache,
  notSentWhy,
} from './review/prompt-cache-text.ts';
export type { QueryComparison, QueryResults } from './review/query-movement.ts';
export { renderReviewMarkdown } from './review/review-markdown.ts';
export { buildReviewReport, linkWithBase, type ReviewReport } from './review/review-report.ts';
export { prepareReview, type ReviewSubject, type ReviewSubjectResult } from './review/review-subject.ts';
export type { SideSummary } from './review/side-summary.ts';
export type { WhatIfFix } from './review/what-if-fix.ts';
export { whereToolWent } from './review/where-tool-went.ts';
export type { WordPart } from './review/word-diff.ts';
// Other runtimes: their documented rules with sources, the request each takes, cache across turns.
export {
  ANTHROPIC_MIN_CACHEABLE,
  CACHE_FACTS,
  type CacheAcrossTurns,
  type CacheStrategy,
  type CacheTurn,
  EXPORT_TARGETS,
  type ExportTarget,
  exportRequest,
  type LimitCheck,
  PROMPT_CACHE_KEY,
  planTiers,
  type RequestExport,
  type RuntimeFact,
  type RuntimeView,
  runtimesOf,
  TIER_MAPPING,
  type TokenCounter,
} from './runtimes/index.ts';
export { readScenario } from './scenario.ts';
// Scenario text → report (SCENARIO.md), the one way: one text after another, each read, evaluated and reported once.
export {
  createEditSession,
  type ReportedLoad,
  reported,
  type ScenarioLoad,
} from './session/edit-session.ts';
export { PLAYGROUND_KEY, readPolicyLeniently, readSurfaceSetting } from './surface-setting.ts';
export type { Templates } from './templates.ts';
// Text measured as the runtime measures it (UTF-8 bytes, byte order).
export { utf8Length } from './text/utf8-length.ts';
export { runTimeline, type TurnReport } from './timeline.ts';
export { estimateTokens } from './token-estimate.ts';
export {
  CALL_UNKNOWN_TARGET,
  type CallOutcome,
  callDirectly,
  callThroughBridge,
  newCallState,
} from './tool-call.ts';
export {
  admissionReportFindings,
  type CatalogSource,
  type CatalogTransport,
  type DetectedServer,
  detectToolsFormat,
  explainToolAdmission,
  importCatalogs,
  importServers,
  LIVE_API,
  LIVE_TOKEN_PARAM,
  type LiveCatalog,
  type LiveServerState,
  listToolOutcomes,
  type MergeHow,
  mergeServerIntoScenario,
  pagesServer,
  QUOTED_SECRETS_KEPT,
  type QuotedSecret,
  readLiveCatalogText,
  type ServerToImport,
  TOOLS_FORMAT_KINDS,
  type ToolFinding,
  type ToolOutcome,
  type ToolState,
  type ToolsFormatKind,
  toAdmissionInput,
  type UnreadServer,
  writeLiveCatalogText,
} from './tool-formats/index.ts';
export { runToolSearch, type ToolSearchResult } from './tool-search.ts';
// One turn, driven step by step (the discovery panels and the timeline).
export { buildTurn, type Turn } from './turn.ts';
export { DESCRIBE_UNKNOWN, describeTool } from './turn-lookups.ts';
