import {
  LIVE_API,
  LIVE_TOKEN_PARAM,
  type LiveCatalog,
  type LiveServerState,
  readLiveCatalogText,
  writeLiveCatalogText,
} from '../../core/index.ts';
import type { LiveImportAnswer, LiveImportBody } from '../scenario-text/live-import-answer.ts';
import { usePlayground } from '../state/store.ts';
import { LIVE_TOKEN_KEY } from './live-servers.ts';

/** Whether the scenario holds a server comes with the first change: a page not opened by serve never loads it. */
const heldRule = () => import('../scenario-text/holds-live-server.ts');

/** Admits and imports live catalogs into a text: in the page's Worker (the `live` lane), or in process where there is none. */
type LiveImporter = (body: LiveImportBody) => Promise<LiveImportAnswer>;

/** The importer without a Worker (tests, tools): the same answer, computed on this thread. */
const importInProcess: LiveImporter = (body) =>
  import('../scenario-text/live-import-answer.ts').then(({ answerLiveImport }) => answerLiveImport(body));

/**
 * The running servers `disclosure serve` put behind this page's origin. Without
 * its token (the static site, a share link) there are none, and the Import
 * dialog says how to start it. A page that serve opened on the untouched example
 * starts instead on a new scenario of the configured servers, as `disclosure import
 * --config` writes it. A server that announces new tools is imported again by
 * itself when the scenario holds it, Compare's baseline set to the text before
 * the change (never over a baseline the person pinned), so the change is
 * reviewed as it happens.
 */
export interface LiveSnapshot {
  /** `untokened`: serve runs behind this page, which was opened without the token of the address it printed. */
  mode: 'static' | 'untokened' | 'connecting' | 'live' | 'refused' | 'lost';
  servers: LiveServerState[];
  /** Servers being imported now. */
  busy: readonly string[];
  /** The last import of a server that could not be done, in words. */
  problems: Readonly<Record<string, string>>;
}

export interface LiveClient {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => LiveSnapshot;
  /** Reads the server's catalog afresh and imports it (again) into the scenario. */
  importServer: (id: string) => Promise<void>;
  /** Reads every server afresh and makes them the scenario's servers: a new scenario of them. */
  replaceWithServers: () => Promise<void>;
  /** Without a token, asks once whether serve runs behind this page anyway (the Import dialog, when it opens). */
  probe: () => void;
  stop: () => void;
}

/** Where the page finds the token `disclosure serve` gave it. */
export type LiveHost = Pick<Window, 'location' | 'history' | 'sessionStorage'>;

export interface LiveOptions {
  /** Whether the document is still the example the page opens on: then serve's servers take its place. */
  opensOnExample?: () => boolean;
  /** Where catalogs are admitted and imported: the page passes its Worker's `live` lane; without it, this thread. */
  importer?: LiveImporter;
}

type CatalogAnswer = { ok: true; catalog: LiveCatalog } | { ok: false; failure: string; why: string };

export function createLiveClient(
  host: LiveHost | null,
  readText: () => string,
  options: LiveOptions = {},
): LiveClient {
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
  let started = false;

  const api = (path: string, init?: RequestInit) =>
    fetch(`${LIVE_API}${path}`, { ...init, headers: { Authorization: `Bearer ${token}` } });

  const problem = (id: string, why: string | null) => {
    const { [id]: _, ...rest } = snapshot.problems;
    update({ problems: why === null ? rest : { ...rest, [id]: why } });
  };

  /** Catalogs serve pushed with their change, by server: a re-import of that revision needs no fetch. */
  const pushed = new Map<string, LiveCatalog>();
  const fetchCatalog = (id: string, fresh: boolean): Promise<CatalogAnswer> => {
    const catalog = pushed.get(id);
    const revision = snapshot.servers.find((s) => s.id === id)?.revision;
    if (!fresh && catalog !== undefined && catalog.revision === revision)
      return Promise.resolve({ ok: true, catalog });
    return readCatalog(api, id, fresh);
  };

  const baseline = { own: null as string | null };
  const importer = oneImportAtATime(options.importer ?? importInProcess);

  const busyWhile = async (ids: readonly string[], run: () => Promise<void>) => {
    update({ busy: [...snapshot.busy, ...ids] });
    try {
      await run();
    } finally {
      update({ busy: snapshot.busy.filter((b) => !ids.includes(b)) });
    }
  };
  const load = (id: string, fresh: boolean, changed: boolean) =>
    busyWhile([id], async () => {
      const server = snapshot.servers.find((s) => s.id === id) ?? null;
      const why = await importOne({ fetchCatalog, readText, importer }, baseline, server, id, fresh, changed);
      problem(id, why);
    });
  const replaceWith = (servers: readonly LiveServerState[], fresh: boolean, how: 'start' | 'replace') =>
    busyWhile(
      servers.map((s) => s.id),
      () => replaceWithServers({ fetchCatalog, readText, importer }, servers, fresh, how),
    );

  /** A server that changed its tools is imported again when the scenario holds it: the latest revision, never each. */
  const reimportIfHeld = oneRunningOneWaiting(async (id: string) => {
    const { holdsLiveServer } = await heldRule();
    if (holdsLiveServer(readText(), id)) await load(id, false, true);
  });

  const onServers = (servers: LiveServerState[]) => {
    update({ mode: 'live', servers });
    // Once every server has answered or failed, a page still on the example starts on them instead.
    if (!started && servers.every((s) => s.state !== 'starting')) {
      started = true;
      if (servers.length > 0 && options.opensOnExample?.()) {
        for (const s of servers) seen.set(s.id, s.revision);
        void replaceWith(servers, false, 'start');
        return;
      }
    }
    for (const server of servers) {
      const last = seen.get(server.id);
      seen.set(server.id, server.revision);
      const fresh = last !== undefined && server.revision > last && server.reason === 'list_changed';
      if (fresh && server.state === 'ready') void reimportIfHeld(server.id);
    }
  };

  if (token !== null) {
    events = new EventSource(`${LIVE_API}/events?${LIVE_TOKEN_PARAM}=${encodeURIComponent(token)}`);
    events.addEventListener('catalog', (event) => {
      const catalog = readLiveCatalogText((event as MessageEvent<string>).data);
      if (catalog !== null) pushed.set(catalog.id, catalog);
    });
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
    replaceWithServers: () => replaceWith(snapshot.servers, true, 'replace'),
    probe: () => {},
    stop: () => events?.close(),
  };
}

/** One import at a time: each reads the text the last one wrote, while the Worker works on it; a failure is an answer. */
function oneImportAtATime(given: LiveImporter): LiveImporter {
  let queue: Promise<unknown> = Promise.resolve();
  return (body) => {
    const run = queue.then(() =>
      given(body).catch(
        (err: unknown): LiveImportAnswer => ({
          ok: false,
          reason: `The servers’ tools could not be imported: ${err instanceof Error ? err.message : String(err)}.`,
          held: false,
          same: false,
        }),
      ),
    );
    queue = run.catch(() => {});
    return run;
  };
}

/** The catalog as serve read it (read afresh with `fresh`), numbers exactly as the server wrote them. */
async function readCatalog(
  api: (path: string, init?: RequestInit) => Promise<Response>,
  id: string,
  fresh: boolean,
): Promise<CatalogAnswer> {
  try {
    const path = `/servers/${encodeURIComponent(id)}/${fresh ? 'read' : 'catalog'}`;
    const response = await api(path, fresh ? { method: 'POST' } : undefined);
    const text = await response.text();
    const catalog = response.ok ? readLiveCatalogText(text) : null;
    if (catalog !== null) return { ok: true, catalog };
    const body = response.ok ? null : (JSON.parse(text) as { failure?: string; error?: string });
    const failure = body?.failure ?? body?.error ?? response.statusText;
    return { ok: false, failure, why: `${id} could not be read: ${failure}` };
  } catch {
    const why = `${id} could not be reached: is disclosure serve still running?`;
    return { ok: false, failure: 'disclosure serve did not answer', why };
  }
}

/** Writes the scenario after an import; says so, and sets Compare's baseline for a change of a held server. */
function writeImport(
  baseline: { own: string | null },
  before: string,
  text: string,
  { id, again, changed, what }: { id: string; again: boolean; changed: boolean; what: string },
) {
  const { replace, setCompareBaseline, showNotice, compareBaseline } = usePlayground.getState();
  replace(text, { source: 'import' });
  if (!again) {
    showNotice({ tone: 'info', text: `Imported ${id}: ${what}. Undo takes it back.` });
    return;
  }
  const pinned = compareBaseline !== null && compareBaseline !== baseline.own;
  // A burst of changes is compared with the scenario before the first of them.
  if (!pinned && compareBaseline === null) {
    baseline.own = before;
    setCompareBaseline(before, `before ${id} ${changed ? 'changed its tools' : 'was re-imported'}`);
  }
  showNotice({
    tone: 'info',
    text: `Re-imported ${id}${changed ? ', which changed its tools' : ''}: ${what}. ${
      pinned
        ? 'Compare keeps the baseline you pinned; pin the scenario before the change from Compare to see this change alone.'
        : 'Compare shows the change; Undo takes it back.'
    }`,
  });
}

/** Reads one server's catalog and imports it into the scenario as it is; what went wrong, or null. */
async function importOne(
  { fetchCatalog, readText, importer }: Readers,
  baseline: { own: string | null },
  server: LiveServerState | null,
  id: string,
  fresh: boolean,
  changed: boolean,
): Promise<string | null> {
  const answer = await fetchCatalog(id, fresh);
  const before = readText();
  // A server that cannot be read is recorded with why, as `disclosure import` records it.
  const result = await importer(
    answer.ok
      ? { text: before, catalogs: [writeLiveCatalogText(answer.catalog)], unread: [], how: 'add', id }
      : {
          text: before,
          catalogs: [],
          unread: [{ id, source: server?.source ?? null, failure: answer.failure }],
          how: 'add',
          id,
        },
  );
  if (!result.ok) return result.reason;
  // The person changed the scenario while the Worker imported into it: theirs stays, and they are told.
  if (readText() !== before) return `The scenario changed while ${id} was being imported; import it again.`;
  const again = result.held;
  // Read again and unchanged but for when it was read: no step of history, no new baseline.
  if (!result.same) {
    const { added, removed, renamed, changed: altered, breaking } = result.change;
    const what = !answer.ok
      ? 'it could not be read, which the scenario now records'
      : result.refused.length > 0
        ? 'its catalog was refused (see Problems)'
        : again
          ? `${added} added, ${removed} removed, ${renamed} renamed, ${altered} changed, ${breaking} breaking`
          : `${result.published} tool(s)`;
    writeImport(baseline, before, result.text, { id, again: again || changed, changed, what });
  }
  return answer.ok ? null : answer.why;
}

interface Readers {
  fetchCatalog: (id: string, fresh: boolean) => Promise<CatalogAnswer>;
  readText: () => string;
  importer: LiveImporter;
}

/** Every configured server as the scenario's servers: those read, then those that failed with why. */
async function replaceWithServers(
  { fetchCatalog, readText, importer }: Readers,
  servers: readonly LiveServerState[],
  fresh: boolean,
  how: 'start' | 'replace',
) {
  const ids = servers.map((s) => s.id);
  const answers = await Promise.all(
    servers.map(async (s) =>
      s.state === 'failed' && !fresh
        ? { ok: false as const, failure: s.failure ?? 'it could not be read', why: '' }
        : fetchCatalog(s.id, fresh),
    ),
  );
  const catalogs = answers.flatMap((a) => (a.ok ? [a.catalog] : []));
  const unread = answers.flatMap((a, i) =>
    a.ok ? [] : [{ id: ids[i]!, source: servers[i]!.source, failure: a.failure }],
  );
  const before = readText();
  // From no text at all: byte for byte what `disclosure import --config` prints for these servers.
  const result = await importer({
    text: how === 'start' ? null : before,
    catalogs: catalogs.map(writeLiveCatalogText),
    unread,
    how: 'replace',
  });
  if (!result.ok) {
    usePlayground.getState().showNotice({ tone: 'error', text: result.reason });
    return;
  }
  const state = usePlayground.getState();
  if (how === 'start') {
    if (readText() !== before) return; // the person started on something else meanwhile
    state.replace(result.text, {
      source: 'open',
      origin: 'the servers of disclosure serve',
      saved: true,
    });
  } else {
    if (readText() !== before) return; // the person changed the scenario meanwhile: theirs stays
    state.replace(result.text, { source: 'import' });
  }
  state.showNotice({
    tone: 'info',
    text: `${how === 'start' ? 'Started on' : 'Replaced the scenario’s servers with'} ${catalogs.length} server(s) of disclosure serve: ${result.published} tool(s)${
      unread.length > 0
        ? `; ${unread.map((u) => u.id).join(', ')} could not be read (recorded under servers)`
        : ''
    }.${how === 'start' ? '' : ' Undo takes it back.'}`,
  });
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
