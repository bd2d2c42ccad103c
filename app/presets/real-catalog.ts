import {
  admitHostedCatalog,
  detectToolsFormat,
  fromPlain,
  importServers,
  type JsonObject,
  parseJson,
  type ServerToImport,
  toAdmissionInput,
} from '../../core/index.ts';
import { PRODUCTION_SURFACE } from './tool-factory.ts';

/**
 * The public MCP servers whose own `tools/list` pages make data/real-catalogs/:
 * one file per server id (`<id>.json`), captured by scripts/capture-real-catalogs.ts
 * from the npm package at this version. Only permissively licensed packages.
 */
export const REAL_CATALOG_SOURCES = [
  { id: 'chart', package: '@antv/mcp-server-chart', version: '0.9.10', licence: 'MIT' },
  { id: 'chrome-devtools', package: 'chrome-devtools-mcp', version: '1.11.0', licence: 'Apache-2.0' },
  { id: 'context7', package: '@upstash/context7-mcp', version: '4.1.1', licence: 'MIT' },
  { id: 'desktop-commander', package: '@wonderwhy-er/desktop-commander', version: '0.2.52', licence: 'MIT' },
  {
    id: 'everything',
    package: '@modelcontextprotocol/server-everything',
    version: '2026.8.31',
    licence: 'MIT',
  },
  {
    id: 'filesystem',
    package: '@modelcontextprotocol/server-filesystem',
    version: '2026.8.31',
    licence: 'MIT',
  },
  { id: 'firecrawl', package: 'firecrawl-mcp', version: '3.26.0', licence: 'MIT' },
  { id: 'git', package: '@cyanheads/git-mcp-server', version: '2.15.3', licence: 'Apache-2.0' },
  { id: 'github', package: '@modelcontextprotocol/server-github', version: '2025.4.8', licence: 'MIT' },
  { id: 'kubernetes', package: 'mcp-server-kubernetes', version: '4.1.7', licence: 'MIT' },
  { id: 'mapbox', package: '@mapbox/mcp-server', version: '0.14.0', licence: 'MIT' },
  { id: 'mongodb', package: 'mongodb-mcp-server', version: '3.0.4', licence: 'Apache-2.0' },
  { id: 'playwright', package: '@playwright/mcp', version: '0.0.83', licence: 'Apache-2.0' },
] as const;

export type RealCatalogId = (typeof REAL_CATALOG_SOURCES)[number]['id'];

const REAL_CATALOG_CAPTURED = '2026-12-03';

/**
 * The real-servers preset from the captured pages (`pagesOf(id)`: a file's text):
 * every server imported in the order of the list above, as `disclosure import
 * <id>.json… --id <id>…` does in that order, into a scenario that holds only the
 * preset's words, a question for the search and the production surface.
 */
export function buildRealCatalog(pagesOf: (id: RealCatalogId) => string): JsonObject {
  const credits = REAL_CATALOG_SOURCES.map((s) => `${s.id}: ${s.package} ${s.version} (${s.licence})`);
  const base = fromPlain({
    name: 'Real servers: 13 public MCP servers',
    notes: `The tools/list pages of ${REAL_CATALOG_SOURCES.length} public MCP servers, captured from their npm packages on ${REAL_CATALOG_CAPTURED} and imported as hosted MCP servers under their ids; nothing else is in the catalog. Servers: ${credits.join('; ')}. Copyright notices: data/real-catalogs/README.md.`,
    playground: { ...PRODUCTION_SURFACE },
    queries: [{ query: 'take a screenshot of the page', limit: 5 }],
  }) as JsonObject;
  const imported = importServers(
    base,
    REAL_CATALOG_SOURCES.map((s) => admitted(s.id, pagesOf(s.id))),
    'add',
  );
  if (!imported.ok) throw new Error(imported.error);
  return imported.scenario;
}

/** One server's pages admitted under its id, as the Import dialog and `disclosure import` admit a file. */
function admitted(id: string, text: string): ServerToImport {
  const parsed = parseJson(text);
  if (!parsed.ok) throw new Error(`${id}: ${parsed.error}`);
  const detected = detectToolsFormat(parsed.value);
  if (!detected.ok) throw new Error(`${id}: ${detected.error}`);
  const [server] = detected.servers;
  if (!server || detected.servers.length > 1) throw new Error(`${id}: expected the pages of one server`);
  const admission = admitHostedCatalog(toAdmissionInput(server, id));
  if (!admission.ok) throw new Error(`${id}: ${admission.error}`);
  return { id, format: server.kind, report: admission.report };
}
