import { isJsonObject, type JsonObject, type JsonValue } from '../json/json-value.ts';

/** The shape one array item has, judged by the keys each format alone uses. */
export type ItemShape =
  | 'openai-chat'
  | 'openai-responses'
  | 'anthropic'
  | 'mcp'
  | 'page'
  | 'admission'
  | 'plain';

export function itemShape(item: JsonValue): ItemShape {
  if (!isJsonObject(item)) return 'plain';
  if (typeof item.registration_id === 'string' && Object.hasOwn(item, 'pages')) return 'admission';
  if (item.type === 'function' && isJsonObject(item.function ?? null)) return 'openai-chat';
  if (item.type === 'function' && Object.hasOwn(item, 'name')) return 'openai-responses';
  if (Object.hasOwn(item, 'input_schema')) return 'anthropic';
  if (Object.hasOwn(item, 'inputSchema')) return 'mcp';
  if (!Object.hasOwn(item, 'name') && (Object.hasOwn(item, 'tools') || Object.hasOwn(item, 'result')))
    return 'page';
  return 'plain';
}

export interface ConvertedTool {
  tool: JsonValue;
  flags: Record<string, JsonValue>;
}

/** Copies the listed keys that are present; these are what each format itself would act on. */
function presentFlags(source: JsonObject, keys: string[]): Record<string, JsonValue> {
  const flags: Record<string, JsonValue> = {};
  for (const key of keys) if (Object.hasOwn(source, key)) flags[key] = source[key]!;
  return flags;
}

/**
 * OpenAI function tools (Chat Completions nests them under `function`, Responses
 * keeps them flat). `parameters` may be left out for a function without
 * arguments; served over MCP that function would publish `{"type":"object"}`.
 */
export function convertOpenAiTool(item: JsonValue, nested: boolean): ConvertedTool {
  const outer = isJsonObject(item) ? item : {};
  const fn = nested && isJsonObject(outer.function ?? null) ? (outer.function as JsonObject) : outer;
  const tool: JsonObject = {};
  if (Object.hasOwn(fn, 'name')) tool.name = fn.name!;
  if (Object.hasOwn(fn, 'description')) tool.description = fn.description!;
  const flags = presentFlags(fn, ['strict']);
  if (Object.hasOwn(fn, 'parameters')) tool.inputSchema = fn.parameters!;
  else {
    tool.inputSchema = { type: 'object' };
    flags.parameters_omitted = true;
  }
  return { tool, flags };
}

/** Anthropic tools: `input_schema` is the MCP `inputSchema`; `defer_loading` is Anthropic's own tool search. */
export function convertAnthropicTool(item: JsonValue): ConvertedTool {
  const source = isJsonObject(item) ? item : {};
  const tool: JsonObject = {};
  if (Object.hasOwn(source, 'name')) tool.name = source.name!;
  if (Object.hasOwn(source, 'description')) tool.description = source.description!;
  if (Object.hasOwn(source, 'input_schema')) tool.inputSchema = source.input_schema!;
  return { tool, flags: presentFlags(source, ['defer_loading', 'strict', 'cache_control', 'type']) };
}

/** An MCP tool goes in unchanged: admission itself reads its annotations. */
export function convertMcpTool(item: JsonValue): ConvertedTool {
  return { tool: item, flags: {} };
}
