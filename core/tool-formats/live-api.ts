import { parseJson } from '../json/json-parse.ts';
import { fromPlain, isJsonObject, JsonNumber, type JsonObject, type JsonValue } from '../json/json-value.ts';
import { writeCompactJson } from '../json/pretty-json.ts';
import { type CatalogSource, readCatalogSource, sourceValue } from './catalog-source.ts';

/**
 * What `disclosure serve` and the page it serves say to each other about the
 * running servers, over the page's own origin (docs/mcp-import.md, "In the
 * playground"). Both sides read these names from here.
 */
export const LIVE_API = '/api/live';

/** The query parameter of the address `serve` prints that carries the run's token to the page. */
export const LIVE_TOKEN_PARAM = 'live';

/** One configured server as the page sees it: never how it is reached (no command, address, env or header). */
export interface LiveServerState {
  id: string;
  transport: 'stdio' | 'http';
  state: 'starting' | 'ready' | 'failed';
  failure: string | null;
  /** Goes up with every read of the catalog, so the page can tell a change it has not imported. */
  revision: number;
  /** Why the last read happened: the page re-imports by itself on `list_changed` only. */
  reason: 'start' | 'list_changed' | 'request';
  source: CatalogSource | null;
  /** Tools across the pages read, as sent (admission decides which are kept). */
  tools: number | null;
}

/** A server's catalog as last read: its `tools/list` pages as sent, for admission in the page. */
export interface LiveCatalog {
  id: string;
  revision: number;
  pages: JsonValue[];
  source: CatalogSource;
}

/**
 * The catalog as `serve` sends it: compact JSON with every number as the server
 * wrote it (JSON.stringify would turn the reader's exact numbers into strings).
 */
export function writeLiveCatalogText(catalog: LiveCatalog): string {
  const body: JsonObject = { id: catalog.id, revision: fromPlain(catalog.revision), pages: catalog.pages };
  body.source = sourceValue(catalog.source);
  return writeCompactJson(body);
}

/** The page's reading of what writeLiveCatalogText wrote, numbers exact; null when it is not one. */
export function readLiveCatalogText(text: string): LiveCatalog | null {
  const parsed = parseJson(text);
  if (!parsed.ok || !isJsonObject(parsed.value)) return null;
  const { id, revision, pages, source } = parsed.value;
  const read = readCatalogSource(source);
  if (typeof id !== 'string' || !(revision instanceof JsonNumber) || !Array.isArray(pages) || read === null)
    return null;
  return { id, revision: Number(revision.raw), pages, source: read };
}
