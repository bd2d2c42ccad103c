import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveClient } from './live-client.ts';
import { FakeEventSource, liveHost as host } from './live-page-doubles.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the live servers of disclosure serve', () => {
  it('are none on the static site, which is told how to start serve', () => {
    const client = createLiveClient(host(''), () => '{}');
    expect(client.getSnapshot().mode).toBe('static');
    expect(createLiveClient(null, () => '{}').getSnapshot().mode).toBe('static');
  });

  it("take serve's token out of the address bar at once, keeping the scenario's link, and open the event stream with it", () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const page = host('?live=tok_123&theme=dark');
    const client = createLiveClient(page, () => '{}');
    expect(client.getSnapshot().mode).toBe('connecting');
    expect(page.replaced).toEqual(['/?theme=dark#v2/abc']);
    expect(FakeEventSource.opened.at(-1)).toBe('/api/live/events?live=tok_123');
    // A reload of the tab finds the token it kept.
    const again = { ...page, location: { search: '', pathname: '/', hash: '' } as Location };
    expect(createLiveClient(again, () => '{}').getSnapshot().mode).toBe('connecting');
    client.stop();
  });

  it('re-imports a server that floods list_changed once while one import runs and once after, never per revision', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const asked: string[] = [];
    let answer = () => {};
    vi.stubGlobal('fetch', (path: string) => {
      asked.push(path);
      return new Promise((resolve) => {
        answer = () =>
          resolve({ ok: false, statusText: 'Bad Gateway', json: async () => ({ failure: 'gone' }) });
      });
    });
    const held = JSON.stringify({
      definitions: [],
      servers: [{ id: 'shop', source: { transport: 'stdio', server: null, read_at: '' } }],
    });
    const client = createLiveClient(host('?live=tok_123'), () => held);
    const state = (revision: number) => ({
      servers: [
        {
          id: 'shop',
          transport: 'stdio',
          state: 'ready',
          failure: null,
          revision,
          reason: 'list_changed',
          source: null,
          tools: 1,
        },
      ],
    });
    const events = FakeEventSource.last!;
    events.emit('servers', state(1));
    for (let revision = 2; revision <= 200; revision++) {
      events.emit('servers', state(revision));
      await Promise.resolve();
    }
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    answer();
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    answer();
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toEqual(['/api/live/servers/shop/catalog', '/api/live/servers/shop/catalog']);
    client.stop();
  });
});
