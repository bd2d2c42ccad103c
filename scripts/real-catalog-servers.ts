import type { RealCatalogId } from '../app/presets/real-catalog.ts';

/**
 * What each server of data/real-catalogs/ needs to start without an account.
 * Every key here is fake: listing tools never calls the service behind it.
 */
export interface StartOptions {
  /** The bin to run when the package has several. */
  bin?: string;
  /** `$HOME` stands for the scratch folder the server runs in. */
  args?: string[];
  env?: Record<string, string>;
}

const FAKE = 'fake-key-for-listing-tools';

export const START_OPTIONS: Record<RealCatalogId, StartOptions> = {
  chart: {},
  'chrome-devtools': { bin: 'chrome-devtools-mcp', args: ['--no-usage-statistics'] },
  context7: {},
  'desktop-commander': { bin: 'desktop-commander' },
  everything: { args: ['stdio'] },
  filesystem: { args: ['$HOME'] },
  firecrawl: { env: { FIRECRAWL_API_KEY: FAKE } },
  git: {},
  github: { env: { GITHUB_PERSONAL_ACCESS_TOKEN: FAKE } },
  kubernetes: {},
  mapbox: { env: { MAPBOX_ACCESS_TOKEN: FAKE } },
  mongodb: { env: { MDB_MCP_TELEMETRY: 'disabled' } },
  playwright: {},
};
