import type { Preset } from './preset.ts';

// Built from real servers' catalogs through the admission: the data and the admission
// are a script of their own, fetched when one of these is opened.
export const githubServer: Preset = {
  id: 'github-server',
  title: 'Real server: GitHub (admitted with findings)',
  build: async () => (await import('./real-server-scenarios.ts')).buildGithubServer(),
};

export const everythingServer: Preset = {
  id: 'everything-server',
  title: 'Real server: MCP “everything” (names skipped)',
  build: async () => (await import('./real-server-scenarios.ts')).buildEverythingServer(),
};

export const realServers: Preset = {
  id: 'real-servers',
  title: 'Real servers: 13 public MCP servers',
  build: async () => (await import('./real-catalog-data.ts')).buildRealCatalogPreset(),
};
