/** The public surface of the tool format import; the rest of this folder is internal. */

export {
  type CatalogSource,
  type CatalogTransport,
  QUOTED_SECRETS_KEPT,
  type QuotedSecret,
  readCatalogSource,
  type UnreadServer,
} from './catalog-source.ts';
export {
  detectToolsFormat,
  pagesServer,
  TOOLS_FORMAT_KINDS,
} from './detect-tools-format.ts';
export { explainToolAdmission } from './explain-admission.ts';
export { importCatalogs } from './import-catalogs.ts';
export { importServers, REPLACED_CATALOG_KEY, type ServerToImport } from './import-rule.ts';
export {
  LIVE_API,
  LIVE_TOKEN_PARAM,
  type LiveCatalog,
  type LiveServerState,
  readLiveCatalogText,
  writeLiveCatalogText,
} from './live-api.ts';
export { admissionReportFindings } from './report-findings.ts';
export {
  type CutSummary,
  type FindingPlace,
  type MergeHow,
  mergeServerIntoScenario,
  type RejectionSummary,
  type ServerSummary,
  type SkippedToolSummary,
} from './scenario-import.ts';
export { toAdmissionInput } from './to-admission-input.ts';
export { listToolOutcomes, type ToolFinding, type ToolOutcome, type ToolState } from './tool-outcomes.ts';
export type { DetectedServer, ToolsFormatKind } from './types.ts';
