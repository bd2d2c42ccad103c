import { describe, expect, it } from 'vitest';
import { TEST_SERVER } from '../../test-support/mcp-servers.ts';
import { mapFewAtATime } from '../live/few-at-a-time.ts';
import { coalesceReads } from './coalesced-reads.ts';
import { createLiveRegistry } from './live-registry.ts';

const server = (id: string, flags: string[]) => ({
  id,
  transport: 'stdio' as const,
  command: process.execPath,
  args: [TEST_SERVER, ...flags],
  env: {},
});

describe(coalesceReads, () => {
  it('runs one read and one waiting however often it is asked, and answers every ask', async () => {
    const reasons: string[] = [];
    let release = () => {};
    const read = coalesceReads(async (reason: string) => {
      reasons.push(reason);
      await new Promise<void>((r) => {
        release = r;
      });
    });
    const asks = Array.from({ length: 100 }, (_, i) => read(`ask ${i}`));
    expect(reasons).toEqual(['ask 0']);
    release();
    await new Promise((r) => setTimeout(r, 0));
    // The waiting read runs once, for the latest ask.
    expect(reasons).toEqual(['ask 0', 'ask 99']);
    release();
    await Promise.all(asks);
    expect(reasons).toHaveLength(2);
  });
});

describe(mapFewAtATime, () => {
  it('never runs more than its limit at once, and keeps the order', async () => {
    let now = 0;
    let most = 0;
    const out = await mapFewAtATime([1, 2, 3, 4, 5, 6, 7, 8, 9], 4, async (n) => {
      most = Math.max(most, ++now);
      await new Promise((r) => setTimeout(r, 5));
      now--;
      return n * 2;
    });
    expect(most).toBe(4);
    expect(out).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18]);
  });
});

describe('serve under a flood of list_changed', () => {
  it('reads a flooding server at most once at a time and once more, and is idle when it stops', async () => {
    // 1,000 notifications at up to 10 kHz, each read taking 50 ms: read one by one they would take 50 s.
    const registry = createLiveRegistry([server('flood', ['--flood', '1000', '--list-delay', '50'])], 10_000);
    const started = Date.now();
    try {
      await registry.start();
      let last = -1;
      let stableSince = Date.now();
      while (Date.now() - stableSince < 800) {
        expect(Date.now() - started).toBeLessThan(25_000);
        const revision = registry.list()[0]!.revision;
        if (revision !== last) {
          last = revision;
          stableSince = Date.now();
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      // One read per 50 ms of flood at most, plus the one that was waiting: a handful, not a thousand.
      expect(last).toBeGreaterThan(1);
      expect(last).toBeLessThan(100);
      expect(registry.list()[0]!.state).toBe('ready');
    } finally {
      await registry.stop();
    }
  }, 40_000);

  it('starts the servers of a config a few at a time', async () => {
    // Eight servers that never answer, each given 1 s: four at a time take two rounds.
    const registry = createLiveRegistry(
      Array.from({ length: 8 }, (_, i) => server(`hung${i}`, ['--hang'])),
      1000,
    );
    const started = Date.now();
    try {
      await registry.start();
      expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
      expect(registry.list().map((s) => s.failure)).toEqual(Array(8).fill('no answer within 1 s'));
    } finally {
      await registry.stop();
    }
  }, 30_000);

  it('says on its terminal and in the source it records where a tool quotes a secret of its connection, never the secret', async () => {
    const said: string[] = [];
    const registry = createLiveRegistry(
      [{ ...server('quoting', ['--echo-in', 'tool']), env: { TEST_SERVER_SECRET: 'quoted-secret-4e5f' } }],
      10_000,
      { warn: (text) => said.push(text) },
    );
    try {
      await registry.start();
      expect(said).toEqual([
        'quoting: tool "tool_0" quotes a secret of its connection at /description (secret_in_tool_text)',
      ]);
      // The catalog the page imports records where, so its review raises the finding in Problems.
      const catalog = await registry.catalog('quoting', false);
      if (!('source' in catalog)) throw new Error(catalog.failure);
      expect(catalog.source.quoted_secrets).toEqual([{ tool: 'tool_0', field: '/description' }]);
      expect(JSON.stringify(catalog.source)).not.toContain('quoted-secret-4e5f');
    } finally {
      await registry.stop();
    }
  }, 30_000);
});
