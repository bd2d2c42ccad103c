import { isJsonObject, type JsonObject, type JsonValue } from '../json/json-value.ts';
import {
  type ConvertedTool,
  convertAnthropicTool,
  convertMcpTool,
  convertOpenAiTool,
  type ItemShape,
  itemShape,
} from './tool-converters.ts';
import type { DetectedServer, DetectResult, ToolFormatFlags, ToolsFormatKind } from './types.ts';

type ServerKind = DetectedServer['kind'];
type ServerResult = { ok: true; server: DetectedServer } | { ok: false; error: string };

const EXPECTED_FORMATS =
  'an MCP tools/list result {"tools": [...]}, a JSON-RPC response {"jsonrpc", "result": {"tools": [...]}}, ' +
  'a list of tools/list results, an array of MCP tools [{"name", "inputSchema"}], an admission input ' +
  '{"registration_id", "pages"}, several servers {"servers": {"<id>": ...}} or [admission inputs], ' +
  'an OpenAI tools array [{"type": "function", ...}] or an Anthropic tools array [{"name", "input_schema"}]';

const KIND_WORDS: Record<ToolsFormatKind, string> = {
  'mcp-tools-list-result': 'MCP tools/list result',
  'mcp-json-rpc-response': 'JSON-RPC response with an MCP tools/list result',
  'mcp-pages': 'MCP tools/list results',
  'mcp-tools-array': 'array of MCP tools',
  'admission-input': 'admission input',
  'multi-server': 'several servers',
  'openai-chat-tools': 'OpenAI Chat Completions tools array',
  'openai-responses-tools': 'OpenAI Responses tools array',
  'anthropic-tools': 'Anthropic tools array',
};

/** Every format kind, for options that name one (the CLI's `--format`). */
export const TOOLS_FORMAT_KINDS = Object.keys(KIND_WORDS) as ToolsFormatKind[];

/**
 * Recognises any supported tools format (ToolsFormatKind) and turns each server
 * in it into `tools/list` pages. With `expect`, anything else is refused. The
 * error says what was found and lists what was expected.
 */
export function detectToolsFormat(value: JsonValue, expect?: ToolsFormatKind): DetectResult {
  const detected = detect(value);
  if (!detected.ok) return detected;
  if (expect !== undefined && detected.kind !== expect)
    return { ok: false, error: `expected: ${KIND_WORDS[expect]}; found: ${detected.label}` };
  return detected;
}

function detect(value: JsonValue): DetectResult {
  if (isJsonObject(value) && Object.hasOwn(value, 'servers') && !Object.hasOwn(value, 'tools'))
    return detectServerMap(value.servers!);
  if (Array.isArray(value) && value.length > 0 && value.every((v) => itemShape(v) === 'admission'))
    return multiServer(value.map((v) => detectServer(v, null)));
  const single = detectServer(value, null);
  if (!single.ok) return single;
  return { ok: true, kind: single.server.kind, label: single.server.label, servers: [single.server] };
}

function detectServerMap(servers: JsonValue): DetectResult {
  if (!isJsonObject(servers))
    return { ok: false, error: '"servers" must map each server id to its tools in one of the formats' };
  return multiServer(
    Object.keys(servers).map((id) => {
      const one = detectServer(servers[id]!, id);
      return one.ok ? one : { ok: false, error: `server "${id}": ${one.error}` };
    }),
  );
}

function multiServer(results: ServerResult[]): DetectResult {
  const servers: DetectedServer[] = [];
  for (const r of results) {
    if (!r.ok) return r;
    servers.push(r.server);
  }
  if (servers.length === 0) return { ok: false, error: '"servers" names no server' };
  const parts = servers.map((s) => `${s.id ?? '?'}: ${s.label}`).join('; ');
  return { ok: true, kind: 'multi-server', label: `${servers.length} servers (${parts})`, servers };
}

function detectServer(value: JsonValue, id: string | null): ServerResult {
  if (Array.isArray(value)) return detectArray(value, id);
  if (!isJsonObject(value)) return notRecognised(value);
  if (itemShape(value) === 'admission') {
    if (!Array.isArray(value.pages))
      return { ok: false, error: 'an admission input\'s "pages" must be an array' };
    const pages = value.pages;
    const server = mcpServer('admission-input', pages, id ?? (value.registration_id as string));
    if (Object.hasOwn(value, 'manifest_max_tools')) server.manifestMaxTools = value.manifest_max_tools!;
    if (Object.hasOwn(value, 'template')) server.template = value.template!;
    return { ok: true, server };
  }
  if (Object.hasOwn(value, 'jsonrpc') || (Object.hasOwn(value, 'result') && !Object.hasOwn(value, 'tools'))) {
    const result = unwrapJsonRpc(value);
    if (!result.ok) return result;
    return { ok: true, server: mcpServer('mcp-json-rpc-response', [result.value], id) };
  }
  if (Array.isArray(value.tools)) {
    // A request body ({"model", "tools": [...]}) carries an OpenAI or Anthropic array under the same key.
    const inner = detectArray(value.tools, id);
    if (inner.ok && inner.server.kind !== 'mcp-tools-array' && inner.server.kind !== 'mcp-pages')
      return inner;
    return { ok: true, server: mcpServer('mcp-tools-list-result', [value], id) };
  }
  return notRecognised(value);
}

function unwrapJsonRpc(value: JsonObject): { ok: true; value: JsonValue } | { ok: false; error: string } {
  if (isJsonObject(value.error ?? null)) {
    const message = (value.error as JsonObject).message;
    const why = typeof message === 'string' ? `: ${message}` : '';
    return { ok: false, error: `a JSON-RPC error response, not a tools/list result${why}` };
  }
  const result = value.result;
  if (!isJsonObject(result ?? null) || !Object.hasOwn(result as JsonObject, 'tools'))
    return {
      ok: false,
      error: 'a JSON-RPC response whose "result" is not a tools/list result {"tools": [...]}',
    };
  return { ok: true, value: result! };
}

function detectArray(items: JsonValue[], id: string | null): ServerResult {
  const distinct = new Map<ItemShape, number>();
  items.forEach((item, i) => {
    const shape = itemShape(item);
    if (shape !== 'plain' && !distinct.has(shape)) distinct.set(shape, i);
  });
  if (distinct.size > 1) {
    const seen = [...distinct].map(([shape, i]) => `item ${i} looks like ${SHAPE_WORDS[shape]}`).join(', ');
    return { ok: false, error: `the array mixes formats: ${seen}` };
  }
  const shape = [...distinct.keys()][0] ?? 'mcp';
  switch (shape) {
    case 'openai-chat':
      return converted(
        'openai-chat-tools',
        items.map((t) => convertOpenAiTool(t, true)),
        id,
      );
    case 'openai-responses':
      return converted(
        'openai-responses-tools',
        items.map((t) => convertOpenAiTool(t, false)),
        id,
      );
    case 'anthropic':
      return converted('anthropic-tools', items.map(convertAnthropicTool), id);
    case 'page': {
      const pages: JsonValue[] = [];
      for (const item of items) {
        const page = isJsonObject(item) && Object.hasOwn(item, 'result') ? unwrapJsonRpc(item) : null;
        if (page !== null && !page.ok) return page;
        pages.push(page === null ? item : page.value);
      }
      return { ok: true, server: mcpServer('mcp-pages', pages, id) };
    }
    case 'admission':
      return { ok: false, error: 'an array of admission inputs is several servers; it cannot be nested' };
    default:
      return converted('mcp-tools-array', items.map(convertMcpTool), id);
  }
}

const SHAPE_WORDS: Record<ItemShape, string> = {
  'openai-chat': 'an OpenAI Chat Completions tool',
  'openai-responses': 'an OpenAI Responses tool',
  anthropic: 'an Anthropic tool',
  mcp: 'an MCP tool',
  page: 'a tools/list result',
  admission: 'an admission input',
  plain: 'something else',
};

function converted(kind: ServerKind, tools: ConvertedTool[], id: string | null): ServerResult {
  const server = mcpServer(kind, [{ tools: tools.map((t) => t.tool) }], id);
  // Formats without paging have no pages to speak of; they become one page.
  server.label = `${KIND_WORDS[kind]}, ${tools.length === 1 ? '1 tool' : `${tools.length} tools`}`;
  server.toolFlags = tools.map((t, index) => ({ page: 0, index, name: nameOf(t.tool), flags: t.flags }));
  return { ok: true, server };
}

/**
 * The pages a running server returned, as one server's `tools/list` results: what
 * detecting a file of those pages gives, without the guessing, so every page
 * reaches admission as it came, however malformed.
 */
export function pagesServer(pages: JsonValue[], id: string | null): DetectedServer {
  return mcpServer('mcp-pages', pages, id);
}

function mcpServer(kind: ServerKind, pages: JsonValue[], id: string | null): DetectedServer {
  const toolFlags: ToolFormatFlags[] = [];
  let count = 0;
  pages.forEach((page, p) => {
    const tools = isJsonObject(page) && Array.isArray(page.tools) ? page.tools : [];
    count += tools.length;
    tools.forEach((tool, index) => {
      toolFlags.push({ page: p, index, name: nameOf(tool), flags: {} });
    });
  });
  const pageWords = pages.length === 1 ? '1 page' : `${pages.length} pages`;
  const toolWords = count === 1 ? '1 tool' : `${count} tools`;
  const label = `${KIND_WORDS[kind]}, ${pageWords}, ${toolWords}`;
  return { id, kind, label, pages, toolFlags };
}

function nameOf(tool: JsonValue): string | null {
  return isJsonObject(tool) && typeof tool.name === 'string' ? tool.name : null;
}

function notRecognised(value: JsonValue): { ok: false; error: string } {
  return {
    ok: false,
    error: `not a tools format this playground reads (found ${describeValue(value)}); expected ${EXPECTED_FORMATS}`,
  };
}

function describeValue(value: JsonValue): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (isJsonObject(value)) {
    const keys = Object.keys(value)
      .slice(0, 5)
      .map((k) => JSON.stringify(k));
    return keys.length === 0 ? 'an empty object' : `an object with keys ${keys.join(', ')}`;
  }
  return typeof value === 'string' ? 'a string' : typeof value === 'boolean' ? 'a boolean' : 'a number';
}
