import { describe, expect, it } from 'vitest';
import { admitHostedCatalog } from '../admission/index.ts';
import { parseJson } from '../json/json-parse.ts';
import type { JsonValue } from '../json/json-value.ts';
import { detectToolsFormat } from './detect-tools-format.ts';
import { toAdmissionInput } from './to-admission-input.ts';

function json(text: string): JsonValue {
  const parsed = parseJson(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

const MCP_TOOL = '{"name":"search","description":"Find","inputSchema":{"type":"object"}}';
const RESULT = `{"tools":[${MCP_TOOL}],"nextCursor":"2"}`;
const LAST = '{"tools":[{"name":"get","inputSchema":{"type":"object"}}]}';

describe(detectToolsFormat, () => {
  it.each([
    [RESULT, 'mcp-tools-list-result', 'MCP tools/list result, 1 page, 1 tool'],
    [
      `{"jsonrpc":"2.0","id":1,"result":${LAST}}`,
      'mcp-json-rpc-response',
      'JSON-RPC response with an MCP tools/list result, 1 page, 1 tool',
    ],
    [`[${RESULT},${LAST}]`, 'mcp-pages', 'MCP tools/list results, 2 pages, 2 tools'],
    [
      `[${RESULT},{"jsonrpc":"2.0","id":2,"result":${LAST}}]`,
      'mcp-pages',
      'MCP tools/list results, 2 pages, 2 tools',
    ],
    [`[${MCP_TOOL},{"name":"Bad"}]`, 'mcp-tools-array', 'array of MCP tools, 2 tools'],
    [`{"registration_id":"acme","pages":[${LAST}]}`, 'admission-input', 'admission input, 1 page, 1 tool'],
    [
      '[{"type":"function","function":{"name":"a","parameters":{"type":"object"},"strict":true}}]',
      'openai-chat-tools',
      'OpenAI Chat Completions tools array, 1 tool',
    ],
    [
      '[{"type":"function","name":"a","description":"d","parameters":{}}]',
      'openai-responses-tools',
      'OpenAI Responses tools array, 1 tool',
    ],
    [
      '{"model":"m","tools":[{"name":"a","input_schema":{"type":"object"},"defer_loading":true}]}',
      'anthropic-tools',
      'Anthropic tools array, 1 tool',
    ],
  ])('recognises %s', (text, kind, label) => {
    const detected = detectToolsFormat(json(text));
    if (!detected.ok) expect.fail(detected.error);
    expect([detected.kind, detected.label]).toEqual([kind, label]);
  });

  it('turns OpenAI parameters and Anthropic input_schema into inputSchema and keeps their flags', () => {
    const openai = detectToolsFormat(json('[{"type":"function","function":{"name":"a","strict":true}}]'));
    const anthropic = detectToolsFormat(
      json('[{"name":"b","input_schema":{"type":"object"},"defer_loading":true}]'),
    );
    if (!openai.ok || !anthropic.ok) expect.fail('not detected');
    expect(openai.servers[0]!.pages).toEqual([{ tools: [{ name: 'a', inputSchema: { type: 'object' } }] }]);
    expect(openai.servers[0]!.toolFlags[0]!.flags).toEqual({ strict: true, parameters_omitted: true });
    expect(anthropic.servers[0]!.pages).toEqual([
      { tools: [{ name: 'b', inputSchema: { type: 'object' } }] },
    ]);
    expect(anthropic.servers[0]!.toolFlags[0]).toEqual({
      page: 0,
      index: 0,
      name: 'b',
      flags: { defer_loading: true },
    });
  });

  it('reads several servers, each under its own id', () => {
    const detected = detectToolsFormat(
      json(`{"servers":{"gh":${RESULT},"docs":[{"name":"q","input_schema":{"type":"object"}}]}}`),
    );
    if (!detected.ok) expect.fail(detected.error);
    expect(detected.kind).toBe('multi-server');
    expect(detected.servers.map((s) => [s.id, s.kind])).toEqual([
      ['gh', 'mcp-tools-list-result'],
      ['docs', 'anthropic-tools'],
    ]);
    const inputs = detectToolsFormat(
      json(`[{"registration_id":"a","pages":[]},{"registration_id":"b","pages":[]}]`),
    );
    expect(inputs.ok && inputs.servers.map((s) => s.id)).toEqual(['a', 'b']);
  });

  it('names what it expected when nothing matches, and what differs in a mixed array', () => {
    const none = detectToolsFormat(json('{"definitions":[]}'));
    expect(none.ok || none.error).toMatch(
      /found an object with keys "definitions".*expected an MCP tools\/list result/,
    );
    const mixed = detectToolsFormat(json(`[${MCP_TOOL},{"name":"b","input_schema":{}}]`));
    expect(mixed.ok || mixed.error).toBe(
      'the array mixes formats: item 0 looks like an MCP tool, item 1 looks like an Anthropic tool',
    );
    const rpcError = detectToolsFormat(
      json('{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"nope"}}'),
    );
    expect(rpcError.ok || rpcError.error).toBe('a JSON-RPC error response, not a tools/list result: nope');
  });

  it('refuses another format than the one asked for', () => {
    const r = detectToolsFormat(json(RESULT), 'anthropic-tools');
    expect(r.ok || r.error).toBe(
      'expected: Anthropic tools array; found: MCP tools/list result, 1 page, 1 tool',
    );
  });

  it('admits every format through the same pipeline, under the id the user gives', () => {
    const detected = detectToolsFormat(
      json('[{"type":"function","name":"get_issue","parameters":{"type":"object"}}]'),
    );
    if (!detected.ok) expect.fail(detected.error);
    const outcome = admitHostedCatalog(toAdmissionInput(detected.servers[0]!, 'github'));
    expect(outcome.ok && outcome.report.definitions.map((d) => d.name)).toEqual(['mcp-github__get_issue']);
  });
});
