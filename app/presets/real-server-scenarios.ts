import { fromPlain, type JsonObject } from '../../core/index.ts';
import { buildCoreTools } from './core-tools.ts';
import { importServerInto, serverCredit } from './server-preset.ts';
import everythingData from './servers/everything.json?raw';
import githubData from './servers/github.json?raw';
import { PRODUCTION_SURFACE } from './tool-factory.ts';

/** The agent's own tools, before a hosted server's tools are imported beside them. */
function baseScenario(name: string, notes: string, queries: unknown[]): JsonObject {
  return fromPlain({
    name,
    notes,
    playground: PRODUCTION_SURFACE,
    mode: 'namespaces',
    policy: { kind: 'allow_all' },
    caps: { max_tokens: 12000, max_tools: 10, ctx_limit: null },
    queries,
    definitions: buildCoreTools(),
  }) as JsonObject;
}

export const buildGithubServer = () =>
  importServerInto(
    baseScenario(
      'GitHub MCP server beside the agent’s tools',
      `The agent's own tools plus the GitHub MCP server's tools, imported as a hosted MCP server under the id "github". ${serverCredit(githubData)}`,
      [
        { query: 'search code', limit: 5 },
        // "PR" is only in its parameter descriptions, which tool_search does not read for an unverified tool.
        { query: 'open a PR', limit: 10, expect: ['create_pull_request'] },
      ],
    ),
    githubData,
  );

export const buildEverythingServer = () =>
  importServerInto(
    baseScenario(
      'MCP reference server “everything”',
      `The agent's own tools plus the MCP reference server's tools, imported under the id "everything". ${serverCredit(everythingData)}`,
      [{ query: 'echo', limit: 5 }],
    ),
    everythingData,
  );
