import {
  canonicalJson,
  estimateTokens,
  isJsonObject,
  type JsonObject,
  type JsonValue,
  type Report,
} from '../../core/index.ts';
import type { ModelTool, ModelView } from './evaluation-types.ts';

/**
 * The tools as a provider request carries them this turn. With the layer on that
 * is the active set (tool_search's description being the index); in `off` there
 * is no layer, and production sends every permitted tool with its full schema
 * (DISCLOSURE.md §2). The protocol block rides along only when tool_search does.
 */
export function buildModelView(report: Report, scenario: JsonObject, protocol: string): ModelView {
  const written = Array.isArray(scenario.definitions) ? scenario.definitions : [];
  // explain.tiers[i] names the definition catalog[i] came from: no re-join on name and id.
  const definitionOf = (catalogIndex: number) =>
    written[report.explain.tiers[catalogIndex]?.definition_index ?? -1];
  const layerOff = !report.mode.decorator_enabled;
  const tools: ModelTool[] = [];
  if (layerOff) {
    report.catalog.forEach((entry, i) => {
      if (entry.permitted) tools.push(catalogTool(entry.name, entry.est_schema_tokens, definitionOf(i)));
    });
  } else {
    // An advertised definition is a catalog entry; its position there leads to the definition as written.
    const catalogIndex = (name: string, id: string) =>
      report.catalog.findIndex((entry) => entry.name === name && entry.capability_id === id);
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
          : catalogTool(d.name, d.est_schema_tokens, definitionOf(catalogIndex(d.name, d.capability_id))),
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

function catalogTool(name: string, tokens: number, definition: JsonValue | undefined): ModelTool {
  const found = isJsonObject(definition) ? definition : null;
  const json = canonicalJson({
    description: found?.description ?? '',
    name,
    parameters: found?.parameters ?? null,
  });
  return { name, bridge: false, tokens, json };
}
