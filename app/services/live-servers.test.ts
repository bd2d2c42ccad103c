import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, liveHost as host } from './live-page-doubles.ts';
import { startLiveClient } from './live-servers.ts';

afterEach(() => vi.unstubAllGlobals());

describe("the page's live client", () => {
  it('is static without a token, and leaves the address alone', () => {
    const page = host('?theme=dark');
    const client = startLiveClient(page, () => '{}');
    expect(client.getSnapshot().mode).toBe('static');
    expect(startLiveClient(null, () => '{}').getSnapshot().mode).toBe('static');
    expect(page.replaced).toEqual([]);
  });

  it("with serve's token, connects as the client it fetches, which then takes the token and tells its listeners", async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const page = host('?live=tok_1');
    const client = startLiveClient(page, () => '{}');
    expect(client.getSnapshot().mode).toBe('connecting');
    const told = vi.fn();
    client.subscribe(told);
    await vi.waitFor(() => expect(told).toHaveBeenCalled());
    expect(client.getSnapshot().mode).toBe('connecting');
    expect(page.replaced).toEqual(['/#v2/abc']);
    expect(FakeEventSource.opened.at(-1)).toBe('/api/live/events?live=tok_1');
    client.stop();
  });

  it('without a token, says serve runs here when it refuses the page, and stays static on a host without serve', async () => {
    for (const [status, mode] of [
      [403, 'untokened'],
      [404, 'static'],
    ] as const) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('{}', { status })),
      );
      const client = startLiveClient(host(''), () => '{}');
      const told = vi.fn();
      client.subscribe(told);
      client.probe();
      client.probe();
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
      await new Promise((r) => setTimeout(r, 0));
      expect(client.getSnapshot().mode).toBe(mode);
    }
  });
});
