import { unpackFromTransfer } from './transfer.ts';
import type { Evaluation, WorkerReply, WorkerRequest } from './worker-protocol.ts';

/**
 * What the panels read. `good` is the last evaluation that produced a report; it
 * stays on screen while a newer text is being evaluated or fails to evaluate.
 */
export interface EvaluationSnapshot {
  latest: Evaluation | null;
  good: Evaluation | null;
  /** The text most recently sent, to tell "still computing" from "done". */
  requested: string | null;
  /** The share link (`#v1/…`) of the last text evaluated once typing settled. */
  link: { text: string; hash: string } | null;
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
  let snapshot: EvaluationSnapshot = { latest: null, good: null, requested: null, link: null };
  const listeners = new Set<() => void>();
  const texts = new Map<number, string>();
  let busy = false;
  let queued: string | null = null;
  let nextId = 1;

  const publish = (next: EvaluationSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  const post = (message: WorkerRequest) => {
    busy = true;
    worker.postMessage(message);
  };
  const evaluate = (text: string) => {
    const id = nextId++;
    texts.set(id, text);
    post({ kind: 'evaluate', id, text });
  };
  /** Sends what waits; with nothing waiting, asks for the link of the text just evaluated. */
  const next = (settledText: string | null) => {
    if (queued !== null) {
      const text = queued;
      queued = null;
      evaluate(text);
    } else if (settledText !== null && snapshot.link?.text !== settledText) {
      const id = nextId++;
      texts.set(id, settledText);
      post({ kind: 'link', id });
    }
  };

  worker.addEventListener('message', (event: MessageEvent) => {
    const reply = unpackFromTransfer(event.data) as WorkerReply;
    busy = false;
    if (reply.kind === 'evaluation') {
      const evaluation = { ...reply.evaluation, text: texts.get(reply.evaluation.id) ?? '' };
      texts.delete(evaluation.id);
      const good = evaluation.result?.ok ? evaluation : snapshot.good;
      publish({ ...snapshot, latest: evaluation, good });
      next(evaluation.text);
    } else {
      const text = texts.get(reply.id) ?? '';
      texts.delete(reply.id);
      publish({ ...snapshot, link: { text, hash: reply.hash } });
      next(null);
    }
  });

  return {
    request: (text) => {
      if (text === snapshot.requested) return;
      publish({ ...snapshot, requested: text });
      if (busy) queued = text;
      else evaluate(text);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}
