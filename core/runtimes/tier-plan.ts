import { HOSTED_MCP_PREFIX } from '../admission/index.ts';
import type { JsonValue } from '../json/json-value.ts';
import { indexDefinitions } from '../provider-tools.ts';
import type { CatalogEntryReport, Report } from '../report/report.ts';

/**
 * How IronClaw's tiers map onto a runtime with native tool search, stated once:
 * the tools IronClaw sends up front (core and pinned tools, and tools promoted
 * into the active set) are loaded; every other permitted tool is deferred. Tools
 * of an imported MCP server (capability ids `mcp-<server>.…`) form one namespace
 * per server for OpenAI. IronClaw's own bridges (tool_search, tool_describe,
 * tool_call) are not exported: the runtime's search tool takes their place.
 */
export const TIER_MAPPING =
  'Core and pinned tools (and tools promoted into the active set) are loaded; every other permitted tool is deferred. Tools of an imported MCP server (capability ids mcp-<server>.…) become one namespace per server for OpenAI. IronClaw’s bridges are replaced by the runtime’s own search tool.';

export interface PlannedTool {
  name: string;
  capability_id: string;
  description: string;
  parameters: JsonValue;
  deferred: boolean;
  /** The MCP server (`<server>` of `mcp-<server>.…`), or null for the agent's own tools. */
  server: string | null;
  /** IronClaw's estimate of the tool's schema tokens (DISCLOSURE.md §3). */
  est_tokens: number;
}

export interface TierPlan {
  /** Every permitted tool once, in catalog order (the last definition of a repeated name, as lookups find). */
  tools: PlannedTool[];
  /** IronClaw's deferred set: permitted tools not sent this turn. Empty in `off` or when all fit. */
  deferred: string[];
  /** The same tools in the order the scenario lists its definitions, as a client that sends them all sends them. */
  listed: PlannedTool[];
}

/**
 * The planned tool of a catalog row, loaded and deferred, by the row's identity: an edit
 * session keeps the rows of unchanged definitions, so after an edit the plan (and what
 * each runtime builds and measures from it) is new only for the definitions that changed.
 */
const PLANNED = new WeakMap<CatalogEntryReport, { loaded?: PlannedTool; deferred?: PlannedTool }>();

export function planTiers(report: Report, scenario: JsonValue): TierPlan {
  const texts = indexDefinitions(scenario);
  const deferring = report.mode.decorator_enabled && report.active_set.deferred;
  const sent = new Set(report.active_set.names);
  const byName = new Map<string, (typeof report.catalog)[number]>();
  for (const entry of report.catalog) if (entry.permitted) byName.set(entry.name, entry);
  const tools: PlannedTool[] = [];
  for (const entry of report.catalog) {
    if (byName.get(entry.name) !== entry) continue;
    const deferred = deferring && !sent.has(entry.name);
    const text = texts.get(`${entry.capability_id}\u0000${entry.name}`);
    const description = typeof text?.description === 'string' ? text.description : '';
    const parameters = text?.parameters ?? null;
    const kept = PLANNED.get(entry) ?? {};
    const known = deferred ? kept.deferred : kept.loaded;
    // The text comes from the first definition of its (id, name): checked, as a duplicate may have moved.
    if (known && known.description === description && known.parameters === parameters) {
      tools.push(known);
      continue;
    }
    const planned: PlannedTool = {
      name: entry.name,
      capability_id: entry.capability_id,
      description,
      parameters,
      deferred,
      server: serverOf(entry.capability_id),
      est_tokens: entry.est_schema_tokens,
    };
    PLANNED.set(entry, deferred ? { ...kept, deferred: planned } : { ...kept, loaded: planned });
    tools.push(planned);
  }
  const byKey = new Map(tools.map((t) => [`${t.capability_id}\u0000${t.name}`, t]));
  const listed: PlannedTool[] = [];
  // The texts' keys come in the order of each (id, name)'s first definition.
  for (const key of texts.keys()) {
    const t = byKey.get(key);
    if (t) listed.push(t);
  }
  return { tools, deferred: tools.filter((t) => t.deferred).map((t) => t.name), listed };
}

function serverOf(capabilityId: string): string | null {
  if (!capabilityId.startsWith(HOSTED_MCP_PREFIX)) return null;
  const dot = capabilityId.indexOf('.');
  return dot < 0 ? null : capabilityId.slice(HOSTED_MCP_PREFIX.length, dot);
}
