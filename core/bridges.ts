import { parseJson } from './json/json-parse.ts';
import { isJsonObject, type JsonValue } from './json/json-value.ts';
import type { BridgeDefinitionReport, ToolDefinition } from './report/report.ts';
import { estimateSchemaTokens } from './token-estimate.ts';

/** The three bridge tools (DISCLOSURE.md §8), read from prompts/bridge_tools.json. */

export function readBridgeTools(text: string): ToolDefinition[] {
  const parsed = parseJson(text);
  if (!parsed.ok || !Array.isArray(parsed.value)) throw new Error('bridge_tools.json must be a JSON array');
  return parsed.value.map((item: JsonValue) => {
    if (!isJsonObject(item)) throw new Error('bridge_tools.json entries must be objects');
    return {
      capability_id: String(item.capability_id),
      name: String(item.name),
      description: String(item.description),
      parameters: item.parameters ?? null,
      verified: true,
    };
  });
}

/** `tool_search` carries the index as its description; the other two keep theirs. */
export function describeBridges(
  bridges: readonly ToolDefinition[],
  indexText: string,
): BridgeDefinitionReport[] {
  return bridges.map((b) => {
    const advertised = b.name === 'tool_search' ? indexText : b.description;
    return {
      name: b.name,
      capability_id: b.capability_id,
      parameters: b.parameters,
      static_description: b.description,
      static_est_schema_tokens: estimateSchemaTokens(b),
      advertised_description: advertised,
      advertised_est_schema_tokens: estimateSchemaTokens({ ...b, description: advertised }),
    };
  });
}
