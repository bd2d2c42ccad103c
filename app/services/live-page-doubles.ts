/**
 * Stand-ins for what the live client reads of the page (its address, history and session
 * storage) and for the browser's EventSource, shared by the live client's tests.
 */
export function liveHost(search: string) {
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

/** Records the addresses opened; never connects, but a test may send it an event (`emit`). */
export class FakeEventSource {
  static CLOSED = 2;
  static opened: string[] = [];
  static last: FakeEventSource | null = null;
  readyState = 0;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, (event: { data: string }) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(url);
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: { data: string }) => void) {
    this.listeners.set(type, listener);
  }
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.({ data: JSON.stringify(data) });
  }
  close() {
    this.readyState = 2;
  }
}

/** An event stream the test drives: `emit` sends serve's `servers` event to the page. */
export class DrivenEventSource {
  static CLOSED = 2;
  static last: DrivenEventSource | null = null;
  readyState = 1;
  onerror: (() => void) | null = null;
  private listeners: { name: string; listener: (event: { data: string }) => void }[] = [];
  constructor(readonly url: string) {
    DrivenEventSource.last = this;
  }
  addEventListener(name: string, listener: (event: { data: string }) => void) {
    this.listeners.push({ name, listener });
  }
  emit(servers: unknown[]) {
    this.send('servers', JSON.stringify({ servers }));
  }
  send(name: string, data: string) {
    for (const l of this.listeners) if (l.name === name) l.listener({ data });
  }
  close() {
    this.readyState = 2;
  }
}
