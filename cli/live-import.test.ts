// biome-ignore-all lint/suspicious/noTemplateCurlyInString: client configs spell their variables ${…}, and these are configs
import { join } from 'node:path';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { describe, expect, it } from 'vitest';
import {
  capturePages,
  httpTransport,
  liveTestPlace,
  referenceServer,
  sseTransport,
  startHttpServer,
  stdioTransport,
  TEST_SERVER,
} from '../test-support/mcp-servers.ts';
import { runCli, runCliAsync } from '../test-support/run-cli.ts';

const { dir: work, file, track } = liveTestPlace('live-import-');

interface Scenario {
  definitions: { capability_id: string }[];
  servers: {
    id: string;
    source?: Record<string, unknown>;
    failure?: string;
    summary?: { outcome: string };
  }[];
}

/** The scenario without where each catalog came from: what a file of the same pages cannot know. */
function withoutSource(text: string): unknown {
  const scenario = JSON.parse(text) as Scenario;
  return { ...scenario, servers: scenario.servers.map(({ source: _, ...rest }) => rest) };
}

/**
 * The live import against `disclosure import PAGES.json` of the pages the SDK's
 * own client captured from the same server: the same scenario, and the same
 * findings on standard error.
 */
async function expectSameAsCapture(id: string, live: string[], capture: () => Transport) {
  const pages = await capturePages(capture());
  const captured = runCli(['import', file(`${id}-pages.json`, JSON.stringify(pages)), '--id', id]);
  const read = await runCliAsync(['import', '--id', id, '--timeout', '20', ...live]);
  expect(read.stderr).toBe(captured.stderr);
  expect(read.status).toBe(captured.status);
  expect(withoutSource(read.stdout)).toEqual(withoutSource(captured.stdout));
  expect((JSON.parse(read.stdout) as Scenario).definitions.length).toBeGreaterThan(0);
  return JSON.parse(read.stdout) as Scenario;
}

describe('disclosure import of a running server', () => {
  it('reads server-filesystem over stdio as a file of its captured pages reads', async () => {
    const args = [referenceServer('server-filesystem'), work];
    const scenario = await expectSameAsCapture('files', ['--', process.execPath, ...args], () =>
      stdioTransport(args),
    );
    expect(scenario.servers[0]!.source).toMatchObject({
      transport: 'stdio',
      server: { name: 'secure-filesystem-server' },
      protocol_version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      read_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('reads server-memory from a client config, its env set and never printed', async () => {
    const memory = join(work, 'memory.jsonl');
    const config = file(
      'claude.json',
      JSON.stringify({
        mcpServers: {
          memory: {
            command: process.execPath,
            args: [referenceServer('server-memory')],
            env: { MEMORY_FILE_PATH: '${env:LIVE_TEST_MEMORY}' },
          },
        },
      }),
    );
    process.env.LIVE_TEST_MEMORY = memory;
    const pages = await capturePages(
      stdioTransport([referenceServer('server-memory')], { MEMORY_FILE_PATH: memory }),
    );
    const captured = runCli(['import', file('memory-pages.json', JSON.stringify(pages)), '--id', 'memory']);
    const read = await runCliAsync(['import', '--config', config, '--timeout', '20']);
    expect(read.status).toBe(0);
    expect(withoutSource(read.stdout)).toEqual(withoutSource(captured.stdout));
    expect(`${read.stdout}${read.stderr}`).not.toContain(memory);
  });

  it('reads server-everything over stdio and over Streamable HTTP, and an SSE-only one through the fallback', async () => {
    const entry = referenceServer('server-everything');
    await expectSameAsCapture('everything', ['--', process.execPath, entry, 'stdio'], () =>
      stdioTransport([entry, 'stdio']),
    );
    const http = await startHttpServer([entry, 'streamableHttp'], '/mcp');
    track(http);
    const overHttp = await expectSameAsCapture('everything', ['--url', http.url], () =>
      httpTransport(http.url),
    );
    expect(overHttp.servers[0]!.source).toMatchObject({
      transport: 'streamable-http',
      server: { name: expect.stringContaining('everything') },
    });
    const sse = await startHttpServer([entry, 'sse'], '/sse');
    track(sse);
    const overSse = await expectSameAsCapture('everything', ['--url', sse.url], () => sseTransport(sse.url));
    expect(overSse.servers[0]!.source).toMatchObject({ transport: 'sse' });
  });

  it("follows the test server's nextCursor through every page", async () => {
    const args = [TEST_SERVER, '--count', '7', '--page-size', '3'];
    const scenario = await expectSameAsCapture('paged', ['--', process.execPath, ...args], () =>
      stdioTransport(args),
    );
    expect(scenario.definitions.map((d) => d.capability_id)).toEqual(
      Array.from({ length: 7 }, (_, i) => `mcp-paged.tool_${i}`),
    );
  });
});
