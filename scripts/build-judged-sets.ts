import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildCoreTools } from '../app/presets/core-tools.ts';
import { buildRealCatalog } from '../app/presets/real-catalog.ts';
import { importServerInto } from '../app/presets/server-preset.ts';
import { PRODUCTION_SURFACE } from '../app/presets/tool-factory.ts';
import { canonicalJson, fromPlain, isJsonObject, type JsonObject, parseJson } from '../core/index.ts';

/**
 * Writes the judged corpora of the written request sets (data/relevance/*-requests.json):
 * each set's requests become intents (every expected tool at grade 3) over the tools of
 * the preset they were written for, as that preset builds its scenario, so
 * `disclosure relevance github` ranks exactly what the page's GitHub preset indexes.
 * Refuses an `expect` name the catalog does not hold. Run with `npx tsx`.
 */

const DATA = resolve(import.meta.dirname, '../data');
const read = (path: string) => readFileSync(resolve(DATA, path), 'utf8');

function githubScenario(): JsonObject {
  // As app/presets/real-server-scenarios.ts builds "Real server: GitHub": the agent's tools, then the server.
  const base = fromPlain({
    playground: PRODUCTION_SURFACE,
    mode: 'namespaces',
    policy: { kind: 'allow_all' },
    queries: [],
    definitions: buildCoreTools(),
  }) as JsonObject;
  return importServerInto(base, readFileSync(resolve(DATA, '../app/presets/servers/github.json'), 'utf8'));
}

const realServersScenario = () => buildRealCatalog((id) => read(`real-catalogs/${id}.json`));

const SETS = [
  { id: 'github', scenario: githubScenario },
  { id: 'real-servers', scenario: realServersScenario },
];

const written: string[] = [];
for (const set of SETS) {
  const parsed = parseJson(read(`relevance/${set.id}-requests.json`));
  if (!parsed.ok || !isJsonObject(parsed.value) || !Array.isArray(parsed.value.queries))
    throw new Error(`${set.id}-requests.json: not a request set`);
  const requests = parsed.value;
  const definitions = set.scenario().definitions as JsonObject[];
  const names = new Set(definitions.map((d) => d.name as string));
  const intents = (requests.queries as JsonObject[]).map((q) => {
    const expect = q.expect as string[];
    for (const name of expect) if (!names.has(name)) throw new Error(`${set.id}: no tool ${name}`);
    return {
      class: 'written_request',
      query: q.query,
      relevance: Object.fromEntries(expect.map((n) => [n, 3])),
    };
  });
  // A judged corpus names each tool's kind: the agent's own tools are builtin, the server's mcp.
  const tools = definitions.map((d) => ({
    kind: (d.capability_id as string).startsWith('mcp-') ? 'mcp' : 'builtin',
    ...d,
  }));
  const path = resolve(DATA, `relevance/${set.id}-judged-corpus.json`);
  const source = {
    requests: `data/relevance/${set.id}-requests.json`,
    preset: requests.preset,
    catalog: requests.catalog,
  };
  writeFileSync(path, `${canonicalJson(fromPlain({ source, tools, intents }))}\n`);
  written.push(path);
}
execFileSync('npx', ['biome', 'format', '--write', ...written], { stdio: 'inherit' });
