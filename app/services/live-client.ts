import { LIVE_API, LIVE_TOKEN_PARAM, type LiveCatalog, type LiveServerState } from '../../core/index.ts';
import { usePlayground } from '../state/store.ts';
import { LIVE_TOKEN_KEY } from './live-servers.ts';

/** The import rule and hosted admission come with the first catalog: a page not opened by serve never loads them. */
const importRules = () =>
  Promise.all([import('../document/live-import.ts'), import('../scenario-text/holds-live-server.ts')]).then(
    ([{ applyLiveCatalog }, { holdsLiveServer }]) => ({ applyLiveCatalog, holdsLiveServer }),
  );

/**
 * The running servers `disclosure serve` put behind this page's origin. Without
 * its token (the static site, a share link) there are none, and the Import
 * dialog says how to start it. A server that announces new tools is imported
 * again by itself when the scenario holds it, Compare's baseline set to the text
 * just before, so the change is reviewed as it happens.
 */
export interface LiveSnapshot {
  mode: 'static' | 'connecting' | 'live' | 'refused' | 'lost';
  servers: LiveServerState[];
  /** Servers being imported now. */
  busy: readonly string[];
  /** The last import of a server that could not be done, in words. */
  problems: Readonly<Record<string, string>>;
}

export interface LiveClient {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => LiveSnapshot;
  /** Reads the server's catalog afresh and imports it (again). */
  importServer: (id: string) => Promise<void>;
  stop: () => void;
}

/** Where the page finds the token `disclosure serve` gave it. */
export type LiveHost = Pick<Window, 'location' | 'history' | 'sessionStorage'>;

export function createLiveClient(host: LiveHost | null, readText: () => string): LiveClient {
  const token = host === null ? null : takeToken(host);
  let snapshot: LiveSnapshot = {
    mode: token === null ? 'static' : 'connecting',
    servers: [],
    busy: [],
    problems: {},
  };
  const listeners = new Set<() => void>();
  const update = (next: Partial<LiveSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  const seen = new Map<string, number>();
  let events: EventSource | null = null;

  const api = (path: string, init?: RequestInit) =>
    fetch(`${LIVE_API}${path}`, { ...init, headers: { Authorization: `Bearer ${token}` } });

  const apply = async (catalog: LiveCatalog, changed: boolean) => {
    const { applyLiveCatalog, holdsLiveServer } = await importRules();
    const before = readText();
    const result = applyLiveCatalog(before, catalog);
    const { replace, setCompareBaseline, showNotice } = usePlayground.getState();
    if (!result.ok) {
      update({ problems: { ...snapshot.problems, [catalog.id]: result.reason } });
      return;
    }
    const { [catalog.id]: _, ...problems } = snapshot.problems;
    update({ problems });
    if (result.text === before) return;
    const again = holdsLiveServer(before, catalog.id);
    // Compare shows the change against the catalog just before it; Undo takes the import back.
    if (again)
      setCompareBaseline(before, `before ${catalog.id} ${changed ? 'changed its tools' : 'was re-imported'}`);
    replace(result.text, { source: 'import' });
    const what = result.admitted ? `${result.published} tool(s)` : 'its catalog was refused (see Problems)';
    showNotice({
      tone: 'info',
      text: `${again ? 'Re-imported' : 'Imported'} ${catalog.id}${changed ? ', which changed its tools' : ''}: ${what}.${again ? ' Compare is set to the scenario before; Undo takes it back.' : ''}`,
    });
  };

  const load = async (id: string, fresh: boolean, changed: boolean) => {
    update({ busy: [...snapshot.busy, id] });
    try {
      const path = `/servers/${encodeURIComponent(id)}/${fresh ? 'read' : 'catalog'}`;
      const response = await api(path, fresh ? { method: 'POST' } : undefined);
      const body = (await response.json()) as LiveCatalog | { failure?: string; error?: string };
      if (!response.ok || !('pages' in body)) {
        const why =
          'pages' in body ? response.statusText : (body.failure ?? body.error ?? response.statusText);
        update({ problems: { ...snapshot.problems, [id]: `${id} could not be read: ${why}` } });
        return;
      }
      await apply(body, changed);
    } catch {
      update({
        problems: {
          ...snapshot.problems,
          [id]: `${id} could not be reached: is disclosure serve still running?`,
        },
      });
    } finally {
      update({ busy: snapshot.busy.filter((b) => b !== id) });
    }
  };

  /** A server that changed its tools is imported again when the scenario holds it: the latest revision, never each. */
  const reimportIfHeld = oneRunningOneWaiting(async (id: string) => {
    const { holdsLiveServer } = await importRules();
    if (holdsLiveServer(readText(), id)) await load(id, false, true);
  });

  const onServers = (servers: LiveServerState[]) => {
    update({ mode: 'live', servers });
    for (const server of servers) {
      const last = seen.get(server.id);
      seen.set(server.id, server.revision);
      const fresh = last !== undefined && server.revision > last && server.reason === 'list_changed';
      if (fresh && server.state === 'ready') void reimportIfHeld(server.id);
    }
  };

  if (token !== null) {
    events = new EventSource(`${LIVE_API}/events?${LIVE_TOKEN_PARAM}=${encodeURIComponent(token)}`);
    events.addEventListener('servers', (event) => {
      onServers((JSON.parse((event as MessageEvent<string>).data) as { servers: LiveServerState[] }).servers);
    });
    events.onerror = () => {
      // A refused token never connects; a stopped serve drops a stream that had been open.
      if (snapshot.mode === 'connecting') {
        events?.close();
        void api('/servers').then(
          (r) => update({ mode: r.status === 403 ? 'refused' : 'lost' }),
          () => update({ mode: 'lost' }),
        );
      } else if (events?.readyState === EventSource.CLOSED) update({ mode: 'lost' });
    };
  }

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    importServer: (id) => load(id, true, false),
    stop: () => events?.close(),
  };
}

/**
 * `work` for one key at most once at a time, and once more after it when asked
 * meanwhile, however often: a burst of a server's revisions imports twice, the
 * second time reading the latest.
 */
function oneRunningOneWaiting(work: (key: string) => Promise<void>): (key: string) => Promise<void> {
  const runs = new Map<string, 'running' | 'again'>();
  return async (key) => {
    if (runs.has(key)) {
      runs.set(key, 'again');
      return;
    }
    try {
      do {
        runs.set(key, 'running');
        await work(key);
      } while (runs.get(key) === 'again');
    } finally {
      runs.delete(key);
    }
  };
}

/** The token from the address `serve` printed, which is then taken out of the address bar; else the tab's own. */
function takeToken(host: LiveHost): string | null {
  const params = new URLSearchParams(host.location.search);
  const given = params.get(LIVE_TOKEN_PARAM);
  if (given !== null) {
    try {
      host.sessionStorage.setItem(LIVE_TOKEN_KEY, given);
    } catch {}
    params.delete(LIVE_TOKEN_PARAM);
    const search = params.toString();
    host.history.replaceState(
      host.history.state,
      '',
      `${host.location.pathname}${search ? `?${search}` : ''}${host.location.hash}`,
    );
    return given;
  }
  try {
    return host.sessionStorage.getItem(LIVE_TOKEN_KEY);
  } catch {
    return null;
  }
}
