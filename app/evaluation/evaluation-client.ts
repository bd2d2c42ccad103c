import { unpackFromTransfer } from './transfer.ts';
import type { Evaluation, EvaluationRequest } from './worker-protocol.ts';

/**
 * What the panels read. `good` is the last evaluation that produced a report; it
 * stays on screen while a newer text is being evaluated or fails to evaluate.
 */
export interface EvaluationSnapshot {
  latest: Evaluation | null;
  good: Evaluation | null;
  /** The text most recently sent, to tell "still computing" from "done". */
  requested: string | null;
}

export interface EvaluationClient {
  request: (text: string) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => EvaluationSnapshot;
}

/**
 * Drives one Worker. Only the newest text matters: while one evaluation runs,
 * further edits replace each other in a one-slot queue instead of piling up.
 */
export function createEvaluationClient(
  worker: Pick<Worker, 'postMessage' | 'addEventListener'>,
): EvaluationClient {
  let snapshot: EvaluationSnapshot = { latest: null, good: null, requested: null };
  const listeners = new Set<() => void>();
  let busy = false;
  let queued: string | null = null;
  let nextId = 1;

  const publish = (next: EvaluationSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  const send = (text: string) => {
    busy = true;
    const message: EvaluationRequest = { id: nextId++, text };
    worker.postMessage(message);
  };

  worker.addEventListener('message', (event: MessageEvent) => {
    const evaluation = unpackFromTransfer(event.data) as Evaluation;
    busy = false;
    const good = evaluation.result?.ok ? evaluation : snapshot.good;
    publish({ ...snapshot, latest: evaluation, good });
    if (queued !== null) {
      const text = queued;
      queued = null;
      send(text);
    }
  });

  return {
    request: (text) => {
      if (text === snapshot.requested) return;
      publish({ ...snapshot, requested: text });
      if (busy) queued = text;
      else send(text);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}
