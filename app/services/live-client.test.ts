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
});
