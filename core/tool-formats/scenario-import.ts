import type {
  AdmissionReport,
  CutExplanation,
  FindingExplanation,
  SkipExplanation,
} from '../admission/index.ts';
import { canonicalJson } from '../json/canonical-json.ts';
import { fromPlain, isJsonObject, type JsonObject, type JsonValue } from '../json/json-value.ts';
import { type CatalogSource, sourceValue } from './catalog-source.ts';

/** What the scenario remembers of one imported server, under `servers` (docs/mcp-import.md). */
export interface ServerSummary {
  extension_id: string | null;
  format: string;
  /** `admitted`, or `<stage>:<cause>`. */
  outcome: string;
  message: string | null;
  published: number;
  skipped: number;
  skip_causes: Record<string, number>;
  findings: SummaryFinding[];
  findings_total: number;
  provider_name_errors: number;
  /** Every skipped tool, by name, with the rule it broke. */
  skipped_tools: SkippedToolSummary[];
  /** For a refused catalog, the rule that refused it and where; null when admitted or unknown. */
  rejection: RejectionSummary | null;
  /** Every text admission cut to its bound, at its tool and field. */
  cuts: CutSummary[];
}

/**
 * A description or title admission cut (MCP-ADMISSION.md §2.5), as the scenario keeps it: admission's
 * own account less the tool's index, its pointer read back as any string.
 */
export type CutSummary = Omit<CutExplanation, 'tool_index' | 'field'> & { field: string };

/** One safety-scan finding as listed, with the places it matched (tool, pointer, text). */
interface SummaryFinding {
  severity: string;
  field: string;
  location: number;
  /** The pattern that matched (literal text or regex name); `""` when unknown. */
  pattern: string;
  occurrences: FindingPlace[];
}

export interface FindingPlace {
  tool: string;
  /** JSON Pointer into the tool as the server published it, e.g. `/inputSchema/properties/q/description`. */
  pointer: string;
  matched: string;
}

export interface SkippedToolSummary {
  /** The name as given: the string itself, or the JSON text of a value that is not a string. */
  name: string;
  cause: string;
  rule: string;
}

export interface RejectionSummary {
  cause: string;
  /** The rule in words (MCP-ADMISSION.md). */
  rule: string;
  detail: string;
  /** The tool that decided it, when one did. */
  tool: string | null;
  pointer: string | null;
  matched: string | null;
}

export type MergeHow = 'add' | 'replace';
/** `rejected`: the server's catalog was refused, so only its record (and no tool) went in. */
type MergeResult = { ok: true; scenario: JsonObject; rejected: boolean } | { ok: false; error: string };

/** The disclosure definitions (capability_id, name, description, parameters) of an admitted catalog. */
export function admittedDefinitions(report: AdmissionReport): JsonObject[] {
  if (report.error !== null) return [];
  return report.definitions.map(({ capability_id, name, description, parameters }) => ({
    capability_id,
    name,
    description,
    parameters,
  }));
}

/** `admitted`, or the failing stage and cause as one token (`safety:rejected_by_safety_policy`). */
function admissionOutcome(report: AdmissionReport): string {
  return report.error === null ? 'admitted' : `${report.error.stage}:${report.error.cause}`;
}

export function admissionSummary(report: AdmissionReport, format: string): ServerSummary {
  const skipCauses: Record<string, number> = {};
  for (const s of report.skipped) skipCauses[s.cause] = (skipCauses[s.cause] ?? 0) + 1;
  return {
    extension_id: report.extension_id,
    format,
    outcome: admissionOutcome(report),
    message: report.error?.message ?? null,
    published: report.tools.length,
    skipped: report.skipped.length,
    skip_causes: skipCauses,
    findings: report.explain.findings
      .filter((f) => f.reported)
      .map((f) => ({
        severity: f.severity,
        field: f.field,
        location: f.location,
        pattern: f.pattern,
        occurrences: places(f),
      })),
    findings_total: report.findings_total,
    provider_name_errors: report.provider_name_errors.length,
    skipped_tools: report.explain.skipped.map((s) => ({
      name: nameText(s.name),
      cause: s.cause,
      rule: s.rule,
    })),
    rejection: rejectionOf(report),
    cuts: report.explain.cuts.map(({ tool_index: _index, ...cut }) => cut),
  };
}

function places(f: FindingExplanation): FindingPlace[] {
  return f.occurrences.map((o) => ({ tool: o.tool, pointer: o.path, matched: o.matched }));
}

function nameText(name: JsonValue): string {
  return typeof name === 'string' ? name : canonicalJson(name);
}

const SEVERE = new Set(['high', 'critical']);

/** What refused the catalog: the skip or tool that decided it, or the first high or critical finding. */
function rejectionOf(report: AdmissionReport): RejectionSummary | null {
  const error = report.error;
  if (error === null) return null;
  const at = report.explain.error;
  if (error.stage === 'safety') {
    const blocking = report.explain.findings.find((f) => SEVERE.has(f.severity));
    const place = blocking ? places(blocking)[0] : undefined;
    return {
      cause: error.cause,
      rule: 'a high or critical safety-scan finding refuses the whole catalog',
      detail: blocking ? `${blocking.severity} finding on the pattern “${blocking.pattern}”` : error.message,
      tool: place?.tool ?? null,
      pointer: place?.pointer ?? null,
      matched: place?.matched ?? null,
    };
  }
  if (at === null)
    return { cause: error.cause, rule: error.message, detail: '', tool: null, pointer: null, matched: null };
  const skip: SkipExplanation | undefined = report.explain.skipped.find(
    (s) => s.page === at.page && s.index === at.index,
  );
  const capabilityTool = at.page === null && at.index !== null ? report.tools[at.index]?.name : undefined;
  const tool = skip ? nameText(skip.name) : (capabilityTool ?? null);
  return {
    cause: error.cause,
    rule: at.rule,
    detail: at.detail,
    tool,
    pointer: skip
      ? skip.cause === 'invalid_tool_name'
        ? '/name'
        : skip.cause === 'invalid_description'
          ? '/description'
          : '/annotations'
      : null,
    matched: skip && skip.cause === 'invalid_tool_name' ? tool : null,
  };
}

/**
 * Puts a server's admitted tools into a scenario without touching the input:
 * 'add' drops that server's earlier tools and appends the new ones, 'replace'
 * makes them the whole catalog. A refused catalog adds no tool (MCP-ADMISSION.md:
 * it never reaches the agent) and drops the server's earlier ones, but is
 * recorded all the same, so what was lost is said. The scenario records every
 * imported server under `servers` ([{id, format, source?, summary}]).
 */
export function mergeServerIntoScenario(
  scenario: JsonValue,
  serverId: string,
  report: AdmissionReport,
  format: string,
  how: MergeHow,
  source?: CatalogSource,
): MergeResult {
  if (how === 'add' && !isJsonObject(scenario))
    return { ok: false, error: 'the scenario is not a JSON object; fix it first or replace the catalog' };
  const base: JsonObject = isJsonObject(scenario) ? scenario : {};
  const current = base.definitions ?? [];
  if (how === 'add' && !Array.isArray(current))
    return { ok: false, error: 'scenario.definitions is not an array; fix it first or replace the catalog' };
  const previous = Array.isArray(base.servers) ? base.servers.filter(isJsonObject) : [];

  const entry: JsonObject = { id: serverId, format };
  // A catalog read from a running server says where it came from (catalog-source.ts).
  if (source !== undefined) entry.source = sourceValue(source);
  entry.summary = summaryValue(admissionSummary(report, format));
  const rejected = report.error !== null || report.extension_id === null;
  const extensionId = report.extension_id;
  const others = previous.filter(
    (s) => s.id !== serverId && (extensionId === null || extensionOf(s) !== extensionId),
  );
  const kept =
    how === 'replace'
      ? []
      : extensionId === null
        ? (current as JsonValue[])
        : (current as JsonValue[]).filter(
            (d) => owner(d, [extensionId, ...others.map(extensionOf)]) !== extensionId,
          );

  const out: JsonObject = {};
  for (const key of Object.keys(base)) Object.defineProperty(out, key, ownValue(base[key]!));
  out.definitions = [...kept, ...admittedDefinitions(report)];
  out.servers = how === 'replace' ? [entry] : [...others, entry];
  return { ok: true, scenario: out, rejected };
}

/**
 * The server a definition belongs to: the longest extension id its capability id
 * starts with, so `mcp-acme.x` belongs to `mcp-acme` even when `mcp-acme.tools`
 * was also imported, and a tool named `tools.x` of `mcp-acme` is told apart by
 * which servers the scenario records.
 */
function owner(definition: JsonValue, extensionIds: (string | null)[]): string | null {
  const id = isJsonObject(definition) ? definition.capability_id : undefined;
  if (typeof id !== 'string') return null;
  let best: string | null = null;
  for (const ext of extensionIds) {
    if (ext !== null && id.startsWith(`${ext}.`) && (best === null || ext.length > best.length)) best = ext;
  }
  return best;
}

function extensionOf(server: JsonObject): string | null {
  const summary = server.summary;
  return isJsonObject(summary ?? null) && typeof (summary as JsonObject).extension_id === 'string'
    ? ((summary as JsonObject).extension_id as string)
    : null;
}

function summaryValue(summary: ServerSummary): JsonObject {
  return fromPlain(summary) as JsonObject;
}

function ownValue(value: JsonValue): PropertyDescriptor {
  return { value, enumerable: true, writable: true, configurable: true };
}
