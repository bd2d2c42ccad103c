import { LIVE_API, LIVE_TOKEN_PARAM } from '../../core/index.ts';
import type { LiveClient, LiveHost, LiveOptions, LiveSnapshot } from './live-client.ts';

/** The tab keeps the token once the address is cleaned of it, so a reload still reaches the servers. */
export const LIVE_TOKEN_KEY = 'disclosure-live-token';

/** Whether `disclosure serve` opened this tab: its token in the address, or kept by the tab. */
function holdsToken(host: LiveHost): boolean {
  try {
    return (
      new URLSearchParams(host.location.search).has(LIVE_TOKEN_PARAM) ||
      host.sessionStorage.getItem(LIVE_TOKEN_KEY) !== null
    );
  } catch {
    return false;
  }
}

/**
 * The page's live client. Live servers exist only behind `disclosure serve`, which
 * opens the page with its token; any other page (the static site, a share link) has
 * none, so the client (live-client.ts) is a script of its own, fetched only when a
 * token is there. Until it is in, the page is connecting, as the client starts.
 */
export function startLiveClient(
  host: LiveHost | null,
  readText: () => string,
  options: LiveOptions = {},
): LiveClient {
  const token = host !== null && holdsToken(host);
  let snapshot: LiveSnapshot = { mode: token ? 'connecting' : 'static', servers: [], busy: [], problems: {} };
  const listeners = new Set<() => void>();
  let client: LiveClient | null = null;
  let stopped = false;
  let probed = false;
  const ready = token
    ? import('./live-client.ts').then(({ createLiveClient }) => {
        if (stopped) return;
        const started = createLiveClient(host, readText, options);
        client = started;
        const tell = () => {
          snapshot = started.getSnapshot();
          for (const listener of listeners) listener();
        };
        started.subscribe(tell);
        tell();
      })
    : Promise.resolve();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    importServer: async (id) => {
      await ready;
      await client?.importServer(id);
    },
    replaceWithServers: async () => {
      await ready;
      await client?.replaceWithServers();
    },
    probe: () => {
      if (token || probed || host === null) return;
      probed = true;
      // serve refuses a request without its token (403); a static host has no such address at all.
      void fetch(`${LIVE_API}/servers`).then(
        (r) => {
          if (r.status !== 403 || stopped) return;
          snapshot = { ...snapshot, mode: 'untokened' };
          for (const listener of listeners) listener();
        },
        () => {},
      );
    },
    stop: () => {
      stopped = true;
      client?.stop();
    },
  };
}
