// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPlain, type LiveServerState, writeLiveCatalogText } from '../../core/index.ts';
import { openScenario } from '../../test-support/scenario-writes.ts';
import { protocolText, templates } from '../evaluation/templates.ts';
import type { LiveImportBody } from '../scenario-text/live-import-answer.ts';
import { usePlayground } from '../state/store.ts';
import { createPipelineSession } from '../worker/pipeline-session.ts';
import { createLiveClient } from './live-client.ts';
import { DrivenEventSource, liveHost } from './live-page-doubles.ts';

/** Every call of the import rule, and whether the Worker (the importer below) made it. */
const ruleCalls = vi.hoisted(() => ({ inWorker: false, calls: [] as boolean[] }));
vi.mock('../scenario-text/live-import.ts', async (original) => {
  const real = await original<typeof import('../scenario-text/live-import.ts')>();
  return {
    applyLiveCatalogs: (...args: Parameters<typeof real.applyLiveCatalogs>) => {
      ruleCalls.calls.push(ruleCalls.inWorker);
      return real.applyLiveCatalogs(...args);
    },
  };
});

const initial = usePlayground.getState();
const SOURCE = {
  transport: 'stdio' as const,
  server: { name: 'shop', version: '1' },
  protocol_version: '2025-06-18',
  read_at: '2026-01-01T00:00:00.000Z',
};
const ready: LiveServerState = {
  id: 'shop',
  transport: 'stdio',
  state: 'ready',
  failure: null,
  revision: 1,
  reason: 'start',
  source: SOURCE,
  tools: 1,
};

beforeEach(() => {
  usePlayground.setState(initial, true);
  ruleCalls.calls = [];
  vi.stubGlobal('EventSource', DrivenEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const page = {
        tools: [
          {
            name: 'find',
            description: 'Find.',
            inputSchema: { type: 'object', properties: { n: { type: 'integer', minimum: 1 } } },
          },
        ],
      };
      return new Response(
        writeLiveCatalogText({ id: 'shop', revision: 1, pages: [fromPlain(page)], source: SOURCE }),
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the live client and the Worker', () => {
  it('sends the catalog and the text to the Worker, which alone admits and imports it', async () => {
    openScenario('{"definitions": []}', 'file: mine.json');
    // The Worker's own answer to the `live` lane, behind a structured clone as a Worker's message is.
    const session = createPipelineSession(templates, protocolText);
    const sent: LiveImportBody[] = [];
    const importer = vi.fn(async (body: LiveImportBody) => {
      sent.push(body);
      ruleCalls.inWorker = true;
      try {
        return structuredClone(await session.answers.live(structuredClone(body)));
      } finally {
        ruleCalls.inWorker = false;
      }
    });
    const live = createLiveClient(liveHost('?live=tok'), () => usePlayground.getState().text, { importer });
    DrivenEventSource.last!.emit([ready]);
    await live.importServer('shop');

    const text = usePlayground.getState().text;
    expect(text).toContain('mcp-shop__find');
    // The numbers cross as the server wrote them: the catalog goes as serve's text, not as cloned values.
    expect(text).toContain('"minimum": 1');
    expect(sent).toEqual([
      expect.objectContaining({ text: '{"definitions": []}', how: 'add', id: 'shop', unread: [] }),
    ]);
    expect(typeof sent[0]!.catalogs[0]).toBe('string');
    // The import rule ran, and only ever in the Worker.
    expect(ruleCalls.calls).toEqual([true]);
    expect(live.getSnapshot().problems).toEqual({});
  });

  it('says why when the Worker could not import, and writes nothing', async () => {
    openScenario('{"definitions": []}', 'file: mine.json');
    const importer = vi.fn(async () => {
      throw new Error('the evaluation worker stopped');
    });
    const live = createLiveClient(liveHost('?live=tok'), () => usePlayground.getState().text, { importer });
    DrivenEventSource.last!.emit([ready]);
    await live.importServer('shop');
    expect(usePlayground.getState().text).toBe('{"definitions": []}');
    expect(live.getSnapshot().problems.shop).toContain('the evaluation worker stopped');
    expect(ruleCalls.calls).toEqual([]);
  });
});
