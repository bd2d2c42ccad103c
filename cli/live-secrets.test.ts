// biome-ignore-all lint/suspicious/noTemplateCurlyInString: client configs spell their variables ${…}
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test-support/free-port.ts';
import { liveTestPlace, startHttpServer, TEST_SERVER } from '../test-support/mcp-servers.ts';
import { runCli, runCliAsync } from '../test-support/run-cli.ts';

const { file, track } = liveTestPlace('live-secrets-');

/** A config variable the tests set, as a user's shell would. */
const KEY_VARIABLE = 'DISCLOSURE_TEST_KEY_47';
afterAll(() => {
  delete process.env[KEY_VARIABLE];
});

interface Scenario {
  definitions: { description?: string }[];
  servers: {
    id: string;
    failure?: string;
    source?: {
      server: { name: string; version: string } | null;
      quoted_secrets?: { tool: string; field: string }[];
    };
  }[];
}

interface ReportFinding {
  id: string;
  message: string;
  causes?: { server?: string; tool?: string; field?: string; text?: string }[];
}

/** Every text a reader of the run can see: the command's output, and the link, export and review made from it. */
async function everythingShown(
  argv: string[],
): Promise<{ all: string; stderr: string; scenario: Scenario; findings: ReportFinding[] }> {
  const run = await runCliAsync(argv);
  const printed = file(`printed-${Math.random().toString(36).slice(2)}.json`, run.stdout);
  const [link, exported, report] = [
    ['link', printed],
    ['export', printed, '--to', 'anthropic'],
    ['report', printed, '--format', 'json'],
  ].map((args) => runCli(args));
  return {
    all: [run.stdout, run.stderr, ...[link!, exported!, report!].map((o) => `${o.stdout}${o.stderr}`)].join(
      '\n',
    ),
    stderr: run.stderr,
    scenario: JSON.parse(run.stdout) as Scenario,
    findings: (JSON.parse(report!.stdout) as { findings: ReportFinding[] }).findings,
  };
}

/** The `secret_in_tool_text` finding of a report, as [server, tool, field] per place. */
function quotedPlaces(findings: readonly ReportFinding[]): (string | undefined)[][] {
  const f = findings.find((f) => f.id === 'secret_in_tool_text');
  return f?.causes?.map((c) => [c.server, c.tool, c.field]) ?? [];
}

/** What of `secret` `text` gives away: the secret, its base64, or any part of its start longer than 4 characters. */
function leakOf(text: string, secret: string): string | null {
  for (const form of [
    secret,
    Buffer.from(secret).toString('base64'),
    Buffer.from(secret).toString('base64url'),
    secret.slice(0, 5),
  ])
    if (text.includes(form)) return form;
  return null;
}

/** A stdio server in a config, given `secret` in its environment and, through a variable, in its arguments. */
function configWith(secret: string, flags: string[]): string {
  process.env[KEY_VARIABLE] = secret;
  return file(
    `config-${Math.random().toString(36).slice(2)}.json`,
    JSON.stringify({
      mcpServers: {
        s: {
          command: process.execPath,
          args: [TEST_SERVER, '--api-key', `\${env:${KEY_VARIABLE}}`, ...flags],
          env: { TEST_SERVER_SECRET: secret },
        },
      },
    }),
  );
}

const SECRET_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'.split('');

describe('secrets of a live connection', () => {
  it('are not cut in half by the stderr line cut: a 32-character secret straddling character 300', async () => {
    const secret = 'sk-live-0123456789abcdef01234567';
    // "env=" and the 281 fillers put the secret at 285…316 of the line, across the 300 shown.
    const config = configWith(secret, ['--echo-in', 'stderr', '--echo-at', '281', '--exit', '1']);
    const shown = await everythingShown(['import', '--config', config, '--timeout', '10']);
    // The terminal shows the cut line, the secret masked where it began; the scenario keeps the short cause only.
    expect(shown.stderr).toMatch(/exited with status 1; its last lines on standard error: “x+env=\*\*\*/);
    expect(shown.scenario.servers[0]!.failure).toBe('exited with status 1');
    expect(leakOf(shown.all, secret)).toBeNull();
  });

  it('include a ${env:…} value expanded into args, echoed in a tools/list error', async () => {
    const secret = 'argv-key-5f3e9a1c7b';
    const config = file(
      'args-only.json',
      JSON.stringify({
        mcpServers: {
          s: {
            command: process.execPath,
            args: [TEST_SERVER, '--api-key', `\${env:${KEY_VARIABLE}}`, '--echo-in', 'error'],
          },
        },
      }),
    );
    process.env[KEY_VARIABLE] = secret;
    const shown = await everythingShown(['import', '--config', config, '--timeout', '10']);
    expect(shown.scenario.servers[0]!.failure).toContain('--api-key ***');
    expect(leakOf(shown.all, secret)).toBeNull();
  });

  it("keep a server's own name and version short and without the header it was sent", async () => {
    const http = track(
      await startHttpServer([TEST_SERVER, '--echo-in', 'name', '--echo-in', 'version'], '/mcp', '--http'),
    );
    const token = 'hdr-token-88c1d2e3f4';
    const shown = await everythingShown([
      'import',
      ...['--id', 'h', '--url', http.url, '--header', `Authorization: Bearer ${token}`, '--timeout', '10'],
    ]);
    const server = shown.scenario.servers[0]!.source!.server!;
    expect(server.name).toMatch(/^server env= argv=.* auth=\*\*\*$/);
    expect(server.version.startsWith('1.2.3 ')).toBe(true);
    expect(leakOf(shown.all, token)).toBeNull();
  });

  it('include URL credentials as the Basic value they travel as', async () => {
    const http = track(
      await startHttpServer([TEST_SERVER, '--echo-in', 'name', '--echo-in', 'error'], '/mcp', '--http'),
    );
    const password = 'pw-9d8c7b6a5f';
    const withCredentials = http.url.replace('http://', `http://u47user:${password}@`);
    const shown = await everythingShown(['import', '--id', 'b', '--url', withCredentials, '--timeout', '10']);
    expect(shown.scenario.servers[0]!.failure).toMatch(/auth=Basic \*\*\*/);
    expect(leakOf(shown.all, 'u47user:pw-9d8c7b6a5f')).toBeNull();
    expect(leakOf(shown.all, password)).toBeNull();
  });

  it("keep a key in the address's path out of a failure", async () => {
    const key = 'path-key-a1b2c3d4e5';
    const run = await runCliAsync([
      'import',
      ...['--id', 'p', '--url', `http://127.0.0.1:${freePort()}/mcp/s/${key}/mcp`, '--timeout', '5'],
    ]);
    expect(run.stderr).toContain('Server p could not be read (connection refused');
    expect(`${run.stdout}${run.stderr}`).not.toContain(key);
  });

  it("stay in a tool's own text, as the server sent it, and are a finding naming the tool and field", async () => {
    const secret = 'tool-quoted-77aa88bb99';
    const config = configWith(secret, ['--echo-in', 'tool', '--count', '2']);
    const shown = await everythingShown(['import', '--config', config, '--timeout', '10']);
    expect(shown.stderr).toContain(
      "warning secret_in_tool_text: Server s's tool tool_0 quotes a secret of its connection at /description",
    );
    expect(shown.stderr).not.toContain(secret);
    expect(shown.scenario.definitions[0]!.description).toContain(secret);
    // Recorded in the scenario, so the review raises it wherever it is read: report, Problems, the Action.
    expect(shown.scenario.servers[0]!.source!.quoted_secrets).toEqual([
      { tool: 'tool_0', field: '/description' },
    ]);
    expect(quotedPlaces(shown.findings)).toEqual([['s', 'tool_0', '/description']]);
    const markdown = runCli(['report', file('quoted.json', JSON.stringify(shown.scenario))]);
    expect(markdown.stdout).toContain('secret_in_tool_text');
    expect(markdown.stdout).not.toContain(secret);
  });

  it('never reach any output, scenario, link or export, wherever a server puts them (property)', async () => {
    const secret = fc.string({ unit: fc.constantFrom(...SECRET_CHARS), minLength: 8, maxLength: 48 });
    const place = fc.oneof(
      fc.record({ where: fc.constant('stderr' as const), offset: fc.nat(700) }),
      fc.record({
        where: fc.constantFrom('name' as const, 'version' as const, 'error' as const, 'tool' as const),
      }),
    );
    await fc.assert(
      fc.asyncProperty(secret, place, async (secret, place) => {
        const flags = ['--echo-in', place.where];
        if (place.where === 'stderr') flags.push('--echo-at', String(place.offset), '--exit', '1');
        const shown = await everythingShown([
          'import',
          '--config',
          configWith(secret, flags),
          '--timeout',
          '10',
        ]);
        if (place.where === 'tool') {
          // The text stays as sent; the report names where, by server, tool and field.
          expect(quotedPlaces(shown.findings)).toEqual([['s', 'tool_0', '/description']]);
          expect(leakOf(shown.stderr, secret)).toBeNull();
        } else {
          expect(leakOf(shown.all, secret)).toBeNull();
          expect(quotedPlaces(shown.findings)).toEqual([]);
        }
      }),
      { numRuns: 8 },
    );
    // Each run starts a server and reads its output four ways: seconds apiece on a loaded machine.
  }, 300_000);
});
