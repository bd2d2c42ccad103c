import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport, SseError } from '@modelcontextprotocol/sdk/client/sse.js';
import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { CatalogTransport } from '../../core/index.ts';
import { boundedFetch } from './bounded-fetch.ts';
import { basicValue, type Redactor, redactorOf } from './redaction.ts';
import type { LiveServerSpec } from './server-spec.ts';
import { StderrTail } from './stderr-tail.ts';
import { GroupStdioTransport, STDIO_MESSAGE_MAX_BYTES } from './stdio-transport.ts';

/** A client connected to one server: initialized, its own words about itself kept. */
export interface Connected {
  client: Client;
  transport: CatalogTransport;
  protocolVersion: string | null;
  /** Why the connection ended, in words, once it has (a server that exited says its status). */
  endedBecause: () => Promise<string>;
  /** The connection's one redaction (redaction.ts), which every text about it passes last. */
  redact: Redactor;
  close: () => Promise<void>;
}

type ConnectResult = { ok: true; connected: Connected } | { ok: false; failure: string };

const CLIENT_INFO = { name: 'disclosure', version: '0.1.0' };

/**
 * Starts or reaches the server and initializes it with the SDK's Client, within
 * `timeoutMs`. Over HTTP it tries Streamable HTTP first and falls back to the older
 * HTTP+SSE transport when the server answers the POST with a 4xx other than 401 or
 * 403, as the SDK documents for servers that predate Streamable HTTP. A failure's
 * text never holds the server's address (its path may hold a key) and has passed
 * the connection's redaction.
 */
export async function connect(spec: LiveServerSpec, timeoutMs: number): Promise<ConnectResult> {
  const redact = redactorOf(spec);
  const result = await connectRaw(spec, timeoutMs, redact);
  return result.ok ? result : { ok: false, failure: redact(result.failure) };
}

async function connectRaw(spec: LiveServerSpec, timeoutMs: number, redact: Redactor): Promise<ConnectResult> {
  if (spec.transport === 'stdio') return connectStdio(spec, timeoutMs, redact);
  let url: URL;
  try {
    url = new URL(spec.url);
  } catch {
    return { ok: false, failure: 'the "url" given is not an address' };
  }
  const headers = { ...spec.headers };
  // fetch refuses an address with credentials in it; they travel as Basic authentication, as a browser sends them.
  if (url.username !== '' || url.password !== '') {
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'authorization'))
      headers.Authorization = `Basic ${basicValue(decodeURIComponent(url.username), decodeURIComponent(url.password))}`;
    url.username = '';
    url.password = '';
  }
  const requestInit = { headers };
  // A message over the size a client reads ends the connection, which is then named for it, as over stdio.
  let oversized = false;
  let current: Transport | null = null;
  const fetch = boundedFetch(STDIO_MESSAGE_MAX_BYTES, () => {
    oversized = true;
    void current?.close().catch(() => {});
  });
  const over = () => oversized;
  current = new StreamableHTTPClientTransport(url, { requestInit, fetch });
  const first = await attempt(current, timeoutMs);
  if (first.ok || !isOlderServer(first.error))
    return settle(first, 'streamable-http', redact, timeoutMs, url, over);
  current = new SSEClientTransport(url, { requestInit, fetch });
  const second = await attempt(current, timeoutMs);
  return settle(second, 'sse', redact, timeoutMs, url, over);
}

type Attempt =
  | { ok: true; client: Client; transport: Transport; protocolVersion: string | null }
  | { ok: false; error: unknown; timedOut: boolean };

async function attempt(transport: Transport, timeoutMs: number, onTimeout = () => {}): Promise<Attempt> {
  const client = new Client(CLIENT_INFO, { capabilities: {} });
  let protocolVersion: string | null = null;
  // Protocol.connect chains a handler set before it, so the initialize answer can be read as it passes.
  transport.onmessage = (message) => {
    const result = 'result' in message ? (message.result as { protocolVersion?: unknown }) : undefined;
    if (protocolVersion === null && typeof result?.protocolVersion === 'string')
      protocolVersion = result.protocolVersion;
  };
  const timedOut = deadline(timeoutMs);
  try {
    await Promise.race([client.connect(transport, { timeout: timeoutMs }), timedOut.promise]);
    return { ok: true, client, transport, protocolVersion };
  } catch (error) {
    if (timedOut.fired() || isTimeout(error)) onTimeout();
    await client.close().catch(() => {});
    return { ok: false, error, timedOut: timedOut.fired() };
  } finally {
    timedOut.clear();
  }
}

function settle(
  result: Attempt,
  transport: CatalogTransport,
  redact: Redactor,
  timeoutMs: number,
  url: URL,
  oversized: () => boolean,
): ConnectResult {
  if (!result.ok)
    return { ok: false, failure: oversized() ? tooLarge() : httpFailure(result, timeoutMs, url) };
  const ended = endWatch(result.transport);
  return {
    ok: true,
    connected: {
      client: result.client,
      transport,
      protocolVersion: result.protocolVersion,
      endedBecause: async () => {
        await ended;
        return oversized() ? tooLarge() : 'the server closed the connection';
      },
      redact,
      close: () => result.client.close(),
    },
  };
}

/** `text` with the server's address put as "the server": its path or query may hold a key. */
function withoutAddress(text: string, url: URL): string {
  let out = text;
  for (const form of [url.href, `${url.origin}${url.pathname}`, url.host])
    if (form !== '') out = out.split(form).join('the server');
  return out;
}

/** A server from before Streamable HTTP answers its POST with 404, 405 or 400: try HTTP+SSE. */
function isOlderServer(error: unknown): boolean {
  const code = error instanceof StreamableHTTPError ? error.code : undefined;
  return code !== undefined && code >= 400 && code < 500 && code !== 401 && code !== 403;
}

function httpFailure(result: Attempt & { ok: false }, timeoutMs: number, url: URL): string {
  if (result.timedOut || isTimeout(result.error)) return `no answer within ${seconds(timeoutMs)}`;
  const error = result.error;
  const code = error instanceof StreamableHTTPError || error instanceof SseError ? error.code : undefined;
  if (code === 401)
    return 'HTTP 401: the server needs authentication (give a token with --header "Authorization: Bearer …" or the config\'s "headers")';
  if (code === 403) return 'HTTP 403: the credentials given are not allowed';
  // The body is the server's to word and may echo what it was sent: the status says enough.
  if (code !== undefined && code > 0) return `HTTP ${code}`;
  const cause = (error as { cause?: { code?: string } })?.cause?.code ?? (error as { code?: string })?.code;
  if (cause === 'ECONNREFUSED') return 'connection refused (nothing listens at that address)';
  if (cause === 'ENOTFOUND') return 'no such host';
  return `could not reach the server: ${withoutAddress(messageOf(error), url)}`;
}

async function connectStdio(
  spec: LiveServerSpec & { transport: 'stdio' },
  timeoutMs: number,
  redact: Redactor,
): Promise<ConnectResult> {
  const env = { ...(spec.inheritEnv ? definedEnv() : getDefaultEnvironment()), ...spec.env };
  const transport = new GroupStdioTransport({
    command: spec.command,
    args: spec.args,
    env,
    ...(spec.cwd === undefined ? {} : { cwd: spec.cwd }),
  });
  const tail = new StderrTail(redact);
  transport.stderr.on('data', (chunk: Buffer) => tail.push(chunk));
  // A server that does not answer may not stop when asked either: its whole process group is ended.
  const result = await attempt(transport, timeoutMs, () => transport.kill());
  const ended = async (): Promise<string> => {
    const exit = await transport.exited;
    if (transport.oversized) return `${tooLarge()}${tail.words()}`;
    return `${exitWords(exit)}${tail.words()}`;
  };
  if (!result.ok) {
    const spawnError = transport.spawnError;
    let failure: string;
    if (spawnError !== null)
      failure = `could not start "${spec.command}": ${spawnError.code === 'ENOENT' ? 'no such command' : spawnError.message}`;
    else if (result.timedOut || isTimeout(result.error))
      failure = `no answer within ${seconds(timeoutMs)}${tail.words()}`;
    else if (transport.oversized || transport.hasExited()) failure = await ended();
    else failure = `${messageOf(result.error)}${tail.words()}`;
    await transport.close().catch(() => {});
    return { ok: false, failure };
  }
  return {
    ok: true,
    connected: {
      client: result.client,
      transport: 'stdio',
      protocolVersion: result.protocolVersion,
      endedBecause: async () => redact(await ended()),
      redact,
      close: () => result.client.close(),
    },
  };
}

/** A message past the bound the client reads (over stdio or HTTP): named, not mistaken for a server that ended. */
function tooLarge(): string {
  const mib = STDIO_MESSAGE_MAX_BYTES / (1024 * 1024);
  return `sent a message over the ${mib} MiB (${STDIO_MESSAGE_MAX_BYTES.toLocaleString('en-US')} bytes) a client reads in one, so the connection was ended`;
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

function exitWords(exit: Exit): string {
  if (exit.code !== null) return `exited with status ${exit.code}`;
  return `was ended by ${exit.signal ?? 'a signal'}`;
}

/** A promise that rejects after `ms`, and whether it did: the SDK's own timeouts cover requests, not a spawn or a socket. */
export function deadline(ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fired = false;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      fired = true;
      reject(new Error('deadline'));
    }, ms);
  });
  promise.catch(() => {});
  return { promise, fired: () => fired, clear: () => clearTimeout(timer) };
}

function endWatch(transport: Transport): Promise<void> {
  return new Promise((resolve) => {
    const before = transport.onclose;
    transport.onclose = () => {
      before?.();
      resolve();
    };
  });
}

export function isTimeout(error: unknown): boolean {
  // McpError's RequestTimeout code.
  return (error as { code?: unknown })?.code === -32001;
}

export function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function definedEnv(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) out[k] = v;
  return out;
}
