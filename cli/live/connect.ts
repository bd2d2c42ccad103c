import type { ChildProcess } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport, SseError } from '@modelcontextprotocol/sdk/client/sse.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { CatalogTransport } from '../../core/index.ts';
import { type LiveServerSpec, redact, secretsOf, shownUrl } from './server-spec.ts';
import { StderrTail } from './stderr-tail.ts';

/** A client connected to one server: initialized, its own words about itself kept. */
export interface Connected {
  client: Client;
  transport: CatalogTransport;
  protocolVersion: string | null;
  /** Why the connection ended, in words, once it has (a server that exited says its status). */
  endedBecause: () => Promise<string>;
  close: () => Promise<void>;
}

type ConnectResult = { ok: true; connected: Connected } | { ok: false; failure: string };

const CLIENT_INFO = { name: 'disclosure', version: '0.1.0' };

/**
 * Starts or reaches the server and initializes it with the SDK's Client, within
 * `timeoutMs`. Over HTTP it tries Streamable HTTP first and falls back to the older
 * HTTP+SSE transport when the server answers the POST with a 4xx other than 401 or
 * 403, as the SDK documents for servers that predate Streamable HTTP.
 */
export async function connect(spec: LiveServerSpec, timeoutMs: number): Promise<ConnectResult> {
  const secrets = secretsOf(spec);
  if (spec.transport === 'stdio') return connectStdio(spec, timeoutMs, secrets);
  let url: URL;
  try {
    url = new URL(spec.url);
  } catch {
    return { ok: false, failure: `"${redact(spec.url, secrets)}" is not an address` };
  }
  const headers = { ...spec.headers };
  // fetch refuses an address with credentials in it; they travel as Basic authentication, as a browser sends them.
  if (url.username !== '' || url.password !== '') {
    const user = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'authorization'))
      headers.Authorization = `Basic ${Buffer.from(user).toString('base64')}`;
    url.username = '';
    url.password = '';
  }
  const requestInit = { headers };
  const first = await attempt(new StreamableHTTPClientTransport(url, { requestInit }), timeoutMs);
  if (first.ok || !isOlderServer(first.error))
    return settle(first, 'streamable-http', spec, secrets, timeoutMs);
  const second = await attempt(new SSEClientTransport(url, { requestInit }), timeoutMs);
  return settle(second, 'sse', spec, secrets, timeoutMs);
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
  spec: LiveServerSpec & { transport: 'http' },
  secrets: string[],
  timeoutMs: number,
): ConnectResult {
  if (!result.ok) return { ok: false, failure: httpFailure(result, spec.url, secrets, timeoutMs) };
  const ended = endWatch(result.transport);
  return {
    ok: true,
    connected: {
      client: result.client,
      transport,
      protocolVersion: result.protocolVersion,
      endedBecause: async () => {
        await ended;
        return `the connection to ${shownUrl(spec.url)} closed`;
      },
      close: () => result.client.close(),
    },
  };
}

/** A server from before Streamable HTTP answers its POST with 404, 405 or 400: try HTTP+SSE. */
function isOlderServer(error: unknown): boolean {
  const code = error instanceof StreamableHTTPError ? error.code : undefined;
  return code !== undefined && code >= 400 && code < 500 && code !== 401 && code !== 403;
}

function httpFailure(
  result: Attempt & { ok: false },
  url: string,
  secrets: string[],
  timeoutMs: number,
): string {
  const where = shownUrl(url);
  if (result.timedOut || isTimeout(result.error))
    return `no answer within ${seconds(timeoutMs)} from ${where}`;
  const error = result.error;
  const code = error instanceof StreamableHTTPError || error instanceof SseError ? error.code : undefined;
  if (code === 401)
    return `HTTP 401 from ${where}: the server needs authentication (give a token with --header "Authorization: Bearer …" or the config's "headers")`;
  if (code === 403) return `HTTP 403 from ${where}: the credentials given are not allowed`;
  if (code !== undefined && code > 0) return `HTTP ${code} from ${where}`;
  const cause = (error as { cause?: { code?: string } })?.cause?.code ?? (error as { code?: string })?.code;
  if (cause === 'ECONNREFUSED') return `connection refused at ${where}`;
  if (cause === 'ENOTFOUND') return `no such host for ${where}`;
  return `could not reach ${where}: ${redact(messageOf(error), secrets)}`;
}

async function connectStdio(
  spec: LiveServerSpec & { transport: 'stdio' },
  timeoutMs: number,
  secrets: string[],
): Promise<ConnectResult> {
  const env = { ...(spec.inheritEnv ? definedEnv() : getDefaultEnvironment()), ...spec.env };
  const transport = new WatchedStdioTransport({
    command: spec.command,
    args: spec.args,
    env,
    ...(spec.cwd === undefined ? {} : { cwd: spec.cwd }),
    stderr: 'pipe',
  });
  const tail = new StderrTail();
  transport.stderr?.on('data', (chunk: Buffer) => tail.push(chunk));
  // A server that does not answer may not stop when asked either.
  const result = await attempt(transport, timeoutMs, () => transport.kill());
  const ended = async (): Promise<string> => {
    const exit = await transport.exited;
    return redact(`${exitWords(exit)}${tail.words()}`, secrets);
  };
  if (!result.ok) {
    const spawnError = transport.spawnError;
    let failure: string;
    if (spawnError !== null)
      failure = `could not start "${spec.command}": ${spawnError.code === 'ENOENT' ? 'no such command' : spawnError.message}`;
    else if (result.timedOut || isTimeout(result.error)) {
      failure = redact(`no answer within ${seconds(timeoutMs)}${tail.words()}`, secrets);
    } else if (transport.hasExited()) failure = await ended();
    else failure = redact(`${messageOf(result.error)}${tail.words()}`, secrets);
    await transport.close().catch(() => {});
    return { ok: false, failure };
  }
  return {
    ok: true,
    connected: {
      client: result.client,
      transport: 'stdio',
      protocolVersion: result.protocolVersion,
      endedBecause: ended,
      close: () => result.client.close(),
    },
  };
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

function exitWords(exit: Exit): string {
  if (exit.code !== null) return `exited with status ${exit.code}`;
  return `was ended by ${exit.signal ?? 'a signal'}`;
}

/**
 * The SDK's stdio transport, also telling how the process ended: the SDK keeps
 * the child to itself, and "exited with status N" is the first thing a person
 * needs to know about a server that would not start.
 */
class WatchedStdioTransport extends StdioClientTransport {
  spawnError: NodeJS.ErrnoException | null = null;
  private exit: Exit | null = null;
  private resolveExit: (exit: Exit) => void = () => {};
  readonly exited = new Promise<Exit>((resolve) => {
    this.resolveExit = resolve;
  });

  override async start(): Promise<void> {
    try {
      await super.start();
    } catch (error) {
      this.spawnError = error as NodeJS.ErrnoException;
      this.resolveExit({ code: null, signal: null });
      throw error;
    }
    const child = (this as unknown as { _process?: ChildProcess })._process;
    child?.once('exit', (code, signal) => {
      this.exit = { code, signal };
      this.resolveExit(this.exit);
    });
  }

  hasExited(): boolean {
    return this.exit !== null;
  }

  kill(): void {
    (this as unknown as { _process?: ChildProcess })._process?.kill('SIGKILL');
  }
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
