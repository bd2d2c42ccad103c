/** The public surface of the tool format import; the rest of this folder is internal. */

export {
  type CatalogSource,
  type CatalogTransport,
  readCatalogSource,
  type UnreadServer,
} from './catalog-source.ts';
export {
  describeFormatKind,
  detectToolsFormat,
  pagesServer,
  TOOLS_FORMAT_KINDS,
} from './detect-tools-format.ts';
export { explainToolAdmission } from './explain-admission.ts';
export {
  IMPORT_KEEPS,
  type ImportOptions,
  type ImportResult,
  importServers,
  REPLACED_CATALOG_KEY,
  type ServerToImport,
} from './import-rule.ts';
export { LIVE_API, LIVE_TOKEN_PARAM, type LiveCatalog, type LiveServerState } from './live-api.ts';
export { admissionReportFindings } from './report-findings.ts';
export {
  admissionOutcome,
  admissionSummary,
  admittedDefinitions,
  type CutSummary,
  type FindingPlace,
  type MergeHow,
  type MergeResult,
  mergeServerIntoScenario,
  type RejectionSummary,
  type ServerSummary,
  type SkippedToolSummary,
  type SummaryFinding,
} from './scenario-import.ts';
export { toAdmissionInput } from './to-admission-input.ts';
export { listToolOutcomes, type ToolFinding, type ToolOutcome, type ToolState } from './tool-outcomes.ts';
export type {
  DetectedFormat,
  DetectedServer,
  DetectResult,
  ToolFormatFlags,
  ToolsFormatKind,
} from './types.ts';
