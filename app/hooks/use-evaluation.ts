import { useSyncExternalStore } from 'react';
import type { Report } from '../../core/report.ts';
import EvaluateWorker from '../evaluation/evaluate-worker.ts?worker';
import {
  createEvaluationClient,
  type EvaluationClient,
  type EvaluationSnapshot,
} from '../evaluation/evaluation-client.ts';
import type { Evaluation, EvaluationResult } from '../evaluation/worker-protocol.ts';
import { usePlayground } from '../state/store.ts';

let client: EvaluationClient | null = null;

/** Starts the Worker and feeds it every version of the scenario text. */
export function startEvaluation(): EvaluationClient {
  if (client) return client;
  const started = createEvaluationClient(new EvaluateWorker({ name: 'evaluate' }));
  client = started;
  started.request(usePlayground.getState().text);
  usePlayground.subscribe((state) => started.request(state.text));
  return started;
}

const EMPTY: EvaluationSnapshot = { latest: null, good: null, requested: null, link: null };
const subscribe = (listener: () => void) => client?.subscribe(listener) ?? (() => {});

/**
 * One part of the snapshot. Panels subscribe to the part they draw, so a
 * keystroke (which only changes `requested`) re-renders the status line and not
 * a 2,000-cell rounds grid.
 */
function useEvaluationPart<T>(pick: (snapshot: EvaluationSnapshot) => T): T {
  return useSyncExternalStore(subscribe, () => pick(client?.getSnapshot() ?? EMPTY));
}

/** The whole snapshot, for the status indicators that compare it with the text being edited. */
export function useEvaluationSnapshot(): EvaluationSnapshot {
  return useEvaluationPart((s) => s);
}

/** The newest evaluation, good or not: what the controls and the problems list show. */
export function useLatestEvaluation(): Evaluation | null {
  return useEvaluationPart((s) => s.latest);
}

export type GoodEvaluation = Evaluation & { result: Extract<EvaluationResult, { ok: true }> };

/** The last good evaluation: what every output panel draws. */
export function useGoodEvaluation(): GoodEvaluation | null {
  const good = useEvaluationPart((s) => s.good);
  return good?.result?.ok ? (good as GoodEvaluation) : null;
}

/** The report of the last good evaluation, or null before the first one. */
export function useReport(): Report | null {
  return useGoodEvaluation()?.result.report ?? null;
}

/** The share link of the settled text, for the link length beside Copy link. */
export function useShareLink(): EvaluationSnapshot['link'] {
  return useEvaluationPart((s) => s.link);
}
