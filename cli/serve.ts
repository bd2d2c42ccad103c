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
      ? { ok: true as const, servers: [] }
      : configServers(args.config, io, configAsJson);
  if (!specs.ok) return EXIT_FAILED;
  const registry = createLiveRegistry(specs.servers, args.timeoutMs, (text) => io.stderr(text));
  const token = randomBytes(24).toString('base64url');
  const server = createServeServer({ root: DIST, registry, token, policy });
  const port = await listen(server, args.port ?? DEFAULT_PORT, args.port === undefined);
  if (port === null) {
    io.stderr(`port ${args.port} is taken; give another with --port`);
    return EXIT_FAILED;
  }
  io.stdout(
    `The playground, with ${specs.servers.length} live server(s): http://127.0.0.1:${port}/?${LIVE_TOKEN_PARAM}=${token}`,
  );
  io.stdout('Only a page opened at that address can use the servers. Ctrl+C stops them and the playground.');
  void registry.start().then(() => {
    for (const s of registry.list())
      io.stdout(s.state === 'ready' ? `${s.id}: ${s.tools} tool(s) read` : `${s.id}: ${s.failure}`);
  });
  await new Promise<void>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve());
  });
  server.closeAllConnections();
  server.close();
  await registry.stop();
  return 0;
}

function configServers(
  file: string,
  io: CliIo,
  configAsJson: (text: string) => string,
): { ok: true; servers: LiveServerSpec[] } | { ok: false } {
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
  for (const entry of config.config.servers) {
    if (entry.ok === true) servers.push(entry.spec);
    else if (entry.ok === 'disabled') io.stderr(`server ${entry.id} is disabled in ${file}; not served`);
    else io.stderr(`server ${entry.id}: ${entry.error}; not served`);
  }
  return { ok: true, servers };
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
