/**
 * Captures the `tools/list` pages of the public MCP servers behind
 * data/real-catalogs/: starts each server over stdio with the official SDK's
 * Client, reads every page (following `nextCursor`) and writes the pages as the
 * server sent them, one file per server. No credentials: a server that wants a
 * key to start gets an obviously fake one, and none is ever called with it.
 *
 *   npx tsx scripts/capture-real-catalogs.ts SERVERS_DIR [OUT_DIR]
 *
 * SERVERS_DIR is a folder outside the repository where `npm install` put
 * @modelcontextprotocol/sdk and every package of REAL_CATALOG_SOURCES
 * (app/presets/real-catalog.ts) at its version; the script prints the command
 * when one is missing. How each starts is in real-catalog-servers.ts. OUT_DIR
 * defaults to data/real-catalogs/.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REAL_CATALOG_SOURCES } from '../app/presets/real-catalog.ts';
import { formatTable } from './bench-table.ts';
import { START_OPTIONS, type StartOptions } from './real-catalog-servers.ts';

type RealServer = (typeof REAL_CATALOG_SOURCES)[number] & StartOptions;
const REAL_SERVERS: RealServer[] = REAL_CATALOG_SOURCES.map((s) => ({ ...s, ...START_OPTIONS[s.id] }));

const SDK_VERSION = '1.32.2';
const MAX_PAGES = 64;
const START_TIMEOUT_MS = 60_000;
/** The licences the data may come under: permissive ones only. */
const PERMISSIVE = new Set(['MIT', 'Apache-2.0', 'ISC', 'BSD-2-Clause', 'BSD-3-Clause']);

/** The few SDK parts used, typed here: the SDK is loaded from SERVERS_DIR, beside the servers, at the version pinned above. */
interface Sdk {
  Client: new (
    info: { name: string; version: string },
    options: { capabilities: object },
  ) => {
    connect(transport: unknown): Promise<void>;
    listTools(params?: { cursor: string }): Promise<{ tools: unknown[]; nextCursor?: string }>;
    close(): Promise<void>;
  };
  StdioClientTransport: new (params: {
    command: string;
    args: string[];
    env: Record<string, string>;
    cwd: string;
    stderr: 'pipe';
  }) => {
    onmessage?: (message: Record<string, unknown>) => void;
    stderr: NodeJS.ReadableStream | null;
  };
  getDefaultEnvironment: () => Record<string, string>;
}

const [serversDir, outArg] = process.argv.slice(2);
if (!serversDir) {
  console.error('usage: npx tsx scripts/capture-real-catalogs.ts SERVERS_DIR [OUT_DIR]');
  process.exit(2);
}
const SERVERS_DIR = resolve(serversDir);
const OUT = resolve(outArg ?? join(import.meta.dirname, '../data/real-catalogs'));
const require = createRequire(join(SERVERS_DIR, 'package.json'));

/** A package's folder: read directly, since an exports map may hide its package.json from resolution. */
const packageDir = (name: string) => join(SERVERS_DIR, 'node_modules', name);

function packageJson(name: string): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8'));
  } catch {
    const wanted = REAL_SERVERS.map((s) => `${s.package}@${s.version}`).join(' ');
    throw new Error(
      `${name} is not installed in ${SERVERS_DIR}: run there\n  npm install --save-exact --ignore-scripts @modelcontextprotocol/sdk@${SDK_VERSION} ${wanted}`,
    );
  }
}

async function loadSdk(): Promise<Sdk> {
  const version = packageJson('@modelcontextprotocol/sdk').version;
  if (version !== SDK_VERSION) throw new Error(`@modelcontextprotocol/sdk is ${version}, not ${SDK_VERSION}`);
  const at = (path: string) =>
    import(pathToFileURL(require.resolve(`@modelcontextprotocol/sdk/${path}`)).href);
  const [client, stdio] = await Promise.all([at('client/index.js'), at('client/stdio.js')]);
  return {
    Client: client.Client,
    StdioClientTransport: stdio.StdioClientTransport,
    getDefaultEnvironment: stdio.getDefaultEnvironment,
  };
}

/** Refuses a package whose licence is not the permissive one listed; a licence named only in its README is read there. */
function checkLicence(server: RealServer, pkg: Record<string, unknown>): void {
  const declared = typeof pkg.license === 'string' ? pkg.license : '';
  const licence = declared.startsWith('SEE LICENSE') ? readmeLicence(server.package) : declared;
  if (licence !== server.licence || !PERMISSIVE.has(licence))
    throw new Error(
      `${server.package}: licence "${declared}" (read: "${licence}"), expected ${server.licence}`,
    );
}

function readmeLicence(name: string): string {
  const readme = readFileSync(join(packageDir(name), 'README.md'), 'utf8');
  return /licensed under the (MIT|Apache 2\.0) License/.exec(readme)?.[1]?.replace(' 2.0', '-2.0') ?? '';
}

function binPath(server: RealServer, pkg: Record<string, unknown>): string {
  const bin = pkg.bin;
  const bins = typeof bin === 'string' ? { [server.package]: bin } : ((bin ?? {}) as Record<string, string>);
  const relative = server.bin === undefined ? Object.values(bins)[0] : bins[server.bin];
  if (!relative) throw new Error(`${server.package}: no bin "${server.bin}" in ${JSON.stringify(bin)}`);
  return join(packageDir(server.package), relative);
}

/** Every tools/list page, as the server's JSON-RPC responses carried them. */
async function capture(sdk: Sdk, server: RealServer, home: string): Promise<unknown[]> {
  const pkg = packageJson(server.package);
  if (pkg.version !== server.version)
    throw new Error(`${server.package} is ${pkg.version}, not ${server.version}`);
  checkLicence(server, pkg);
  const transport = new sdk.StdioClientTransport({
    command: process.execPath,
    args: [binPath(server, pkg), ...(server.args ?? []).map((a) => a.replaceAll('$HOME', home))],
    // A scratch home: a server that writes its settings there touches nothing of the machine's.
    env: { ...sdk.getDefaultEnvironment(), HOME: home, ...server.env },
    cwd: home,
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  // Set before connect: the Client calls this first, so the result is kept before the SDK reads it.
  let lastResult: unknown;
  transport.onmessage = (message) => {
    if ('result' in message) lastResult = message.result;
  };
  const client = new sdk.Client({ name: 'disclosure-capture', version: '1.0.0' }, { capabilities: {} });
  const timer = setTimeout(() => console.error(`${server.id}: still starting…\n${stderr}`), START_TIMEOUT_MS);
  try {
    await client.connect(transport);
    const pages: unknown[] = [];
    const seen = new Set<string>();
    let cursor: string | undefined;
    do {
      const listed = await client.listTools(cursor === undefined ? undefined : { cursor });
      const raw = lastResult as { tools?: unknown[] } | undefined;
      if (raw?.tools?.length !== listed.tools.length)
        throw new Error(`${server.id}: the raw page was not seen`);
      pages.push(raw);
      cursor = listed.nextCursor;
      if (cursor !== undefined && seen.has(cursor)) throw new Error(`${server.id}: cursor ${cursor} repeats`);
      if (cursor !== undefined) seen.add(cursor);
    } while (cursor !== undefined && pages.length < MAX_PAGES);
    return pages;
  } catch (error) {
    throw new Error(`${server.id}: ${(error as Error).message}\n${stderr}`);
  } finally {
    clearTimeout(timer);
    await client.close().catch(() => {});
  }
}

const sdk = await loadSdk();
mkdirSync(OUT, { recursive: true });
const rows = [['server', 'package', 'licence', 'pages', 'tools']];
const written: string[] = [];
let failed = 0;
for (const server of REAL_SERVERS) {
  const home = mkdtempSync(join(tmpdir(), `capture-${server.id}-`));
  try {
    const pages = await capture(sdk, server, home);
    const text = `${JSON.stringify(pages, null, 2)}\n`;
    if (text.includes(home)) throw new Error(`${server.id}: the pages name the scratch folder ${home}`);
    const path = join(OUT, `${server.id}.json`);
    writeFileSync(path, text);
    written.push(path);
    const tools = pages.reduce((n: number, p) => n + (p as { tools: unknown[] }).tools.length, 0);
    rows.push([
      server.id,
      `${server.package}@${server.version}`,
      server.licence,
      `${pages.length}`,
      `${tools}`,
    ]);
    console.log(rows.at(-1)!.join(' | '));
  } catch (error) {
    // One server that does not start is said and the rest still captured.
    failed += 1;
    console.error((error as Error).message);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
// Formatted as the repository formats JSON, so `biome check` stays clean; the values are as sent.
if (written.length > 0) execFileSync('npx', ['biome', 'format', '--write', ...written], { stdio: 'inherit' });
console.log(`\n${formatTable(rows)}`);
if (failed > 0) {
  console.error(`${failed} server(s) not captured`);
  process.exitCode = 1;
}
