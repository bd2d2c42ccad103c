import { describe, expect, it } from 'vitest';
import { freePort } from '../test-support/free-port.ts';
import { liveTestPlace, startHttpServer, TEST_SERVER } from '../test-support/mcp-servers.ts';
import { runCli, runCliAsync } from '../test-support/run-cli.ts';

const { file, track } = liveTestPlace('live-faults-');

interface Scenario {
  definitions: { capability_id: string }[];
  servers: { id: string; source?: { transport: string }; failure?: string; summary?: { outcome: string } }[];
}

const testServer = (...flags: string[]) => ['--', process.execPath, TEST_SERVER, ...flags];
const SECRET = 'sk-live-7d1f0c9a';

/** A scenario is still printed whole: every server recorded, none of a failed one's tools. */
function scenarioOf(stdout: string): Scenario {
  return JSON.parse(stdout) as Scenario;
}

describe('a running server that fails', () => {
  it('names a server that exits, with its status and last stderr lines, its secrets blanked', async () => {
    const config = file(
      'exits.json',
      JSON.stringify({
        mcpServers: {
          broken: {
            command: process.execPath,
            args: [TEST_SERVER, '--stderr', 'cannot open the database', '--exit', '3'],
            env: { TEST_SERVER_SECRET: SECRET },
          },
          fine: { command: process.execPath, args: [TEST_SERVER, '--count', '2'] },
        },
      }),
    );
    const run = await runCliAsync(['import', '--config', config, '--timeout', '10']);
    expect(run.status).toBe(2);
    // The terminal is told all the server said; the scenario, which travels in links and exports, keeps the short cause.
    expect(run.stderr).toContain(
      'server broken: exited with status 3; its last lines on standard error: “cannot open the database” / “token is ***”',
    );
    expect(run.stderr).toContain('Server broken could not be read (exited with status 3),');
    expect(run.stdout).not.toContain('cannot open the database');
    expect(`${run.stdout}${run.stderr}`).not.toContain(SECRET);
    const scenario = scenarioOf(run.stdout);
    // The other server of the config is still imported; the scenario says which one failed.
    expect(scenario.definitions.map((d) => d.capability_id)).toEqual(['mcp-fine.tool_0', 'mcp-fine.tool_1']);
    expect(scenario.servers.map((s) => [s.id, s.failure ?? s.summary?.outcome])).toEqual([
      ['fine', 'admitted'],
      ['broken', expect.stringMatching(/^exited with status 3/)],
    ]);
    // What leaves through a link or an export is made from that scenario, so no secret either.
    const printed = file('exits-scenario.json', run.stdout);
    for (const argv of [
      ['link', printed],
      ['export', printed, '--to', 'anthropic'],
      ['report', printed, '--format', 'json'],
    ]) {
      const out = runCli(argv);
      expect(`${out.stdout}${out.stderr}`).not.toContain(SECRET);
    }
    // --only picks servers by their names in the file.
    const only = await runCliAsync(['import', '--config', config, '--only', 'fine', '--timeout', '10']);
    expect(only.status).toBe(0);
    expect(scenarioOf(only.stdout).servers.map((s) => s.id)).toEqual(['fine']);
    const unknown = await runCliAsync(['import', '--config', config, '--only', 'nobody']);
    expect(unknown.stderr).toContain('has no server "nobody"; its servers: broken, fine');
    const review = JSON.parse(runCli(['report', printed, '--format', 'json']).stdout) as {
      findings: { id: string }[];
    };
    expect(review.findings.map((f) => f.id)).toContain('server_not_read');
  });

  it('names a server that exits while listing its tools, keeping what it said of itself', async () => {
    const run = await runCliAsync([
      'import',
      '--id',
      'crash',
      '--timeout',
      '10',
      ...testServer('--stderr', 'lost the index', '--exit-on-list', '4'),
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      'server crash: exited with status 4; its last lines on standard error: “lost the index”',
    );
    const [server] = scenarioOf(run.stdout).servers;
    expect(server?.failure).toBe('exited with status 4');
    // It answered initialize before it went: where the catalog was to come from is still recorded.
    expect(server?.source?.transport).toBe('stdio');
  });

  it('gives up on a server that never answers after --timeout', async () => {
    const started = Date.now();
    const run = await runCliAsync(['import', '--id', 'stuck', '--timeout', '0.5', ...testServer('--hang')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Server stuck could not be read (no answer within 0.5 s)');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(scenarioOf(run.stdout).definitions).toEqual([]);
  });

  it("applies admission's limits to 10,000 tools, a looping cursor and a malformed page, with their findings", async () => {
    const cases: [string[], string][] = [
      [['--count', '10000'], 'tools_list:too_many_tools'],
      [['--count', '2', '--page-size', '1', '--loop-cursor'], 'tools_list:too_many_pages'],
      [['--count', '4', '--page-size', '2', '--malformed'], 'tools_list:missing_tools_array'],
    ];
    for (const [flags, outcome] of cases) {
      const run = await runCliAsync(['import', '--id', 'bad', '--timeout', '10', ...testServer(...flags)]);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(
        `error admission_rejected: Server bad's catalog was refused at ${outcome}`,
      );
      const scenario = scenarioOf(run.stdout);
      expect(scenario.definitions).toEqual([]);
      expect(scenario.servers[0]!.summary!.outcome).toBe(outcome);
    }
  });

  it('says where a config file stops being JSON', async () => {
    const config = file('broken.json', '{\n  "mcpServers": {\n    "a": { "command" "x" }\n  }\n}\n');
    const run = await runCliAsync(['import', '--config', config]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/broken\.json: invalid JSON at line 3, column \d+/);
    expect(run.stdout).toBe('');
  });

  it("reads VS Code's mcp.json with its comments and trailing commas", async () => {
    const config = file(
      'mcp.jsonc',
      [
        '{',
        '  // VS Code writes this file as JSON with comments',
        '  "servers": {',
        `    "shop": { "command": ${JSON.stringify(process.execPath)}, "args": [${JSON.stringify(TEST_SERVER)},], },`,
        '  },',
        '}',
      ].join('\n'),
    );
    const run = await runCliAsync(['import', '--config', config, '--timeout', '10']);
    expect(run.stderr).not.toContain('invalid JSON');
    expect(run.status).toBe(0);
    expect(scenarioOf(run.stdout).definitions.length).toBeGreaterThan(0);
  });

  it('says a server needs authentication on HTTP 401, and that nothing listens on a port, never echoing a header or the address', async () => {
    const http = await startHttpServer([TEST_SERVER, '--require-token', 'right-token'], '/mcp', '--http');
    track(http);
    const run = await runCliAsync([
      'import',
      ...['--id', 'guarded', '--url', http.url, '--header', `Authorization: Bearer ${SECRET}`],
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      'Server guarded could not be read (HTTP 401: the server needs authentication',
    );
    expect(run.stdout + run.stderr).not.toContain(http.url);
    expect(`${run.stdout}${run.stderr}`).not.toContain(SECRET);
    const allowed = await runCliAsync([
      'import',
      ...['--id', 'guarded', '--url', http.url, '--header', 'Authorization: Bearer right-token'],
    ]);
    expect(allowed.status).toBe(0);
    expect(scenarioOf(allowed.stdout).servers[0]!.source!.transport).toBe('streamable-http');
    expect(allowed.stdout).not.toContain('right-token');

    const closed = `http://user:${SECRET}@127.0.0.1:${freePort()}/mcp`;
    const refused = await runCliAsync(['import', '--id', 'gone', '--url', closed, '--timeout', '5']);
    expect(refused.stderr).toContain('Server gone could not be read (connection refused');
    expect(refused.stdout + refused.stderr).not.toContain('127.0.0.1');
    expect(`${refused.stdout}${refused.stderr}`).not.toContain(SECRET);
  });

  it('refuses arguments that mix a running server with files or name no server', () => {
    const cases: [string[], RegExp][] = [
      [['import', '--config', 'x.json', '--id', 'a'], /drop --id/],
      [['import', '--url', 'http://127.0.0.1:1/mcp'], /needs one --id NAME/],
      [['import', 'pages.json', '--id', 'a', '--', 'node'], /instead of files/],
      [['import', '--id', 'a', '--'], /give the server's command after "--"/],
      [['import', '--id', 'a', '--timeout', '0', '--', 'node'], /--timeout takes seconds/],
      [['import', '--id', 'a', '--url', 'http://x', '--header', 'no colon'], /"Name: value"/],
    ];
    for (const [argv, message] of cases) {
      const run = runCli(argv);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(message);
    }
  });
});
