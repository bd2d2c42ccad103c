import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { afterAll } from 'vitest';
import { freePort } from './free-port.ts';

const require = createRequire(import.meta.url);

/** The entry script of a reference server installed from npm (a devDependency). */
export function referenceServer(name: 'server-everything' | 'server-filesystem' | 'server-memory'): string {
  return join(dirname(require.resolve(`@modelcontextprotocol/${name}/package.json`)), 'dist', 'index.js');
}

/** The project's own test server (mcp-test-server.mjs). */
export const TEST_SERVER = join(dirname(fileURLToPath(import.meta.url)), 'mcp-test-server.mjs');

interface HttpServer {
  url: string;
  stop: () => void;
}

/**
 * Starts a server that listens on HTTP (PORT in its environment or a --http flag)
 * and resolves once it accepts connections on 127.0.0.1.
 */
export async function startHttpServer(args: string[], path: string, portArg?: string): Promise<HttpServer> {
  const port = freePort();
  const argv = portArg === undefined ? args : [...args, portArg, String(port)];
  const child: ChildProcess = spawn(process.execPath, argv, {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const stop = () => {
    child.kill();
  };
  const url = `http://127.0.0.1:${port}${path}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`, { method: 'HEAD' });
      return { url, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error(`${argv.join(' ')} did not start listening`);
}

/** Every tools/list page as the SDK's own client reads them (listTools, following nextCursor). */
export async function capturePages(transport: Transport): Promise<unknown[]> {
  const client = new Client({ name: 'capture', version: '1' });
  await client.connect(transport);
  try {
    const pages: unknown[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.listTools(cursor === undefined ? undefined : { cursor });
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor !== undefined);
    return pages;
  } finally {
    await client.close();
  }
}

export const stdioTransport = (args: string[], env: Record<string, string> = {}) =>
  new StdioClientTransport({ command: process.execPath, args, env, stderr: 'ignore' });
export const httpTransport = (url: string) => new StreamableHTTPClientTransport(new URL(url));
export const sseTransport = (url: string) => new SSEClientTransport(new URL(url));

/**
 * A scratch folder for one test file's configs and captures, and the HTTP servers
 * it starts: both are cleaned up once the file's tests are done.
 */
export function liveTestPlace(prefix: string): {
  dir: string;
  file: (name: string, text: string) => string;
  track: (server: HttpServer) => HttpServer;
} {
  const work = mkdtempSync(join(tmpdir(), prefix));
  const running: HttpServer[] = [];
  afterAll(() => {
    for (const server of running) server.stop();
    rmSync(work, { recursive: true, force: true });
  });
  return {
    dir: work,
    file: (name, text) => {
      const path = join(work, name);
      writeFileSync(path, text);
      return path;
    },
    track: (server) => {
      running.push(server);
      return server;
    },
  };
}
