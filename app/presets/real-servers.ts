import { fromPlain, type JsonObject } from '../../core/index.ts';
import { buildCoreTools } from './core-tools.ts';
import type { Preset } from './preset.ts';
import { importServerInto, serverCredit } from './server-preset.ts';
import everythingData from './servers/everything.json?raw';
import githubData from './servers/github.json?raw';
import { PRODUCTION_SURFACE } from './tool-factory.ts';

/** The agent's own tools, before a hosted server's tools are imported beside them. */
function baseScenario(name: string, notes: string, query: string): JsonObject {
  return fromPlain({
    name,
    notes,
    playground: PRODUCTION_SURFACE,
    mode: 'namespaces',
    policy: { kind: 'allow_all' },
    caps: { max_tokens: 12000, max_tools: 10, ctx_limit: null },
    queries: [{ query, limit: 5 }],
    definitions: buildCoreTools(),
  }) as JsonObject;
}

export const githubServer: Preset = {
  id: 'github-server',
  title: 'Real server: GitHub (admitted with findings)',
  lesson:
    'Nine tools of GitHub’s MCP server are admitted as mcp-github.*, but two query descriptions cite the `user:` search qualifier, which the safety scan flags (medium in a schema string, so not a rejection). Open Import tools and paste servers/github.json’s result to see each finding in place; create_issue is external_write because it is marked destructive.',
  build: () =>
    importServerInto(
      baseScenario(
        'GitHub MCP server beside the agent’s tools',
        `The agent's own tools plus the GitHub MCP server's tools, imported as a hosted MCP server under the id "github". ${serverCredit(githubData)}`,
        'search code',
      ),
      githubData,
    ),
};

export const everythingServer: Preset = {
  id: 'everything-server',
  title: 'Real server: MCP “everything” (names skipped)',
  lesson:
    'The reference MCP server names most tools in camelCase (longRunningOperation, getTinyImage, …); IronClaw’s tool-name grammar skips them, so only echo and add reach the catalog. The imported servers list under these notes shows the skips.',
  build: () =>
    importServerInto(
      baseScenario(
        'MCP reference server “everything”',
        `The agent's own tools plus the MCP reference server's tools, imported under the id "everything". ${serverCredit(everythingData)}`,
        'echo',
      ),
      everythingData,
    ),
};
