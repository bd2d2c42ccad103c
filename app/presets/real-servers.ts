import type { Preset } from './preset.ts';

// Built from real servers' catalogs through the admission: the data and the admission
// are a script of their own, fetched when one of these is opened.
export const githubServer: Preset = {
  id: 'github-server',
  title: 'Real server: GitHub (admitted with findings)',
  lesson:
    'Twenty-one tools of GitHub’s MCP server are admitted as mcp-github.*, but two query descriptions cite the `user:` search qualifier, which the safety scan flags (medium in a schema string, so not a rejection). Open Import tools and paste servers/github.json’s result to see each finding in place; create_issue is external_write because it is marked destructive. The query “open a PR” expects create_pull_request and misses it: Findability says why, and what would bring it in.',
  build: async () => (await import('./real-server-scenarios.ts')).buildGithubServer(),
};

export const everythingServer: Preset = {
  id: 'everything-server',
  title: 'Real server: MCP “everything” (names skipped)',
  lesson:
    'The reference MCP server names most tools in camelCase (longRunningOperation, getTinyImage, …); IronClaw’s tool-name grammar skips them, so only echo and add reach the catalog. The imported servers list under these notes shows the skips.',
  build: async () => (await import('./real-server-scenarios.ts')).buildEverythingServer(),
};

export const realServers: Preset = {
  id: 'real-servers',
  title: 'Real servers: 13 public MCP servers',
  lesson:
    '301 tools from the tools/list pages of 13 public MCP servers, imported as hosted servers: all admitted, one medium finding (desktop-commander). See the 13 namespaces, the representatives the byte budget cuts, and a search across servers (“take a screenshot of the page”).',
  build: async () => (await import('./real-catalog-data.ts')).buildRealCatalogPreset(),
};
