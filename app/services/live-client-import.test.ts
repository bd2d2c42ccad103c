// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPlain, type LiveServerState, writeLiveCatalogText } from '../../core/index.ts';
import { openScenario } from '../../test-support/scenario-writes.ts';
import { usePlayground } from '../state/store.ts';
import { createLiveClient } from './live-client.ts';
import { DrivenEventSource, liveHost } from './live-page-doubles.ts';

const initial = usePlayground.getState();
const SOURCE = {
  transport: 'stdio' as const,
  server: { name: 'shop', version: '1' },
  protocol_version: '2025-06-18',
  read_at: '2026-01-01T00:00:00.000Z',
};

/** serve's answers: each server's tools, served as the catalog endpoint writes them; `null` fails. */
let served: Record<string, { name: string; description: string }[] | null> = {};
let reads = 0;

function state(
  id: string,
  revision: number,
  reason: LiveServerState['reason'],
  failed = false,
): LiveServerState {
  return {
    id,
    transport: 'stdio',
    state: failed ? 'failed' : 'ready',
    failure: failed ? 'exited with status 3' : null,
    revision,
    reason,
    source: failed ? null : SOURCE,
    tools: failed ? null : 1,
  };
}

beforeEach(() => {
  usePlayground.setState(initial, true);
  served = {};
  reads = 0;
  vi.stubGlobal('EventSource', DrivenEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      reads++;
      const id = decodeURIComponent(/servers\/([^/]+)\//.exec(url)![1]!);
      const tools = served[id];
      if (!tools)
        return new Response(JSON.stringify({ id, failure: 'exited with status 3' }), { status: 502 });
      const page = {
        tools: tools.map((t) => ({
          ...t,
          inputSchema: { type: 'object', properties: { n: { type: 'integer', minimum: 1 } } },
        })),
      };
      return new Response(
        writeLiveCatalogText({ id, revision: 1, pages: [fromPlain(page)], source: SOURCE }),
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const text = () => usePlayground.getState().text;
const client = (opensOnExample = false) =>
  createLiveClient(liveHost('?live=tok'), text, { opensOnExample: () => opensOnExample });

describe('the live client importing from serve', () => {
  it('opens on the servers, those that failed recorded with why, instead of the example', async () => {
    openScenario('{"definitions": []}', 'preset: example');
    served = { shop: [{ name: 'find', description: 'Find.' }] };
    client(true);
    DrivenEventSource.last!.emit([state('shop', 1, 'start'), state('broken', 0, 'start', true)]);
    await vi.waitFor(() => expect(text()).toContain('mcp-shop__find'));
    expect(text()).toContain('"failure": "exited with status 3"');
    expect(text()).toContain('"minimum": 1');
    expect(usePlayground.getState().origin).toBe('the servers of disclosure serve');
  });

  it('records a server it could not import, as disclosure import does', async () => {
    openScenario('{"definitions": []}', 'file: mine.json');
    const live = client();
    DrivenEventSource.last!.emit([state('broken', 0, 'start', true)]);
    await live.importServer('broken');
    expect(text()).toContain('"id": "broken"');
    expect(text()).toContain('"failure": "exited with status 3"');
    expect(live.getSnapshot().problems.broken).toContain('broken could not be read');
  });

  it('keeps a pinned baseline, keeps "before the first change" through a burst, and adds no step for a read that found nothing new', async () => {
    openScenario('{"definitions": []}', 'file: mine.json');
    served = { shop: [{ name: 'find', description: 'Find.' }] };
    const live = client();
    DrivenEventSource.last!.emit([state('shop', 1, 'start')]);
    await live.importServer('shop');
    const imported = text();
    const steps = usePlayground.getState().past.length;
    // A re-import that reads the same catalog: no new step, no baseline.
    await live.importServer('shop');
    expect(usePlayground.getState().past.length).toBe(steps);
    expect(usePlayground.getState().compareBaseline).toBeNull();
    // Two changes in a burst: Compare stays on the text before the first.
    served = { shop: [{ name: 'find', description: 'Find orders.' }] };
    DrivenEventSource.last!.emit([state('shop', 2, 'list_changed')]);
    await vi.waitFor(() => expect(text()).toContain('Find orders.'));
    // The banner says what changed, from core's catalog diff.
    expect(usePlayground.getState().notice?.text).toContain(
      'Re-imported shop, which changed its tools: 0 added, 0 removed, 0 renamed, 1 changed, 0 breaking.',
    );
    served = { shop: [{ name: 'find', description: 'Find every order.' }] };
    DrivenEventSource.last!.emit([state('shop', 3, 'list_changed')]);
    await vi.waitFor(() => expect(text()).toContain('Find every order.'));
    expect(usePlayground.getState().compareBaseline).toBe(imported);
    // A baseline the person pinned is never replaced.
    usePlayground.getState().setCompareBaseline('{"definitions": []}', 'pinned by me');
    served = { shop: [{ name: 'find', description: 'Find all orders.' }] };
    DrivenEventSource.last!.emit([state('shop', 4, 'list_changed')]);
    await vi.waitFor(() => expect(text()).toContain('Find all orders.'));
    expect(usePlayground.getState().compareOrigin).toBe('pinned by me');
    expect(usePlayground.getState().notice?.text).toContain('Compare keeps the baseline you pinned');
    expect(reads).toBeGreaterThan(0);
  });

  it('re-imports a change from the catalog serve pushed with it, without fetching it back', async () => {
    openScenario('{"definitions": []}', 'file: mine.json');
    served = { shop: [{ name: 'find', description: 'Find.' }] };
    const live = client();
    DrivenEventSource.last!.emit([state('shop', 1, 'start')]);
    await live.importServer('shop');
    const fetched = reads;
    const page = fromPlain({
      tools: [{ name: 'find', description: 'Pushed.', inputSchema: { type: 'object' } }],
    });
    DrivenEventSource.last!.send(
      'catalog',
      writeLiveCatalogText({ id: 'shop', revision: 2, pages: [page], source: SOURCE }),
    );
    DrivenEventSource.last!.emit([state('shop', 2, 'list_changed')]);
    await vi.waitFor(() => expect(text()).toContain('Pushed.'));
    expect(reads).toBe(fetched);
  });
});
