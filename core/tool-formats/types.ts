import type { JsonValue } from '../json/json-value.ts';

/**
 * The tool catalog formats the import understands. Every one of them reaches
 * IronClaw the same way: as a hosted MCP server's `tools/list` pages, admitted
 * under the server id the user gives (MCP-ADMISSION.md).
 */
export type ToolsFormatKind =
  /** `{"tools": [...], "nextCursor"?: ...}`: one `tools/list` result. */
  | 'mcp-tools-list-result'
  /** `{"jsonrpc": "2.0", "id": ..., "result": {"tools": [...]}}`. */
  | 'mcp-json-rpc-response'
  /** `[{"tools": [...], "nextCursor": ...}, ...]`: the results of successive calls, in order. */
  | 'mcp-pages'
  /** `[{"name", "inputSchema", ...}, ...]`: the tools of one page without the wrapper. */
  | 'mcp-tools-array'
  /** `{"registration_id", "pages", ...}`: the admission input of the vectors. */
  | 'admission-input'
  /** `{"servers": {"<id>": <any single-server format>, ...}}` or an array of admission inputs. */
  | 'multi-server'
  /** `[{"type": "function", "function": {"name", "description", "parameters", "strict"?}}]`. */
  | 'openai-chat-tools'
  /** `[{"type": "function", "name", "description", "parameters", "strict"?}]`. */
  | 'openai-responses-tools'
  /** `[{"name", "description", "input_schema", "defer_loading"?}]`. */
  | 'anthropic-tools';

/** One tool's own format flags (for instance Anthropic `defer_loading`, OpenAI `strict`). */
export interface ToolFormatFlags {
  page: number;
  index: number;
  /** The tool's name as given, or null when it has none that is a string. */
  name: string | null;
  flags: Record<string, JsonValue>;
}

/** One server's catalog, converted to `tools/list` result pages. */
export interface DetectedServer {
  /** The id the input carries (multi-server key or `registration_id`), or null: the user gives one. */
  id: string | null;
  kind: Exclude<ToolsFormatKind, 'multi-server'>;
  /** In words, e.g. "MCP tools/list result, 2 pages, 117 tools". */
  label: string;
  /** `tools/list` result objects; OpenAI `parameters` and Anthropic `input_schema` become `inputSchema`. */
  pages: JsonValue[];
  toolFlags: ToolFormatFlags[];
  /** Carried over from an admission input; absent means the user-registration defaults. */
  manifestMaxTools?: JsonValue;
  template?: JsonValue;
}

interface DetectedFormat {
  ok: true;
  kind: ToolsFormatKind;
  label: string;
  servers: DetectedServer[];
}

export type DetectResult = DetectedFormat | { ok: false; error: string };
