import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { isJsonObject, type JsonValue, type LiveCatalog, type LiveServerState } from '../../core/index.ts';
import { type Connected, connect } from '../live/connect.ts';
import { mapFewAtATime, SERVERS_STARTED_AT_ONCE } from '../live/few-at-a-time.ts';
import { readPages, sourceOf } from '../live/read-catalog.ts';
import { redactorOf } from '../live/redaction.ts';
import type { LiveServerSpec } from '../live/server-spec.ts';
import { recordedFailure } from '../live/stderr-tail.ts';
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
  options: RegistryOptions = {},
) {
  const states = listenerSet<[]>();
  const catalogs = listenerSet<[LiveCatalog]>();
  const tell = options.tell ?? (() => {});
  const warn = options.warn ?? (() => {});
  const changed = states.call;
  const entries = new Map<string, Entry>(
    specs.map((spec) => [
      spec.id,
      {
        spec,
        connected: null,
        catalog: null,
        read: () => Promise.resolve(),
        state: firstState(spec.id, spec.transport, null),
      },
    ]),
  );
  // Config entries that cannot be served (a variable unset, a field wrong) are listed with why, never connected.
  const unserved = (options.unserved ?? []).map(({ id, failure }) => firstState(id, 'stdio', failure));
  let stopped = false;
  for (const entry of entries.values()) entry.read = coalesceReads((reason) => readOnce(entry, reason));

  // The page and the scenario keep a short cause; the terminal is told the whole of it.
  const fail = (entry: Entry, failure: string, connected: Connected | null = null) => {
    const source = sourceOf(entry.spec, connected, connected?.redact ?? redactorOf(entry.spec));
    entry.state = { ...entry.state, state: 'failed', failure: recordedFailure(failure), source };
    tell(`${entry.spec.id}: ${failure}`);
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
      fail(entry, read.failure, connected);
      return;
    }
    // The source names where a tool quotes a secret, so the page's review raises secret_in_tool_text.
    const source = sourceOf(entry.spec, connected, connected.redact, read.pages);
    for (const { tool, field } of source.quoted_secrets ?? [])
      warn(
        `${entry.spec.id}: tool "${tool}" quotes a secret of its connection at ${field} (secret_in_tool_text)`,
      );
    const revision = entry.state.revision + 1;
    entry.catalog = { revision, pages: read.pages, source };
    entry.state = readyState(entry.state, revision, reason, source, read.pages);
    tell(`${entry.spec.id}: ${entry.state.tools} tool(s) read${READ_WHY[reason]}`);
    // A change goes to the page with its catalog, ahead of the states that announce it: no fetch back.
    if (reason === 'list_changed') catalogs.call({ id: entry.spec.id, ...entry.catalog });
    changed();
  };

  const read = (entry: Entry, reason: LiveServerState['reason']) => entry.read(reason);

  return {
    /** Starts every server, a few at a time: a config of hundreds does not start them all at once. */
    start: () => mapFewAtATime([...entries.values()], SERVERS_STARTED_AT_ONCE, (e) => read(e, 'start')),
    /** Every configured server in the config's order (`order`), those not served among them. */
    list: (): LiveServerState[] => {
      const all = [...[...entries.values()].map((e) => e.state), ...unserved];
      const order = options.order ?? [];
      return all.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    },
    has: (id: string) => entries.has(id) || unserved.some((u) => u.id === id),
    /** The catalog as last read (`fresh`: read again first), or why there is none. */
    catalog: async (id: string, fresh: boolean): Promise<CatalogOfServer | { failure: string }> => {
      const entry = entries.get(id);
      if (entry === undefined) return { failure: unserved.find((u) => u.id === id)?.failure ?? 'not served' };
      if (fresh || entry.catalog === null) await read(entry, 'request');
      if (entry.state.state === 'failed') return { failure: entry.state.failure ?? 'it could not be read' };
      return entry.catalog ?? { failure: 'it could not be read' };
    },
    subscribe: states.add,
    /** Each catalog read because its server announced a change. */
    subscribeCatalogs: catalogs.add,
    stop: async () => {
      stopped = true;
      await Promise.all([...entries.values()].map((e) => e.connected?.close().catch(() => {})));
    },
  };
}

export type LiveRegistry = ReturnType<typeof createLiveRegistry>;

interface RegistryOptions {
  /** Config entries that cannot be served, with why. */
  unserved?: readonly { id: string; failure: string }[];
  /** The config's order of every entry. */
  order?: readonly string[];
  /** Each read and each failure, in full, for the terminal. */
  tell?: (line: string) => void;
  /** Where a tool quoting a secret of its connection is said (serve's terminal); the text itself goes to the page as sent. */
  warn?: (text: string) => void;
}

const READ_WHY: Record<LiveServerState['reason'], string> = {
  start: '',
  list_changed: ' again: it announced a change of its tools',
  request: ' again, as the page asked',
};

/** Listeners to tell, each added with the function that takes it off again. */
function listenerSet<A extends unknown[]>() {
  const set = new Set<(...args: A) => void>();
  return {
    add: (listener: (...args: A) => void) => {
      set.add(listener);
      return () => set.delete(listener);
    },
    call: (...args: A) => {
      for (const listener of set) listener(...args);
    },
  };
}

/** The state after a read of `pages`: ready, with the tools they list. */
function readyState(
  state: LiveServerState,
  revision: number,
  reason: LiveServerState['reason'],
  source: LiveServerState['source'],
  pages: readonly JsonValue[],
): LiveServerState {
  const tools = pages.reduce<number>((n, p) => n + toolCount(p), 0);
  return { ...state, state: 'ready', failure: null, revision, reason, source, tools };
}

/** A server before its first read: starting, or failed for good when it cannot be served. */
function firstState(
  id: string,
  transport: LiveServerState['transport'],
  failure: string | null,
): LiveServerState {
  const state = failure === null ? 'starting' : 'failed';
  return { id, transport, state, failure, revision: 0, reason: 'start', source: null, tools: null };
}

function toolCount(page: JsonValue): number {
  const tools = isJsonObject(page) ? page.tools : undefined;
  return Array.isArray(tools) ? tools.length : 0;
}
