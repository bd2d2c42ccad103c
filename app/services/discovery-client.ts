import type { AnswerOf, DiscoveryKind, DiscoveryParams } from '../discovery/discovery-protocol.ts';
import type { PipelineLanes } from '../worker/lanes.ts';
import type { LaneChannel } from './lane-router.ts';
import { createSettleWait } from './settle-wait.ts';

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
  /** How far the newest request has come, when its Worker says (the planner's plans); null otherwise. */
  progress: { done: number; of: number } | null;
}

export interface DiscoveryClient {
  setScenario: (text: string) => void;
  request: (params: DiscoveryParams) => void;
  /** A panel that asked this kind no longer shows it: once none does, stop re-asking it on every scenario edit. */
  release: (kind: DiscoveryKind) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: <K extends DiscoveryKind>(kind: K) => KindSnapshot<K>;
}

interface Slot {
  params: DiscoveryParams | null;
  key: string | null;
  wanted: number;
  /** Panels asking this kind now (Runtimes and Turns both read OpenAI's count): released when none is left. */
  holders: number;
  snapshot: KindSnapshot<DiscoveryKind>;
}

const EMPTY: KindSnapshot<DiscoveryKind> = { good: null, error: null, pending: false, progress: null };

/**
 * Asks the discovery questions on the channel, one lane per kind, so keystrokes
 * in the search box replace each other instead of piling up. Nothing is asked
 * until a panel asks; a scenario edit re-asks the questions panels still show,
 * except the relevance lab, which depends only on its corpus.
 */
interface DiscoveryOptions {
  /**
   * Kinds re-asked only once the scenario has stayed the same this long: the
   * design review reads the whole catalog, and while someone types it would
   * only take a core from the edit's own report. A slow answer stretches the
   * wait (settle-wait.ts).
   */
  settle?: { kinds: readonly string[]; ms: number };
  timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;
  now?: () => number;
}

export function createDiscoveryClient(
  channel: Pick<LaneChannel<PipelineLanes>, 'send' | 'cancel'>,
  { settle, timers = globalThis, now = () => performance.now() }: DiscoveryOptions = {},
): DiscoveryClient {
  // A kind has a slot once a panel first asks it.
  const slots = new Map<DiscoveryKind, Slot>();
  const slotOf = (kind: DiscoveryKind): Slot => {
    let slot = slots.get(kind);
    if (!slot) {
      slot = { params: null, key: null, wanted: 0, holders: 0, snapshot: EMPTY };
      slots.set(kind, slot);
    }
    return slot;
  };
  const listeners = new Set<() => void>();
  let nextId = 1;
  let scenarioText = '';
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  const settleWait = createSettleWait(settle?.ms ?? 0, now);

  const update = (slot: Slot, patch: Partial<KindSnapshot<DiscoveryKind>>) => {
    slot.snapshot = { ...slot.snapshot, ...patch };
    for (const listener of listeners) listener();
  };
  const ask = (slot: Slot) => {
    const { params } = slot;
    if (!params) return;
    const id = nextId++;
    slot.wanted = id;
    if (!slot.snapshot.pending) update(slot, { pending: true });
    // The relevance lab reads its corpus alone, unless the corpus is the scenario's own judged queries.
    const body = { ...params, text: readsCorpusAlone(params) ? '' : scenarioText };
    const answered = settle?.kinds.includes(params.kind) ? settleWait.time() : undefined;
    // One lane per kind; an unreadable scenario comes back as the request's failure, with the reason.
    const progress = (done: number, of: number) => {
      if (id === slot.wanted) update(slot, { progress: { done, of } });
    };
    channel.send(
      params.kind,
      body,
      (answer) => {
        if (answer.status === 'superseded') return;
        answered?.();
        const pending = id !== slot.wanted;
        if (answer.status === 'failed') update(slot, { error: answer.error, pending, progress: null });
        else update(slot, { good: answer.value, error: null, pending, progress: null });
      },
      undefined,
      progress,
    );
  };

  return {
    setScenario: (text) => {
      if (text === scenarioText) return;
      scenarioText = text;
      const later: Slot[] = [];
      for (const [kind, slot] of slots) {
        if (slot.params && readsCorpusAlone(slot.params)) continue;
        if (!settle?.kinds.includes(kind) || !slot.params) ask(slot);
        else {
          later.push(slot);
          if (!slot.snapshot.pending) update(slot, { pending: true });
        }
      }
      timers.clearTimeout(settleTimer);
      if (later.length > 0)
        settleTimer = timers.setTimeout(() => {
          for (const slot of later) ask(slot);
        }, settleWait.ms());
    },
    request: (params) => {
      const slot = slotOf(params.kind);
      slot.holders += 1;
      const key = JSON.stringify(params);
      if (key === slot.key) return;
      slot.key = key;
      slot.params = params;
      ask(slot);
    },
    release: (kind) => {
      const slot = slotOf(kind);
      slot.holders = Math.max(0, slot.holders - 1);
      if (slot.holders > 0) return;
      slot.params = null;
      slot.key = null;
      channel.cancel(kind);
      if (slot.snapshot.pending) update(slot, { pending: false });
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: <K extends DiscoveryKind>(kind: K) =>
      (slots.get(kind)?.snapshot ?? EMPTY) as KindSnapshot<K>,
  };
}

/** A relevance question about a preset or a pasted corpus: the scenario being edited changes nothing in it. */
function readsCorpusAlone(params: DiscoveryParams): boolean {
  return params.kind === 'relevance' && !('scenario' in params.source);
}
