import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { isJsonObject, type JsonValue, type LiveCatalog, type LiveServerState } from '../../core/index.ts';
import { type Connected, connect } from '../live/connect.ts';
import { mapFewAtATime, SERVERS_STARTED_AT_ONCE } from '../live/few-at-a-time.ts';
import { readPages, sourceOf } from '../live/read-catalog.ts';
import { quotedSecrets } from '../live/redaction.ts';
import type { LiveServerSpec } from '../live/server-spec.ts';
import { coalesceReads } from './coalesced-reads.ts';

type CatalogOfServer = Omit<LiveCatalog, 'id'>;

interface Entry {
  spec: LiveServerSpec;
  state: LiveServerState;
  connected: Connected | null;
  catalog: CatalogOfServer | null;
  /** Reads the catalog: at most one at a time and one waiting, however often asked (coalesced-reads.ts). */
  read: (reason: LiveServerState['reason']) => Promise<void>;
}

/**
 * The configured servers, each kept connected while `serve` runs so its
 * `notifications/tools/list_changed` reaches the page: the catalog is read again
 * at once and the page told. A server that ends is marked failed with its cause
 * and connected again on the next request.
 */
export function createLiveRegistry(
  specs: readonly LiveServerSpec[],
  timeoutMs: number,
  /** Where a tool quoting a secret of its connection is said (serve's terminal); the text itself goes to the page as sent. */
  warn: (text: string) => void = () => {},
) {
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const entries = new Map<string, Entry>(
    specs.map((spec) => [
      spec.id,
      {
        spec,
        connected: null,
        catalog: null,
        read: () => Promise.resolve(),
        state: {
          id: spec.id,
          transport: spec.transport,
          state: 'starting',
          failure: null,
          revision: 0,
          reason: 'start',
          source: null,
          tools: null,
        },
      },
    ]),
  );
  let stopped = false;
  for (const entry of entries.values()) entry.read = coalesceReads((reason) => readOnce(entry, reason));

  const fail = (entry: Entry, failure: string) => {
    entry.state = { ...entry.state, state: 'failed', failure };
    changed();
  };

  const ensureConnected = async (entry: Entry): Promise<Connected | null> => {
    if (entry.connected !== null) return entry.connected;
    const result = await connect(entry.spec, timeoutMs);
    if (!result.ok) {
      fail(entry, result.failure);
      return null;
    }
    const connected = result.connected;
    if (stopped) {
      await connected.close().catch(() => {});
      return null;
    }
    entry.connected = connected;
    connected.client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
      void read(entry, 'list_changed');
    });
    void connected.endedBecause().then((why) => {
      if (entry.connected !== connected || stopped) return;
      entry.connected = null;
      fail(entry, why);
    });
    return connected;
  };

  const readOnce = async (entry: Entry, reason: LiveServerState['reason']) => {
    const connected = await ensureConnected(entry);
    if (connected === null) return;
    const read = await readPages(connected, timeoutMs);
    if (!read.ok) {
      fail(entry, read.failure);
      return;
    }
    for (const { tool, field } of quotedSecrets(read.pages, connected.redact))
      warn(
        `${entry.spec.id}: tool "${tool}" quotes a secret of its connection in ${field} (secret_in_tool_text)`,
      );
    const revision = entry.state.revision + 1;
    const source = sourceOf(entry.spec, connected, connected.redact);
    entry.catalog = { revision, pages: read.pages, source };
    entry.state = {
      ...entry.state,
      state: 'ready',
      failure: null,
      revision,
      reason,
      source,
      tools: read.pages.reduce<number>((n, p) => n + toolCount(p), 0),
    };
    changed();
  };

  const read = (entry: Entry, reason: LiveServerState['reason']) => entry.read(reason);

  return {
    /** Starts every server, a few at a time: a config of hundreds does not start them all at once. */
    start: () => mapFewAtATime([...entries.values()], SERVERS_STARTED_AT_ONCE, (e) => read(e, 'start')),
    list: (): LiveServerState[] => [...entries.values()].map((e) => e.state),
    has: (id: string) => entries.has(id),
    /** The catalog as last read (`fresh`: read again first), or why there is none. */
    catalog: async (id: string, fresh: boolean): Promise<CatalogOfServer | { failure: string }> => {
      const entry = entries.get(id)!;
      if (fresh || entry.catalog === null) await read(entry, 'request');
      if (entry.state.state === 'failed') return { failure: entry.state.failure ?? 'it could not be read' };
      return entry.catalog ?? { failure: 'it could not be read' };
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: async () => {
      stopped = true;
      await Promise.all([...entries.values()].map((e) => e.connected?.close().catch(() => {})));
    },
  };
}

export type LiveRegistry = ReturnType<typeof createLiveRegistry>;

function toolCount(page: JsonValue): number {
  const tools = isJsonObject(page) ? page.tools : undefined;
  return Array.isArray(tools) ? tools.length : 0;
}
