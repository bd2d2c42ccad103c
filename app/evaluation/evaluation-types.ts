import type { JsonObject, Report } from '../../core/index.ts';
import type { RootMember } from '../scenario-text/scenario-text-edit.ts';

/** A core error placed on the editor text (1-based lines and columns). */
export interface CoreMarker {
  /** Which error it shows: `<list>:<index>:<field>` of the report's `errors`. */
  errorKey: string;
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
  message: string;
}

/** One tool as a provider request carries it, with its share of the token estimate. */
interface ModelTool {
  name: string;
  bridge: boolean;
  tokens: number;
  /** Canonical `{description, name, parameters}`: the exact text the estimate is taken from. */
  json: string;
}

export interface ModelView {
  /** True in `off`: no disclosure layer, the whole permitted surface is sent as is. */
  layerOff: boolean;
  tools: ModelTool[];
  toolTokens: number;
  /** The protocol block upstream appends to the system prompt when tool_search is advertised. */
  protocol: string | null;
  protocolTokens: number;
}

/** Each definition as written, so tools the surface filtered out can still be ticked back. */
export interface DefinitionRow {
  index: number;
  name: string | null;
  capability_id: string | null;
}

type ParseOutcome = { ok: true } | { ok: false; error: string; line: number; column: number };

export type EvaluationResult =
  | { ok: true; report: Report; modelView: ModelView }
  | { ok: false; error: string };

export interface Evaluation {
  id: number;
  text: string;
  parse: ParseOutcome;
  /** The scenario's top-level settings (the bulky lists left out) for the controls to show. */
  inputs: JsonObject | null;
  /** Where the root object's members sit in this text, for a control's edit to find its place without a scan. */
  members: RootMember[] | null;
  definitionRows: DefinitionRow[];
  /** Null when the text is not JSON. */
  result: EvaluationResult | null;
  markers: CoreMarker[];
  /** How many ids the production surface derived, or null when the scenario is evaluated as written. */
  derivedSurfaceCount: number | null;
  /**
   * When the core refused the text as a scenario but it is a tools list in a format
   * the import reads: that format in words, so the page can offer the import.
   */
  toolsFormat: string | null;
  elapsedMs: number;
  /** Set when no Worker answered (it could not start, load or finish): the text was not evaluated. */
  workerFailed?: true;
}
