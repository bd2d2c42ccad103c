/**
 * Captures the `tools/list` pages of the public MCP servers behind
 * data/real-catalogs/: starts each server over stdio and reads its pages exactly
 * as `disclosure import -- COMMAND` does (cli/live/, the official SDK's client),
 * then writes the pages as the server sent them, one file per server. No
 * credentials: a server that wants a key to start gets an obviously fake one, and
 * none is ever called with it.
 *
 *   npx tsx scripts/capture-real-catalogs.ts SERVERS_DIR [OUT_DIR]
 *
 * SERVERS_DIR is a folder outside the repository where `npm install` put every
 * package of REAL_CATALOG_SOURCES (app/presets/real-catalog.ts) at its version;
 * the script prints the command when one is missing. How each starts is in
 * real-catalog-servers.ts. OUT_DIR defaults to data/real-catalogs/.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REAL_CATALOG_SOURCES } from '../app/presets/real-catalog.ts';
import { writePrettyJson } from '../app/scenario-text/pretty-json.ts';
import { readLiveCatalog } from '../cli/live/read-catalog.ts';
import type { JsonValue } from '../core/index.ts';
import { formatTable } from './bench-table.ts';
import { START_OPTIONS, type StartOptions } from './real-catalog-servers.ts';

type RealServer = (typeof REAL_CATALOG_SOURCES)[number] & StartOptions;
const REAL_SERVERS: RealServer[] = REAL_CATALOG_SOURCES.map((s) => ({ ...s, ...START_OPTIONS[s.id] }));

/** Each server's time to start and list its tools; some take a while to load on a busy machine. */
const TIMEOUT_MS = 120_000;
/** The licences the data may come under: permissive ones only. */
const PERMISSIVE = new Set(['MIT', 'Apache-2.0', 'ISC', 'BSD-2-Clause', 'BSD-3-Clause']);

const [serversDir, outArg] = process.argv.slice(2);
if (!serversDir) {
  console.error('usage: npx tsx scripts/capture-real-catalogs.ts SERVERS_DIR [OUT_DIR]');
  process.exit(2);
}
const SERVERS_DIR = resolve(serversDir);
const OUT = resolve(outArg ?? join(import.meta.dirname, '../data/real-catalogs'));

/** A package's folder: read directly, since an exports map may hide its package.json from resolution. */
const packageDir = (name: string) => join(SERVERS_DIR, 'node_modules', name);

function packageJson(name: string): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8'));
  } catch {
    const wanted = REAL_SERVERS.map((s) => `${s.package}@${s.version}`).join(' ');
    throw new Error(
      `${name} is not installed in ${SERVERS_DIR}: run there\n  npm install --save-exact --ignore-scripts ${wanted}`,
    );
  }
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

/** Every tools/list page the server sent, read as the command line reads a live server. */
async function capture(server: RealServer, home: string): Promise<JsonValue[]> {
  const pkg = packageJson(server.package);
  if (pkg.version !== server.version)
    throw new Error(`${server.package} is ${pkg.version}, not ${server.version}`);
  checkLicence(server, pkg);
  const read = await readLiveCatalog(
    {
      id: server.id,
      transport: 'stdio',
      command: process.execPath,
      args: [binPath(server, pkg), ...(server.args ?? []).map((a) => a.replaceAll('$HOME', home))],
      // A scratch home: a server that writes its settings there touches nothing of the machine's.
      env: { HOME: home, ...server.env },
      cwd: home,
    },
    TIMEOUT_MS,
  );
  if (!read.ok) throw new Error(`${server.id}: ${read.failure}`);
  return read.pages;
}

mkdirSync(OUT, { recursive: true });
const rows = [['server', 'package', 'licence', 'pages', 'tools']];
const written: string[] = [];
let failed = 0;
for (const server of REAL_SERVERS) {
  const home = mkdtempSync(join(tmpdir(), `capture-${server.id}-`));
  try {
    const pages = await capture(server, home);
    // Numbers exactly as the server wrote them, keys in its order.
    const text = `${writePrettyJson(pages)}\n`;
    if (text.includes(home)) throw new Error(`${server.id}: the pages name the scratch folder ${home}`);
    const path = join(OUT, `${server.id}.json`);
    writeFileSync(path, text);
    written.push(path);
    const tools = pages.reduce((n: number, p) => n + ((p as { tools?: unknown[] }).tools?.length ?? 0), 0);
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
