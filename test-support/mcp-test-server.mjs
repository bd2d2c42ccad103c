#!/usr/bin/env node
// A small MCP server for the live-import tests, on the SDK's own server classes. Plain
// JavaScript so a test starts it with `node` alone, in a fraction of a second.
//
//   --tools FILE         serve the tools array in FILE as it is, read again on every
//                        tools/list; an edit of FILE sends notifications/tools/list_changed
//   --count N            serve N generated tools (tool_0 …) instead
//   --page-size N        N tools per page, the rest behind nextCursor
//   --loop-cursor        every page carries the same nextCursor, so paging never ends
//   --malformed          the second page is not a tools/list result ({"tools": "…"})
//   --stderr TEXT        write TEXT (and the value of $TEST_SERVER_SECRET, if set) to stderr at start
//   --exit STATUS        exit with STATUS right after writing --stderr, before any answer
//   --exit-on-list STATUS  answer initialize, then exit with STATUS on tools/list
//   --hang               read requests and never answer one
//   --http PORT          Streamable HTTP at http://127.0.0.1:PORT/mcp instead of stdio
//   --require-token T    over HTTP, answer 401 unless "Authorization: Bearer T" is sent
import { readFileSync, watchFile } from 'node:fs';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const { values: opts } = parseArgs({
  options: {
    tools: { type: 'string' },
    count: { type: 'string' },
    'page-size': { type: 'string' },
    'loop-cursor': { type: 'boolean' },
    malformed: { type: 'boolean' },
    stderr: { type: 'string' },
    exit: { type: 'string' },
    'exit-on-list': { type: 'string' },
    hang: { type: 'boolean' },
    http: { type: 'string' },
    'require-token': { type: 'string' },
  },
});

if (opts.stderr !== undefined) {
  process.stderr.write(`${opts.stderr}\n`);
  if (process.env.TEST_SERVER_SECRET) process.stderr.write(`token is ${process.env.TEST_SERVER_SECRET}\n`);
}
if (opts.exit !== undefined) process.exit(Number(opts.exit));
if (opts.hang) {
  // Keeps reading so the client's writes succeed; nothing is ever answered.
  process.stdin.on('data', () => {});
  setInterval(() => {}, 1 << 30);
} else {
  await start();
}

function tools() {
  if (opts.tools !== undefined) return JSON.parse(readFileSync(opts.tools, 'utf8'));
  const count = Number(opts.count ?? 3);
  return Array.from({ length: count }, (_, i) => ({
    name: `tool_${i}`,
    description: `Test tool number ${i}.`,
    inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
  }));
}

function page(cursor) {
  const all = tools();
  const size = Number(opts['page-size'] ?? (all.length || 1));
  const start = cursor === undefined ? 0 : Number(cursor.replace('page-', ''));
  const pageIndex = Math.floor(start / size);
  if (opts.malformed && pageIndex === 1) return { tools: 'not a list of tools', nextCursor: 'page-x' };
  const result = { tools: all.slice(start, start + size) };
  if (opts['loop-cursor']) result.nextCursor = 'page-0';
  else if (start + size < all.length) result.nextCursor = `page-${start + size}`;
  return result;
}

function newServer() {
  const server = new Server(
    { name: 'disclosure-test-server', version: '1.2.3' },
    { capabilities: { tools: { listChanged: true } } },
  );
  server.setRequestHandler(ListToolsRequestSchema, async (request) => {
    if (opts['exit-on-list'] !== undefined) process.exit(Number(opts['exit-on-list']));
    return page(request.params?.cursor);
  });
  return server;
}

async function start() {
  const servers = new Set();
  if (opts.tools !== undefined) {
    watchFile(opts.tools, { interval: 50 }, () => {
      for (const server of servers) server.sendToolListChanged().catch(() => {});
    });
  }
  if (opts.http === undefined) {
    const server = newServer();
    servers.add(server);
    await server.connect(new StdioServerTransport());
    return;
  }
  // One transport (and one server) per session, as the SDK's stateful examples do.
  const sessions = new Map();
  const http = createServer(async (req, res) => {
    if (
      opts['require-token'] !== undefined &&
      req.headers.authorization !== `Bearer ${opts['require-token']}`
    ) {
      res.writeHead(401, { 'WWW-Authenticate': 'Bearer realm="test"' }).end('authentication required');
      return;
    }
    if (new URL(req.url, 'http://x').pathname !== '/mcp') {
      res.writeHead(404).end('not found');
      return;
    }
    const id = req.headers['mcp-session-id'];
    let transport = typeof id === 'string' ? sessions.get(id) : undefined;
    if (transport === undefined) {
      const server = newServer();
      transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => crypto.randomUUID(),
        onsessioninitialized: (sid) => sessions.set(sid, transport),
      });
      servers.add(server);
      transport.onclose = () => servers.delete(server);
      await server.connect(transport);
    }
    await transport.handleRequest(req, res);
  });
  http.listen(Number(opts.http), '127.0.0.1', () => process.stdout.write('listening\n'));
}
