import type { JsonValue } from '../json/json-value.ts';
import type { CatalogSource } from './catalog-source.ts';

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
