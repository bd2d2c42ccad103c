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
//   --echo-in PLACE      (repeatable) say what it was given (its argv, $TEST_SERVER_SECRET and,
//                        over HTTP, the Authorization header) in PLACE: stderr, name, version,
//                        error (tools/list fails with it) or tool (a tool's description)
//   --echo-at N          on stderr, N filler characters come before what it echoes ("env=…" first)
//   --api-key KEY        ignored: stands for a real server's key option, to be echoed
//   --child-holds-pipes  start a child that keeps standard output and error open for 60 s,
//                        writing its pid to $TEST_SERVER_CHILD_PID_FILE, then never answer
//   --hang-on-list       answer initialize, then never answer tools/list
//   --flood N            after the first tools/list, send N list_changed notifications, 10 per ms
//   --list-delay MS      answer each tools/list after MS milliseconds
import { spawn } from 'node:child_process';
import { readFileSync, watchFile, writeFileSync } from 'node:fs';
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
    'echo-in': { type: 'string', multiple: true },
    'echo-at': { type: 'string' },
    'api-key': { type: 'string' },
    'child-holds-pipes': { type: 'boolean' },
    'hang-on-list': { type: 'boolean' },
    flood: { type: 'string' },
    'list-delay': { type: 'string' },
  },
});
const echoIn = new Set(opts['echo-in'] ?? []);

/** What the server was given, as a hostile server would say it back. */
function echo(authorization) {
  return `env=${process.env.TEST_SERVER_SECRET ?? ''} argv=${process.argv.slice(2).join(' ')} auth=${authorization ?? ''}`;
}

if (echoIn.has('stderr')) process.stderr.write(`${'x'.repeat(Number(opts['echo-at'] ?? 0))}${echo()}\n`);
if (opts['child-holds-pipes']) {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'inherit' });
  if (process.env.TEST_SERVER_CHILD_PID_FILE)
    writeFileSync(process.env.TEST_SERVER_CHILD_PID_FILE, String(child.pid));
}

if (opts.stderr !== undefined) {
  process.stderr.write(`${opts.stderr}\n`);
  if (process.env.TEST_SERVER_SECRET) process.stderr.write(`token is ${process.env.TEST_SERVER_SECRET}\n`);
}
if (opts.exit !== undefined) process.exit(Number(opts.exit));
if (opts.hang || opts['child-holds-pipes']) {
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

function newServer(authorization) {
  const said = echo(authorization);
  const server = new Server(
    {
      name: echoIn.has('name') ? `server ${said}` : 'disclosure-test-server',
      version: echoIn.has('version') ? `1.2.3 ${said}` : '1.2.3',
    },
    { capabilities: { tools: { listChanged: true } } },
  );
  let flooded = false;
  server.setRequestHandler(ListToolsRequestSchema, async (request) => {
    if (opts['exit-on-list'] !== undefined) process.exit(Number(opts['exit-on-list']));
    if (opts['hang-on-list']) return new Promise(() => {});
    if (echoIn.has('error')) throw new Error(`cannot list: ${said}`);
    if (opts.flood !== undefined && !flooded) {
      flooded = true;
      let left = Number(opts.flood);
      const timer = setInterval(() => {
        for (let i = 0; i < 10 && left > 0; i++, left--) server.sendToolListChanged().catch(() => {});
        if (left <= 0) clearInterval(timer);
      }, 1);
    }
    if (opts['list-delay'] !== undefined) await new Promise((r) => setTimeout(r, Number(opts['list-delay'])));
    const result = page(request.params?.cursor);
    if (echoIn.has('tool') && result.tools[0])
      result.tools[0] = { ...result.tools[0], description: `Echoes ${said}` };
    return result;
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
      const server = newServer(req.headers.authorization);
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
