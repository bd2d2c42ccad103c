import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isJsonObject, type JsonValue, parseJson } from '../core/index.ts';
import { manyTools } from '../test-support/review-scenarios.ts';
import { runCli } from '../test-support/run-cli.ts';
import { REPO_ROOT } from '../test-support/vectors.ts';

const SERVERS = join(REPO_ROOT, 'app/presets/servers');
const NAME = /^[a-zA-Z0-9_-]{1,64}$/;

function body(stdout: string): Record<string, JsonValue> {
  const parsed = parseJson(stdout);
  if (!parsed.ok || !isJsonObject(parsed.value)) throw new Error(`not JSON: ${stdout.slice(0, 80)}`);
  return parsed.value;
}

/** A real server's tools imported beside nothing else, as `disclosure import` writes the scenario. */
function imported(file: string, id: string): string {
  const run = runCli(['import', join(SERVERS, file), '--id', id]);
  expect(run.status).toBe(0);
  return run.stdout;
}

describe('disclosure export', () => {
  it('needs --to with a known runtime and exactly one file', () => {
    expect(runCli(['export', '-']).stderr).toContain(
      'export needs --to anthropic|openai-responses|openai-chat',
    );
    expect(runCli(['export', '-', '--to', 'gemini']).stderr).toContain(
      '--to is anthropic, openai-responses, openai-chat',
    );
    expect(runCli(['export', '--to', 'anthropic']).status).toBe(2);
    expect(runCli(['export', 'a', 'b', '--to', 'anthropic']).stderr).toContain('exactly one FILE');
  });

  it('says why a file cannot be exported', () => {
    const run = runCli(['export', '-', '--to', 'anthropic'], '{"definitions": [');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^disclosure: standard input: invalid JSON/);
  });

  it('on a raw tool catalog, says to make a scenario of it with import first, as report does', () => {
    const file = join(SERVERS, 'github.json');
    for (const argv of [
      ['export', file, '--to', 'anthropic'],
      ['report', file],
    ]) {
      const run = runCli(argv);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('scenario.definitions must be an array');
      expect(run.stderr).toMatch(
        /it holds a tool catalog \(JSON-RPC response with an MCP tools\/list result, 1 page, \d+ tools\), not a scenario/,
      );
      expect(run.stderr).toContain(`make a scenario of it first with disclosure import ${file} --id NAME`);
    }
    // A scenario that fails for another reason gets no such hint.
    expect(runCli(['export', '-', '--to', 'anthropic'], '{"definitions": 3}').stderr).not.toContain('import');
  });

  it('over a cap it still exports, and names the cap on standard error', () => {
    const scenario = JSON.stringify({ definitions: manyTools(130, 5) });
    const run = runCli(['export', '-', '--to', 'openai-chat'], scenario);
    expect(run.status).toBe(0);
    expect((body(run.stdout).tools as JsonValue[]).length).toBe(130);
    expect(run.stderr).toContain(
      "disclosure: warning: 130 functions is over OpenAI Chat Completions' cap of 128 (400 array_above_max_length).",
    );
  });

  it('says on standard error what Chat Completions cannot carry, and lists renamed tools', () => {
    const definitions = [
      {
        capability_id: 'x.a',
        name: 'tool_search_tool_bm25',
        description: 'A',
        parameters: { type: 'object' },
      },
      ...manyTools(4, 2),
    ];
    const scenario = JSON.stringify({ definitions, caps: { max_tools: 3 } });
    const chat = runCli(['export', '-', '--to', 'openai-chat'], scenario);
    expect(chat.stderr).toContain(
      "disclosure: note: Chat Completions cannot defer: IronClaw's 5 deferred tools are sent in full.",
    );
    const anthropic = runCli(['export', '-', '--to', 'anthropic'], scenario);
    expect(anthropic.stderr.split('\n')[0]).toBe(
      'disclosure: renamed: tool_search_tool_bm25 -> tool_search_tool_bm25_2',
    );
    expect(anthropic.stderr).toContain(
      'disclosure: note: A cache_control breakpoint is set on tool_search_tool_bm25,',
    );
    expect(anthropic.stdout).toContain('"name":"tool_search_tool_bm25_2"');
  });

  // The held-back real catalogs: every preset server's tools/list, imported and exported to each runtime.
  const files = readdirSync(SERVERS).filter((f) => f.endsWith('.json'));
  describe.each(files)('%s', (file) => {
    const scenario = imported(file, file.replace('.json', ''));
    const withCaps = JSON.stringify({ ...JSON.parse(scenario), caps: { max_tools: 1 } });

    it('Anthropic: {name, description, input_schema} with an object schema; only search finds the deferred', () => {
      const run = runCli(['export', '-', '--to', 'anthropic'], withCaps);
      expect(run.status).toBe(0);
      const tools = (body(run.stdout).tools as JsonValue[]).filter(isJsonObject);
      expect(tools[0]).toMatchObject({
        type: 'tool_search_tool_bm25_20251119',
        name: 'tool_search_tool_bm25',
      });
      // One cache breakpoint, on the last tool sent up front.
      const marked = tools.flatMap((t, i) => (t.cache_control === undefined ? [] : [i]));
      expect(marked).toEqual([tools.findLastIndex((t) => t.defer_loading !== true)]);
      for (const t of tools.slice(1)) {
        const keys = Object.keys(t).filter((k) => k !== 'cache_control');
        expect(keys.sort()).toEqual(
          t.defer_loading
            ? ['defer_loading', 'description', 'input_schema', 'name']
            : ['description', 'input_schema', 'name'],
        );
        expect(String(t.name)).toMatch(NAME);
        expect((t.input_schema as Record<string, JsonValue>).type).toBe('object');
      }
      expect(tools.some((t) => t.defer_loading === true)).toBe(true);
    });

    it('OpenAI Responses: the server is one namespace of functions', () => {
      const run = runCli(['export', '-', '--to', 'openai-responses'], withCaps);
      const tools = (body(run.stdout).tools as JsonValue[]).filter(isJsonObject);
      expect(tools).toContainEqual({ type: 'tool_search' });
      const spaces = tools.filter((t) => t.type === 'namespace');
      expect(spaces.map((s) => s.name)).toEqual([file.replace('.json', '')]);
      for (const f of (spaces[0]!.tools as JsonValue[]).filter(isJsonObject)) {
        expect(f.type).toBe('function');
        expect(typeof f.strict).toBe('boolean');
        expect(String(f.name)).toMatch(NAME);
        expect((f.parameters as Record<string, JsonValue>).type).toBe('object');
      }
    });

    it('Chat Completions: {type: function, function: {name, description, parameters, strict}}', () => {
      const run = runCli(['export', '-', '--to', 'openai-chat'], scenario);
      const tools = (body(run.stdout).tools as JsonValue[]).filter(isJsonObject);
      expect(tools.length).toBeGreaterThan(0);
      for (const t of tools) {
        expect(t.type).toBe('function');
        expect(Object.keys(t.function as object).sort()).toEqual([
          'description',
          'name',
          'parameters',
          'strict',
        ]);
      }
    });
  });
});
