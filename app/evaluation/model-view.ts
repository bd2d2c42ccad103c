import { canonicalJson } from '../../core/canonical-json.ts';
import { isJsonObject, type JsonObject, type JsonValue } from '../../core/json-value.ts';
import type { Report } from '../../core/report.ts';
import { estimateTokens } from '../../core/token-estimate.ts';
import type { ModelTool, ModelView } from './evaluation-types.ts';

/**
 * The tools as a provider request carries them this turn. With the layer on that
 * is the active set (tool_search's description being the index); in `off` there
 * is no layer, and production sends every permitted tool with its full schema
 * (DISCLOSURE.md §2). The protocol block rides along only when tool_search does.
 */
export function buildModelView(report: Report, scenario: JsonObject, protocol: string): ModelView {
  const definitions = indexDefinitions(scenario);
  const layerOff = !report.mode.decorator_enabled;
  const tools: ModelTool[] = [];
  if (layerOff) {
    for (const entry of report.catalog) {
      if (entry.permitted)
        tools.push(catalogTool(entry.name, entry.capability_id, entry.est_schema_tokens, definitions));
    }
  } else {
    const bridges = new Map(report.bridge_definitions.map((b) => [b.name, b]));
    for (const d of report.active_set.definitions) {
      const bridge = d.bridge ? bridges.get(d.name) : undefined;
      tools.push(
        bridge
          ? {
              name: d.name,
              bridge: true,
              tokens: d.est_schema_tokens,
              json: canonicalJson({
                description: bridge.advertised_description,
                name: d.name,
                parameters: bridge.parameters,
              }),
            }
          : catalogTool(d.name, d.capability_id, d.est_schema_tokens, definitions),
      );
    }
  }
  const searchAdvertised = !layerOff && tools.some((t) => t.bridge && t.name === 'tool_search');
  return {
    layerOff,
    tools,
    toolTokens: tools.reduce((sum, t) => sum + t.tokens, 0),
    protocol: searchAdvertised ? protocol : null,
    protocolTokens: searchAdvertised ? estimateTokens(protocol) : 0,
  };
}

type DefinitionsById = Map<string, { description: JsonValue; parameters: JsonValue }>;

function indexDefinitions(scenario: JsonObject): DefinitionsById {
  const out: DefinitionsById = new Map();
  const list = Array.isArray(scenario.definitions) ? scenario.definitions : [];
  for (const d of list) {
    if (!isJsonObject(d) || typeof d.name !== 'string' || typeof d.capability_id !== 'string') continue;
    const key = `${d.capability_id}\u0000${d.name}`;
    if (!out.has(key)) out.set(key, { description: d.description ?? '', parameters: d.parameters ?? null });
  }
  return out;
}

function catalogTool(
  name: string,
  capabilityId: string,
  tokens: number,
  definitions: DefinitionsById,
): ModelTool {
  const found = definitions.get(`${capabilityId}\u0000${name}`);
  const json = canonicalJson({
    description: found?.description ?? '',
    name,
    parameters: found?.parameters ?? null,
  });
  return { name, bridge: false, tokens, json };
}
