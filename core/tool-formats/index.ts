/** The public surface of the tool format import; the rest of this folder is internal. */
export { describeFormatKind, detectToolsFormat, TOOLS_FORMAT_KINDS } from './detect-tools-format.ts';
export {
  admissionOutcome,
  admissionSummary,
  admittedDefinitions,
  type MergeHow,
  type MergeResult,
  mergeServerIntoScenario,
  type ServerSummary,
} from './scenario-import.ts';
export { toAdmissionInput } from './to-admission-input.ts';
export type {
  DetectedFormat,
  DetectedServer,
  DetectResult,
  ToolFormatFlags,
  ToolsFormatKind,
} from './types.ts';
