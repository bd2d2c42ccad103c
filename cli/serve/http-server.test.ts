import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SERVER } from '../../test-support/mcp-servers.ts';
import { createServeServer, pagePolicy } from './http-server.ts';
import { createLiveRegistry } from './live-registry.ts';

const root = mkdtempSync(join(tmpdir(), 'serve-root-'));
const index =
  '<!doctype html><meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;; connect-src &#39;self&#39;"><title>playground</title>';
writeFileSync(join(root, 'index.html'), index);
writeFileSync(join(tmpdir(), 'outside-the-root.txt'), 'secret');
const token = 'run-token-0123456789';
const registry = createLiveRegistry(
  [
    {
      id: 'shop',
      transport: 'stdio',
      command: process.execPath,
      // It says its secret back in its own name: serve's answers hold the name redacted.
      args: [TEST_SERVER, '--count', '2', '--echo-in', 'name'],
      env: { TEST_SERVER_SECRET: 'never-shown-key' },
    },
  ],
  10_000,
);
const server = createServeServer({ root, registry, token, policy: pagePolicy(index)! });
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
  await registry.start();
});
afterAll(async () => {
  server.close();
  await registry.stop();
  rmSync(root, { recursive: true, force: true });
});

/** A raw request, so the Host and Origin headers are exactly what a hostile page or process would send. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('disclosure serve', () => {
  it('serves the playground under its Content-Security-Policy, and nothing outside it', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('playground');
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; connect-src 'self'; frame-ancestors 'none'",
    );
    expect((await get('/..%2foutside-the-root.txt')).status).toBe(404);
    expect((await get('/%2e%2e/outside-the-root.txt')).status).toBe(404);
  });

  it('refuses a path that resolves outside the root through a link placed in it', async () => {
    symlinkSync(join(tmpdir(), 'outside-the-root.txt'), join(root, 'linked.txt'));
    mkdirSync(join(root, 'assets'));
    symlinkSync(tmpdir(), join(root, 'assets', 'linked-folder'));
    const linked = await get('/linked.txt');
    expect(linked.status).toBe(404);
    expect(linked.body).not.toContain('secret');
    expect((await get('/assets/linked-folder/outside-the-root.txt')).status).toBe(404);
    // A file really inside is still served.
    expect((await get('/index.html')).status).toBe(200);
  });

  it('answers only to 127.0.0.1 and localhost by its port, so a rebound DNS name gets nothing', async () => {
    expect((await get('/', { Host: 'attacker.example:80' })).status).toBe(421);
    expect((await get('/', { Host: `attacker.example:${port}` })).status).toBe(421);
    expect((await get('/', { Host: `localhost:${port}` })).status).toBe(200);
  });

  it("lets only this origin with this run's token use the servers", async () => {
    const auth = { Authorization: `Bearer ${token}` };
    expect((await get('/api/live/servers')).status).toBe(403);
    expect((await get('/api/live/servers', { Authorization: 'Bearer another-token-0123' })).status).toBe(403);
    const other = { ...auth, Origin: 'http://127.0.0.1:5173' };
    expect((await get('/api/live/servers', other)).status).toBe(403);
    expect((await get('/api/live/servers', { ...auth, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    const listed = await get('/api/live/servers', { ...auth, Origin: `http://127.0.0.1:${port}` });
    expect(listed.status).toBe(200);
    expect(JSON.parse(listed.body)).toMatchObject({
      servers: [
        {
          id: 'shop',
          state: 'ready',
          tools: 2,
          source: { server: { name: 'server env=*** argv=--count 2 --echo-in name auth=' } },
        },
      ],
    });
    const read = await get('/api/live/servers/shop/read', auth, 'POST');
    expect(JSON.parse(read.body)).toMatchObject({
      id: 'shop',
      revision: 2,
      pages: [{ tools: [{ name: 'tool_0' }, {}] }],
    });
    expect((await get('/api/live/servers/shop/read', auth)).status).toBe(405);
    expect((await get('/api/live/servers/nobody/catalog', auth)).status).toBe(404);
    // What the page is told names no command, path or environment.
    expect(`${listed.body}${read.body}`).not.toMatch(/never-shown-key|mcp-test-server|TEST_SERVER_SECRET/);
  });
  it('keeps the SDK out of the page it serves: nothing under app/ imports it', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(ts|tsx)$/.test(name) && /from '@modelcontextprotocol\//.test(readFileSync(path, 'utf8')))
          offenders.push(path);
      }
    };
    walk(join(import.meta.dirname, '..', '..', 'app'));
    expect(offenders).toEqual([]);
  });
});
