import type {
  AnswerOf,
  DiscoveryKind,
  DiscoveryMessage,
  DiscoveryParams,
  DiscoveryReply,
} from './discovery-protocol.ts';

/**
 * What a panel draws. `good` is the last answer computed from a readable
 * scenario; it stays on screen while a newer request runs or when the scenario
 * is broken (then `error` says why).
 */
export interface KindSnapshot<K extends DiscoveryKind> {
  good: AnswerOf[K] | null;
  error: string | null;
  /** True while the newest request has not been answered yet. */
  pending: boolean;
}

export interface DiscoveryClient {
  setScenario: (text: string) => void;
  request: (params: DiscoveryParams) => void;
  /** No panel shows this kind any more: stop re-asking it on every scenario edit. */
  release: (kind: DiscoveryKind) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: <K extends DiscoveryKind>(kind: K) => KindSnapshot<K>;
}

type WorkerLike = Pick<Worker, 'postMessage' | 'addEventListener'>;

interface Slot {
  params: DiscoveryParams | null;
  key: string | null;
  wanted: number;
  busy: boolean;
  queued: boolean;
  snapshot: KindSnapshot<DiscoveryKind>;
}

const KINDS: readonly DiscoveryKind[] = ['search', 'chain', 'timeline', 'relevance'];
const EMPTY: KindSnapshot<DiscoveryKind> = { good: null, error: null, pending: false };

/**
 * Drives the discovery Worker with a one-slot queue per kind: while a search runs,
 * further keystrokes replace each other instead of piling up. A scenario edit
 * re-asks every scenario-dependent question; the relevance lab depends only on its corpus.
 */
export function createDiscoveryClient(worker: WorkerLike): DiscoveryClient {
  const slots = new Map<DiscoveryKind, Slot>(
    KINDS.map((k) => [
      k,
      { params: null, key: null, wanted: 0, busy: false, queued: false, snapshot: EMPTY },
    ]),
  );
  const listeners = new Set<() => void>();
  let nextId = 1;
  let scenarioText: string | null = null;
  let scenarioVersion = 0;

  const post = (message: DiscoveryMessage) => worker.postMessage(message);
  const update = (slot: Slot, patch: Partial<KindSnapshot<DiscoveryKind>>) => {
    slot.snapshot = { ...slot.snapshot, ...patch };
    for (const listener of listeners) listener();
  };
  const send = (slot: Slot) => {
    if (!slot.params) return;
    if (slot.busy) {
      slot.queued = true;
      return;
    }
    slot.busy = true;
    slot.queued = false;
    post({ type: 'request', id: slot.wanted, params: slot.params });
  };
  const ask = (slot: Slot) => {
    slot.wanted = nextId++;
    if (!slot.snapshot.pending) update(slot, { pending: true });
    send(slot);
  };

  worker.addEventListener('message', (event: MessageEvent) => {
    const reply = event.data as DiscoveryReply;
    const slot = slots.get(reply.kind);
    if (!slot) return;
    slot.busy = false;
    const pending = reply.id !== slot.wanted;
    if (reply.ok) update(slot, { good: reply.answer, error: null, pending });
    else update(slot, { error: reply.error, pending });
    if (slot.queued) send(slot);
  });

  return {
    setScenario: (text) => {
      if (text === scenarioText) return;
      scenarioText = text;
      post({ type: 'scenario', version: ++scenarioVersion, text });
      for (const [kind, slot] of slots) if (kind !== 'relevance' && slot.params) ask(slot);
    },
    request: (params) => {
      const slot = slots.get(params.kind)!;
      const key = JSON.stringify(params);
      if (key === slot.key) return;
      slot.key = key;
      slot.params = params;
      ask(slot);
    },
    release: (kind) => {
      const slot = slots.get(kind)!;
      slot.params = null;
      slot.key = null;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: <K extends DiscoveryKind>(kind: K) => slots.get(kind)!.snapshot as KindSnapshot<K>,
  };
}
