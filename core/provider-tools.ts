import { canonicalJson } from './json/canonical-json.ts';
import { isJsonObject, type JsonValue } from './json/json-value.ts';
import type { Report } from './report/report.ts';
import { saturatingAdd } from './token-estimate.ts';

/**
 * The tools as a provider request carries them this turn (the "model view").
 * With the layer on that is the active set, tool_search's description being the
 * index; in `off` production attaches no layer and sends every permitted tool
 * with its full schema (DISCLOSURE.md §2). Each tool is the canonical
 * `{description, name, parameters}` text its token estimate is taken from (§3),
 * so two requests are byte-identical exactly when these texts are.
 */
export interface ProviderTool {
  name: string;
  capability_id: string;
  bridge: boolean;
  /** The byte-derived token estimate of `json` (DISCLOSURE.md §3). */
  tokens: number;
  json: string;
}

export interface ProviderTools {
  /** True in `off`: no disclosure layer, the whole permitted surface is sent as is. */
  layer_off: boolean;
  tools: ProviderTool[];
  /** Sum of the tools' estimates, saturating as upstream's sums do. */
  tokens: number;
}

type DefinitionTexts = Map<string, { description: JsonValue; parameters: JsonValue }>;

/** `scenario` is the scenario the report came from, whose definitions supply each tool's text. */
export function buildProviderTools(report: Report, scenario: JsonValue): ProviderTools {
  const layerOff = !report.mode.decorator_enabled;
  // With the layer on only the active set's tools are sent: only their names' definitions are looked up.
  const texts = indexDefinitions(
    scenario,
    layerOff ? undefined : new Set(report.active_set.definitions.map((d) => d.name)),
  );
  const tools: ProviderTool[] = [];
  if (layerOff) {
    for (const entry of report.catalog) {
      if (entry.permitted) tools.push(catalogTool(entry, texts));
    }
  } else {
    const bridges = new Map(report.bridge_definitions.map((b) => [b.name, b]));
    for (const d of report.active_set.definitions) {
      const bridge = d.bridge ? bridges.get(d.name) : undefined;
      if (!bridge) {
        tools.push(catalogTool(d, texts));
        continue;
      }
      const json = canonicalJson({
        description: bridge.advertised_description,
        name: d.name,
        parameters: bridge.parameters,
      });
      tools.push({
        name: d.name,
        capability_id: d.capability_id,
        bridge: true,
        tokens: d.est_schema_tokens,
        json,
      });
    }
  }
  return { layer_off: layerOff, tools, tokens: tools.reduce((sum, t) => saturatingAdd(sum, t.tokens), 0) };
}

/** The tools array as one JSON text: what a prompt cache keys on. */
export function providerToolsJson(tools: readonly ProviderTool[]): string {
  return `[${tools.map((t) => t.json).join(',')}]`;
}

/**
 * Each (id, name)'s text, of the definitions named in `names` when given (the
 * active set: a few tools, where keying every definition of a large catalog cost
 * each edit dearly), of all of them otherwise.
 */
export function indexDefinitions(scenario: JsonValue, names?: ReadonlySet<string>): DefinitionTexts {
  const out: DefinitionTexts = new Map();
  const list = isJsonObject(scenario) && Array.isArray(scenario.definitions) ? scenario.definitions : [];
  for (const d of list) {
    if (!isJsonObject(d) || typeof d.name !== 'string' || typeof d.capability_id !== 'string') continue;
    if (names && !names.has(d.name)) continue;
    // A name lookup lands on one entry per (id, name); the first definition written supplies the text.
    const key = `${d.capability_id}\u0000${d.name}`;
    if (!out.has(key)) out.set(key, { description: d.description ?? '', parameters: d.parameters ?? null });
  }
  return out;
}

function catalogTool(
  entry: { name: string; capability_id: string; est_schema_tokens: number },
  texts: DefinitionTexts,
): ProviderTool {
  const found = texts.get(`${entry.capability_id}\u0000${entry.name}`);
  const json = canonicalJson({
    description: found?.description ?? '',
    name: entry.name,
    parameters: found?.parameters ?? null,
  });
  return {
    name: entry.name,
    capability_id: entry.capability_id,
    bridge: false,
    tokens: entry.est_schema_tokens,
    json,
  };
}
