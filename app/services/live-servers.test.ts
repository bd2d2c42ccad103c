import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLiveClient } from './live-servers.ts';

function host(search: string) {
  const replaced: string[] = [];
  return {
    replaced,
    location: { search, pathname: '/', hash: '#v2/abc' } as Location,
    history: {
      state: null,
      replaceState: (_s: unknown, _t: string, url: string) => void replaced.push(url),
    } as unknown as History,
    sessionStorage: { getItem: () => null, setItem: () => {} } as unknown as Storage,
  };
}

class FakeEventSource {
  static CLOSED = 2;
  static opened: string[] = [];
  readyState = 0;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(url);
  }
  addEventListener() {}
  close() {
    this.readyState = 2;
  }
}

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
});
