/**
 * The benchmarks' real catalog: the "Real servers" preset's text exactly, built
 * from data/real-catalogs/ as the page builds it, and searches a person might
 * type against it, each meant for tools of a different server.
 */
import { readFileSync } from 'node:fs';
import { buildRealCatalog, REAL_CATALOG_SOURCES } from '../app/presets/real-catalog.ts';
import { writeScenarioText } from '../app/presets/tool-factory.ts';
import { loadTemplates } from '../cli/templates.ts';
import { createEditSession, DEFAULT_SEARCH_LIMIT, fromPlain, runToolSearch } from '../core/index.ts';

export const REAL_CATALOG_LABEL = 'real servers';
export const REAL_CATALOG_SERVERS = REAL_CATALOG_SOURCES.length;

export function realCatalogText(): string {
  const dir = new URL('../data/real-catalogs/', import.meta.url);
  return writeScenarioText(buildRealCatalog((id) => readFileSync(new URL(`${id}.json`, dir), 'utf8')));
}

export const REAL_QUERIES = [
  'take a screenshot of the page',
  'list pods in a namespace',
  'scrape a web page as markdown',
  'create a pull request',
  'geocode an address',
  'run an aggregation pipeline',
  'commit the staged changes',
  'read a file',
  'draw a bar chart',
  'find documentation for a library',
  'click a button',
  'search code',
] as const;

export interface RealCatalogFacts {
  tools: number;
  /** What the index says once the catalog is in. */
  holding: string;
  /** Each query with the names its results list, as the page shows them one to a line. */
  searches: { query: string; names: string }[];
}

/** What the page must show for the real catalog, from the core: the index's count and each search's results. */
export function realCatalogFacts(text: string, queries: readonly string[]): RealCatalogFacts {
  const evaluation = createEditSession(loadTemplates()).load(text).evaluation;
  if (!evaluation?.ok) throw new Error('the real catalog did not evaluate');
  const { report, turn } = evaluation;
  const holding = /^These \d+ tools/.exec(report.tool_search_description)?.[0];
  if (!holding) throw new Error('the real catalog has no index');
  const searches = queries.map((query) => {
    const args = fromPlain({ query, limit: DEFAULT_SEARCH_LIMIT });
    const found = runToolSearch(
      args,
      turn.searchIndex,
      turn.catalogByName,
      turn.mode.includes_complete_signatures,
    );
    const results = found.ok && Array.isArray(found.output.results) ? found.output.results : [];
    const names = results.map((r) => String((r as { name?: unknown }).name)).join('\n');
    if (names === '') throw new Error(`"${query}" finds nothing in the real catalog`);
    return { query, names };
  });
  // Each search is told from the one before it by its results, so two in a row must differ.
  searches.forEach((s, i) => {
    if (s.names === searches.at(i - 1)!.names)
      throw new Error(`"${s.query}" lists what the query before it did`);
  });
  return { tools: report.valid_definition_count, holding, searches };
}
