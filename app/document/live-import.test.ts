// biome-ignore-all lint/suspicious/noTemplateCurlyInString: client configs spell their variables ${…}, and this is one
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configAsJson } from '../../cli/live/config-text.ts';
import { createServeServer } from '../../cli/serve/http-server.ts';
import { createLiveRegistry } from '../../cli/serve/live-registry.ts';
import { configServers } from '../../cli/serve.ts';
import { LIVE_API, type LiveServerState, readLiveCatalogText, type UnreadServer } from '../../core/index.ts';
import { liveTestPlace, TEST_SERVER } from '../../test-support/mcp-servers.ts';
import { memoryIo } from '../../test-support/memory-io.ts';
import { runCliAsync } from '../../test-support/run-cli.ts';
import { applyLiveCatalogs } from './live-import.ts';

const { file } = liveTestPlace('page-import-');
const token = 'page-import-token-0123456789';

/** Numbers a JSON Schema carries, written as a server writes them: they must arrive as numbers. */
const TOOLS = [
  {
    name: 'list_issues',
    description: 'List the issues of a repository, newest first.',
    inputSchema: {
      type: 'object',
      properties: {
        page: { type: 'integer', minimum: 1, default: 1 },
        per_page: { type: 'integer', minimum: 1, maximum: 100 },
        ratio: { type: 'number', exclusiveMaximum: 0.5 },
      },
      required: ['page'],
    },
  },
];

const toolsFile = file('tools.json', JSON.stringify(TOOLS));
const config = file(
  'servers.json',
  JSON.stringify({
    mcpServers: {
      shop: {
        command: process.execPath,
        args: [TEST_SERVER, '--tools', toolsFile],
      },
      unset: { command: process.execPath, args: ['${env:PAGE_IMPORT_NEVER_SET}'] },
      broken: {
        command: process.execPath,
        args: [TEST_SERVER, '--stderr', 'at /home/me/secret.db', '--exit', '3'],
      },
      more: { command: process.execPath, args: [TEST_SERVER, '--count', '2'] },
    },
  }),
);

const lines: string[] = [];
// The servers as `disclosure serve --config` reads them.
const read = configServers(config, memoryIo({ [config]: readFileSync(config, 'utf8') }).io, configAsJson);
if (!read.ok) throw new Error('the config does not read');
const registry = createLiveRegistry(read.servers, 10_000, {
  unserved: read.unserved,
  order: read.order,
  tell: (line) => lines.push(line),
});
const server = createServeServer({ root: file('root', ''), registry, token, policy: "default-src 'none'" });
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  await registry.start();
});
afterAll(async () => {
  server.close();
  await registry.stop();
});

/** What the page does with serve's answers: the servers' states, then each catalog as text, read by core. */
async function importAsThePage(): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const { servers } = (await (await fetch(`${origin}${LIVE_API}/servers`, { headers })).json()) as {
    servers: LiveServerState[];
  };
  const catalogs = [];
  const unread: UnreadServer[] = [];
  for (const s of servers) {
    if (s.state === 'failed') {
      unread.push({ id: s.id, source: s.source, failure: s.failure ?? '' });
      continue;
    }
    const text = await (await fetch(`${origin}${LIVE_API}/servers/${s.id}/catalog`, { headers })).text();
    catalogs.push(readLiveCatalogText(text)!);
  }
  const imported = applyLiveCatalogs(null, catalogs, unread, 'replace');
  if (!imported.ok) throw new Error(imported.reason);
  return imported.text;
}

const withoutReadAt = (text: string) => text.replace(/"read_at": "[^"]*"/g, '"read_at": ""');

describe("the page's live import", () => {
  it('is `disclosure import --config` of the same servers, byte for byte but for when they were read', async () => {
    const page = await importAsThePage();
    const cli = await runCliAsync(['import', '--config', config, '--timeout', '10']);
    expect(cli.status).toBe(2); // two servers could not be read
    expect(withoutReadAt(page)).toBe(withoutReadAt(`${cli.stdout}`));
  });

  it('keeps the numbers as the server wrote them, never as strings', async () => {
    const page = await importAsThePage();
    expect(page).toContain('"minimum": 1,');
    expect(page).toContain('"maximum": 100');
    expect(page).toContain('"exclusiveMaximum": 0.5');
    expect(page).not.toMatch(/"minimum": "1"/);
  });

  it('lists a config entry that cannot be served, and keeps a short cause where the scenario goes', async () => {
    const page = await importAsThePage();
    expect(page).toContain('PAGE_IMPORT_NEVER_SET is not set"');
    expect(page).toContain('"failure": "exited with status 3"');
    expect(page).not.toContain('secret.db');
    // The terminal hears all of it.
    expect(lines.join('\n')).toContain('secret.db');
    expect(lines).toContain('shop: 1 tool(s) read');
    // Every read after the first is told too, not only the first of each server.
    await registry.catalog('shop', true);
    expect(lines).toContain('shop: 1 tool(s) read again, as the page asked');
  });

  it('pushes a changed catalog with its event, numbers as the server wrote them', async () => {
    const controller = new AbortController();
    const response = await fetch(`${origin}${LIVE_API}/events?live=${token}`, { signal: controller.signal });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let stream = '';
    const pushed = (async () => {
      while (!stream.includes('event: catalog')) stream += (await reader.read()).value ?? '';
      while (!/event: catalog\ndata: .*\n\n/.test(stream)) stream += (await reader.read()).value ?? '';
    })();
    writeFileSync(toolsFile, JSON.stringify([...TOOLS, { ...TOOLS[0], name: 'list_pulls' }]));
    await pushed;
    controller.abort();
    const data = /event: catalog\ndata: (.*)\n\n/.exec(stream)![1]!;
    const catalog = readLiveCatalogText(data)!;
    expect(catalog.id).toBe('shop');
    expect(data).toContain('"minimum":1,');
    expect(catalog.pages).toHaveLength(1);
  }, 20_000);
});
