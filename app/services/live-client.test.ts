import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveClient } from './live-client.ts';

function host(search: string) {
  const stored = new Map<string, string>();
  const replaced: string[] = [];
  return {
    replaced,
    location: { search, pathname: '/', hash: '#v2/abc' } as Location,
    history: {
      state: null,
      replaceState: (_s: unknown, _t: string, url: string) => {
        replaced.push(url);
      },
    } as unknown as History,
    sessionStorage: {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
    } as unknown as Storage,
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
});
