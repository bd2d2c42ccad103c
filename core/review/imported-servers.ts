import { isJsonObject, JsonNumber, type JsonObject, type JsonValue } from '../json/json-value.ts';
import {
  type CatalogSource,
  type CutSummary,
  type FindingPlace,
  type RejectionSummary,
  readCatalogSource,
  type ServerSummary,
  type SkippedToolSummary,
} from '../tool-formats/index.ts';

/**
 * The servers a scenario remembers from importing tools (docs/mcp-import.md, "What
 * the scenario remembers"): `servers: [{id, format, summary}]`. Evaluation ignores the key, and a
 * shared link may carry anything under it, so it is read leniently: an entry
 * without a string id is skipped, a summary field of the wrong type reads as
 * absent, and nothing here throws.
 */
export interface ImportedServer {
  id: string;
  format: string | null;
  summary: ServerSummary | null;
  /** Where a catalog read from a running server came from; null for a pasted or file catalog. */
  source: CatalogSource | null;
  /** Why a running server could not be read (then it has no summary and no tools); null otherwise. */
  failure: string | null;
}

export function readImportedServers(scenario: JsonValue): ImportedServer[] {
  const list = isJsonObject(scenario) && Array.isArray(scenario.servers) ? scenario.servers : [];
  const out: ImportedServer[] = [];
  for (const entry of list) {
    if (!isJsonObject(entry) || typeof entry.id !== 'string') continue;
    const summary = entry.summary;
    out.push({
      id: entry.id,
      format: typeof entry.format === 'string' ? entry.format : null,
      summary: isJsonObject(summary ?? null) ? readSummary(summary as JsonObject) : null,
      source: readCatalogSource(entry.source),
      failure: typeof entry.failure === 'string' ? entry.failure : null,
    });
  }
  return out;
}

/** The server whose extension id owns `capabilityId` (the longest `<extension>.` prefix wins). */
export function serverOf(servers: readonly ImportedServer[], capabilityId: string): ImportedServer | null {
  let best: ImportedServer | null = null;
  let bestLength = -1;
  for (const server of servers) {
    const ext = server.summary?.extension_id;
    if (ext && capabilityId.startsWith(`${ext}.`) && ext.length > bestLength) {
      best = server;
      bestLength = ext.length;
    }
  }
  return best;
}

function readSummary(s: JsonObject): ServerSummary {
  const causes: Record<string, number> = {};
  if (isJsonObject(s.skip_causes ?? null)) {
    for (const [cause, count] of Object.entries(s.skip_causes as JsonObject)) causes[cause] = countOf(count);
  }
  const findings = Array.isArray(s.findings) ? s.findings.filter(isJsonObject) : [];
  return {
    extension_id: typeof s.extension_id === 'string' ? s.extension_id : null,
    format: typeof s.format === 'string' ? s.format : '',
    outcome: typeof s.outcome === 'string' ? s.outcome : 'admitted',
    message: typeof s.message === 'string' ? s.message : null,
    published: countOf(s.published),
    skipped: countOf(s.skipped),
    skip_causes: causes,
    findings: findings.map((f) => ({
      severity: textOf(f.severity),
      field: textOf(f.field),
      location: countOf(f.location),
      pattern: textOf(f.pattern),
      occurrences: objects(f.occurrences).map(
        (o): FindingPlace => ({
          tool: textOf(o.tool),
          pointer: textOf(o.pointer),
          matched: textOf(o.matched),
        }),
      ),
    })),
    findings_total: countOf(s.findings_total),
    provider_name_errors: countOf(s.provider_name_errors),
    // Summaries written before these keys existed read as having no details.
    skipped_tools: objects(s.skipped_tools).map(
      (t): SkippedToolSummary => ({ name: textOf(t.name), cause: textOf(t.cause), rule: textOf(t.rule) }),
    ),
    rejection: isJsonObject(s.rejection ?? null) ? readRejection(s.rejection as JsonObject) : null,
    cuts: objects(s.cuts).map(
      (c): CutSummary => ({
        tool: textOf(c.tool),
        field: textOf(c.field),
        limit: countOf(c.limit),
        bytes: countOf(c.bytes),
        kept_bytes: countOf(c.kept_bytes),
        dropped_bytes: countOf(c.dropped_bytes),
        before_cut: textOf(c.before_cut),
        after_cut: textOf(c.after_cut),
      }),
    ),
  };
}

function readRejection(r: JsonObject): RejectionSummary {
  return {
    cause: textOf(r.cause),
    rule: textOf(r.rule),
    detail: textOf(r.detail),
    tool: typeof r.tool === 'string' ? r.tool : null,
    pointer: typeof r.pointer === 'string' ? r.pointer : null,
    matched: typeof r.matched === 'string' ? r.matched : null,
  };
}

function objects(value: JsonValue | undefined): JsonObject[] {
  return Array.isArray(value) ? value.filter(isJsonObject) : [];
}

function textOf(value: JsonValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

/** A non-negative whole number, 0 when the value is anything else. */
function countOf(value: JsonValue | undefined): number {
  if (!(value instanceof JsonNumber)) return 0;
  const n = Number(value.raw);
  return Number.isInteger(n) && n >= 0 ? n : 0;
}
