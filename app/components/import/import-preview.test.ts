import { describe, expect, it } from 'vitest';
import { canonicalJson, importServers, type JsonValue, parseJson } from '../../../core/index.ts';
import githubData from '../../presets/servers/github.json?raw';
import { applyImport } from './apply-import.ts';
import { previewImport } from './import-preview.ts';

const githubResult = JSON.stringify((JSON.parse(githubData) as { result: unknown }).result);

function parseJsonOrThrow(text: string): JsonValue {
  const parsed = parseJson(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

const rag = JSON.stringify({
  tools: [
    { name: 'probe', description: 'Improves retrieval (RAG) quality', inputSchema: { type: 'object' } },
  ],
});

describe(previewImport, () => {
  it('names what is wrong before anything is admitted', () => {
    expect(previewImport('  ', 'x')).toEqual({ kind: 'empty' });
    expect(previewImport('{"tools": [', 'x')).toMatchObject({ kind: 'invalid-json', line: 1 });
    expect(previewImport('{"mode": "off"}', 'x').kind).toBe('unrecognised');
  });

  it('admits a real tools/list result under the typed server id, with IronClaw’s outcome', () => {
    const preview = previewImport(githubResult, 'github');
    if (preview.kind !== 'detected') throw new Error(preview.kind);
    const [server] = preview.servers;
    expect(server?.registrationId).toBe('github');
    expect(server?.productMessage).toBeNull();
    expect(server?.rows.filter((r) => r.findings.length > 0).map((r) => r.name)).toEqual([
      'search_repositories',
      'search_code',
    ]);
  });

  it('gives the message the product shows for a rejected catalog', () => {
    const preview = previewImport(rag, 'acme');
    if (preview.kind !== 'detected') throw new Error(preview.kind);
    expect(preview.servers[0]?.productMessage).toBe('hosted MCP catalog rejected by safety policy');
    expect(previewImport(githubResult, 'mcp-github')).toMatchObject({
      servers: [{ productMessage: 'hosted MCP extension name is unavailable' }],
    });
  });
});

describe(applyImport, () => {
  const scenario = '{\n  "mode": "off",\n  "definitions": []\n}\n';

  it('adds an admitted server and keeps the rest of the scenario', () => {
    const preview = previewImport(githubResult, 'github');
    if (preview.kind !== 'detected') throw new Error(preview.kind);
    const result = applyImport(scenario, preview.servers, 'add');
    if (!result.ok) throw new Error(result.reason);
    const out = JSON.parse(result.text);
    expect(out.mode).toBe('off');
    expect(out.definitions).toHaveLength(21);
    expect(out.servers[0]).toMatchObject({ id: 'github', summary: { outcome: 'admitted' } });
  });

  it('records a rejected catalog under servers and adds none of its tools, as the CLI does', () => {
    const preview = previewImport(rag, 'acme');
    if (preview.kind !== 'detected') throw new Error(preview.kind);
    const result = applyImport(scenario, preview.servers, 'add');
    if (!result.ok) throw new Error(result.reason);
    const out = JSON.parse(result.text);
    expect(out.definitions).toEqual([]);
    expect(out.servers[0]).toMatchObject({
      id: 'acme',
      summary: { outcome: 'safety:rejected_by_safety_policy' },
    });
    expect(result.added).toEqual([]);
    expect(result.refused).toEqual(['acme']);
    const server = preview.servers[0]!;
    if (!server.admission.ok) throw new Error('not read');
    const cli = importServers(
      JSON.parse(scenario),
      [{ id: 'acme', format: server.server.kind, report: server.admission.report }],
      'add',
    );
    expect(cli.ok && canonicalJson(cli.scenario)).toBe(canonicalJson(parseJsonOrThrow(result.text)));
  });

  it('refuses a text that admission cannot read at all', () => {
    expect(applyImport(scenario, [], 'replace')).toMatchObject({ ok: false });
  });

  it('replaces as `disclosure import` writes: old caps and mode go, the name and queries stay', () => {
    const preview = previewImport(githubResult, 'github');
    if (preview.kind !== 'detected') throw new Error(preview.kind);
    const old = JSON.stringify({
      name: 'Old preset',
      mode: 'bridged',
      caps: { max_tools: 10 },
      promoted: ['gone'],
      queries: [{ query: 'open issues' }],
      definitions: [],
    });
    const result = applyImport(old, preview.servers, 'replace');
    if (!result.ok) throw new Error(result.reason);
    const out = JSON.parse(result.text);
    expect(Object.keys(out)).toEqual(['name', 'queries', 'replaced_catalog', 'definitions', 'servers']);
    expect(out.servers[0]).toMatchObject({ id: 'github', format: 'mcp-tools-list-result' });
    // From an empty editor the browser writes exactly the CLI's scenario.
    const fresh = applyImport('', preview.servers, 'replace');
    const server = preview.servers[0]!;
    if (!fresh.ok || !server.admission.ok) throw new Error('not imported');
    const cli = importServers(
      null,
      [{ id: 'github', format: server.server.kind, report: server.admission.report }],
      'replace',
    );
    expect(cli.ok && canonicalJson(cli.scenario)).toBe(canonicalJson(parseJsonOrThrow(fresh.text)));
  });

  it('refuses to add into a scenario that is not JSON, but can replace it', () => {
    const preview = previewImport(githubResult, 'github');
    if (preview.kind !== 'detected') throw new Error(preview.kind);
    expect(applyImport('{ broken', preview.servers, 'add')).toMatchObject({ ok: false });
    const replaced = applyImport('{ broken', preview.servers, 'replace');
    expect(replaced.ok && JSON.parse(replaced.text).definitions).toHaveLength(21);
  });
});
