import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { LIVE_API, LIVE_TOKEN_PARAM, writeLiveCatalogText } from '../../core/index.ts';
import type { LiveRegistry } from './live-registry.ts';
import { sendStatic } from './static-files.ts';

interface ServeOptions {
  /** The built playground (dist/). */
  root: string;
  registry: LiveRegistry;
  /** Made for this run; a request to the servers without it is refused. */
  token: string;
  /** The built page's own Content-Security-Policy (pagePolicy), sent as a header too. */
  policy: string;
}

/**
 * The policy the build wrote into index.html's `<meta>`, so the page served here
 * is held to exactly the policy it was built with; null when it has none.
 */
export function pagePolicy(indexHtml: string): string | null {
  const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(indexHtml);
  if (meta === null) return null;
  const text = meta[1]!
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  // A <meta> policy cannot say who may frame the page; a header can, and nobody may.
  return `${text}; frame-ancestors 'none'`;
}

/**
 * The playground and its live servers on one origin. Every request must name
 * this machine by the port it listens on (a page on a rebound DNS name carries its
 * own host and is refused), and a request to the servers must come from this
 * origin with this run's token: another page cannot send it, another process
 * does not know it.
 */
export function createServeServer({ root, registry, token, policy }: ServeOptions): Server {
  const headers = {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const port = (server.address() as { port: number } | null)?.port ?? 0;
    const origins = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
    if (!origins.some((o) => `http://${req.headers.host ?? ''}` === o)) {
      refuse(res, 421, 'this server answers only to 127.0.0.1 and localhost');
      return;
    }
    const url = new URL(req.url ?? '/', origins[0]);
    if (url.pathname.startsWith(`${LIVE_API}/`)) {
      const why = refusal(req, url, origins, token);
      if (why !== null) refuse(res, 403, why);
      else void answerApi(req, res, url, registry).catch(() => refuse(res, 500, 'the request failed'));
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      refuse(res, 405, 'only GET and HEAD here');
      return;
    }
    void sendStatic(root, url.pathname, req.method === 'HEAD', res);
  });
  return server;
}

/** Why a request to the servers is refused, or null: same origin (when the browser says), and the token. */
function refusal(req: IncomingMessage, url: URL, origins: string[], token: string): string | null {
  const origin = req.headers.origin;
  if (origin !== undefined && !origins.includes(origin)) return 'another origin may not use these servers';
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return 'another site may not use these servers';
  const auth = req.headers.authorization;
  // An event stream cannot send a header, so it carries the token in its address, to this origin only.
  const given = auth?.startsWith('Bearer ') ? auth.slice(7) : url.searchParams.get(LIVE_TOKEN_PARAM);
  if (given === null || given === undefined || !sameToken(given, token))
    return "the token is missing or is not this run's; open the address disclosure serve printed";
  return null;
}

function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function answerApi(req: IncomingMessage, res: ServerResponse, url: URL, registry: LiveRegistry) {
  const path = url.pathname.slice(LIVE_API.length);
  if (path === '/servers' && req.method === 'GET') return sendJson(res, 200, { servers: registry.list() });
  if (path === '/events' && req.method === 'GET') return streamEvents(req, res, registry);
  const match = /^\/servers\/([^/]+)\/(catalog|read)$/.exec(path);
  const id = match ? decodeURIComponent(match[1]!) : null;
  if (match === null || id === null || !registry.has(id)) return refuse(res, 404, 'no such server');
  const fresh = match[2] === 'read';
  if (fresh !== (req.method === 'POST'))
    return refuse(res, 405, fresh ? 'read is a POST' : 'catalog is a GET');
  const catalog = await registry.catalog(id, fresh);
  if ('failure' in catalog) return sendJson(res, 502, { id, failure: catalog.failure });
  // Numbers as the server wrote them: `"minimum": 1` must not reach the page as `"1"`.
  return sendText(res, 200, writeLiveCatalogText({ id, ...catalog }));
}

/** Server-sent events: the servers' states now and after every change, each changed catalog with it, with a comment now and then to keep it open. */
function streamEvents(req: IncomingMessage, res: ServerResponse, registry: LiveRegistry) {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  });
  const send = () => res.write(`event: servers\ndata: ${JSON.stringify({ servers: registry.list() })}\n\n`);
  send();
  const unsubscribe = registry.subscribe(send);
  // Compact JSON holds no line break, so the catalog is one `data:` line; numbers as the server wrote them.
  const unsubscribeCatalogs = registry.subscribeCatalogs((catalog) =>
    res.write(`event: catalog\ndata: ${writeLiveCatalogText(catalog)}\n\n`),
  );
  const keepAlive = setInterval(() => res.write(': still here\n\n'), 15_000);
  req.on('close', () => {
    clearInterval(keepAlive);
    unsubscribe();
    unsubscribeCatalogs();
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  sendText(res, status, JSON.stringify(body));
}

function sendText(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(text);
}

function refuse(res: ServerResponse, status: number, why: string) {
  if (res.headersSent) {
    res.end();
    return;
  }
  sendJson(res, status, { error: why });
}
