import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { homedir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { LIVE_TOKEN_PARAM } from '../core/index.ts';
import { lastValue, type Parsed, readArgs } from './args.ts';
import type { CliIo } from './io.ts';
import { readClientConfig } from './live/client-config.ts';
import { DEFAULT_TIMEOUT_SECONDS } from './live/live-args.ts';
import type { LiveServerSpec } from './live/server-spec.ts';
import { parseJsonText } from './read-input.ts';
import { createServeServer, pagePolicy } from './serve/http-server.ts';

interface ServeArgs {
  config: string | undefined;
  port: number | undefined;
  timeoutMs: number;
  open: boolean;
}

/** The port `serve` tries first; the next free one when it is taken and none was asked for. */
const DEFAULT_PORT = 5180;
const EXIT_FAILED = 2;

/** The built playground, found from this file (cli/ or dist-cli/, both one folder deep) so any working directory works. */
const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

export function parseServeArgs(argv: readonly string[]): Parsed<ServeArgs> {
  const parsed = readArgs('serve', argv, {
    config: { type: 'string' },
    port: { type: 'string' },
    timeout: { type: 'string' },
    open: { type: 'boolean' },
  });
  if (!parsed.ok) return parsed;
  const { read } = parsed;
  if (read.positionals.length > 0)
    return { ok: false, error: `serve takes no FILE; give --config ${read.positionals[0]}` };
  const port = lastValue(read, 'port');
  if (port !== undefined && !(/^\d{1,5}$/.test(port) && Number(port) <= 65535))
    return { ok: false, error: `--port takes a port number from 0 to 65535; got "${port}"` };
  const timeout = lastValue(read, 'timeout');
  const timeoutMs = timeout === undefined ? DEFAULT_TIMEOUT_SECONDS * 1000 : Number(timeout) * 1000;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0 || timeoutMs > 3_600_000)
    return { ok: false, error: `--timeout takes seconds, more than 0 and at most 3600; got "${timeout}"` };
  return {
    ok: true,
    args: {
      config: lastValue(read, 'config'),
      port: port === undefined ? undefined : Number(port),
      timeoutMs,
      open: read.flags.has('open'),
    },
  };
}

/**
 * `disclosure serve`: the built playground on 127.0.0.1 with the config's servers
 * behind the same origin (serve/), until the process is interrupted. The address
 * printed carries this run's token; the page keeps it for the tab and drops it
 * from the address bar.
 */
export async function runServe(args: ServeArgs, io: CliIo): Promise<number> {
  let index: string;
  try {
    index = readFileSync(`${DIST}index.html`, 'utf8');
  } catch {
    io.stderr(
      `the playground is not built (no ${DIST}index.html): run "npm run build" first, or "npm run serve"`,
    );
    return EXIT_FAILED;
  }
  const policy = pagePolicy(index);
  if (policy === null) {
    io.stderr(`${DIST}index.html carries no Content-Security-Policy: build it with "npm run build"`);
    return EXIT_FAILED;
  }
  // The config reader and the MCP SDK load here, so the other commands start without them.
  const [{ configAsJson }, { createLiveRegistry }] = await Promise.all([
    import('./live/config-text.ts'),
    import('./serve/live-registry.ts'),
  ]);
  const specs =
    args.config === undefined
      ? { ok: true as const, servers: [], unserved: [], order: [] }
      : configServers(args.config, io, configAsJson);
  if (!specs.ok) return EXIT_FAILED;
  const registry = createLiveRegistry(specs.servers, args.timeoutMs, {
    unserved: specs.unserved,
    order: specs.order,
    // Every read and every failure while serve runs, not only the first of each server.
    tell: (line) => io.stdout(line),
    warn: (text) => io.stderr(text),
  });
  const token = randomBytes(24).toString('base64url');
  const server = createServeServer({ root: DIST, registry, token, policy });
  const port = await listen(server, args.port ?? DEFAULT_PORT, args.port === undefined);
  if (port === null) {
    io.stderr(`port ${args.port} is taken; give another with --port`);
    return EXIT_FAILED;
  }
  const address = `http://127.0.0.1:${port}/?${LIVE_TOKEN_PARAM}=${token}`;
  io.stdout(`The playground, with ${specs.servers.length} live server(s): ${address}`);
  io.stdout('Only a page opened at that address can use the servers. Ctrl+C stops them and the playground.');
  if (args.open) openInBrowser(address, io);
  void registry.start();
  await new Promise<void>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve());
  });
  server.closeAllConnections();
  server.close();
  await registry.stop();
  return 0;
}

/** `--open`: the default browser through the `open` package; a machine without one keeps the printed address. */
function openInBrowser(address: string, io: CliIo): void {
  void import('open')
    .then(({ default: open }) => open(address))
    .then((child) =>
      child.once('error', () => io.stderr('no browser could be opened; open the address above')),
    )
    .catch(() => io.stderr('no browser could be opened; open the address above'));
}

export function configServers(
  file: string,
  io: CliIo,
  configAsJson: (text: string) => string,
): ConfigServers | { ok: false } {
  const text = io.readFile(file);
  const parsed = text.ok ? parseJsonText(configAsJson(text.value), file) : text;
  if (!parsed.ok) {
    io.stderr(parsed.error);
    return { ok: false };
  }
  const config = readClientConfig(parsed.value, { file, env: process.env, home: homedir() });
  if (!config.ok) {
    io.stderr(`${file}: ${config.error}`);
    return { ok: false };
  }
  const servers: LiveServerSpec[] = [];
  const unserved: { id: string; failure: string }[] = [];
  const order: string[] = [];
  for (const entry of config.config.servers) {
    if (entry.ok === true) {
      servers.push(entry.spec);
      order.push(entry.spec.id);
    } else if (entry.ok === 'disabled') io.stderr(`server ${entry.id} is disabled in ${file}; not served`);
    else {
      // Listed in the page too, with why: a server missing from the list looks like a bug.
      io.stderr(`server ${entry.id}: ${entry.error}; not served`);
      unserved.push({ id: entry.id, failure: entry.error });
      order.push(entry.id);
    }
  }
  return { ok: true, servers, unserved, order };
}

interface ConfigServers {
  ok: true;
  servers: LiveServerSpec[];
  /** Entries that cannot be served, with why (as `disclosure import --config` records them). */
  unserved: { id: string; failure: string }[];
  order: string[];
}

/** Listens on 127.0.0.1 only; with `orNext`, a taken port gives way to any free one. */
function listen(server: Server, port: number, orNext: boolean): Promise<number | null> {
  return new Promise((resolve) => {
    const attempt = (p: number) => {
      server.once('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'EADDRINUSE' && orNext && p !== 0) attempt(0);
        else resolve(null);
      });
      server.listen(p, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    };
    attempt(port);
  });
}
