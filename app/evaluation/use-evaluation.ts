import { useSyncExternalStore } from 'react';
import type { Report } from '../../core/report.ts';
import { usePlayground } from '../state/store.ts';
import EvaluateWorker from './evaluate-worker.ts?worker';
import {
  createEvaluationClient,
  type EvaluationClient,
  type EvaluationSnapshot,
} from './evaluation-client.ts';
import type { Evaluation, EvaluationResult } from './worker-protocol.ts';

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

const EMPTY: EvaluationSnapshot = { latest: null, good: null, requested: null };

export function useEvaluationSnapshot(): EvaluationSnapshot {
  return useSyncExternalStore(
    (listener) => client?.subscribe(listener) ?? (() => {}),
    () => client?.getSnapshot() ?? EMPTY,
  );
}

export type GoodEvaluation = Evaluation & { result: Extract<EvaluationResult, { ok: true }> };

/** The last good evaluation: what every output panel draws. */
export function useGoodEvaluation(): GoodEvaluation | null {
  const good = useEvaluationSnapshot().good;
  return good?.result?.ok ? (good as GoodEvaluation) : null;
}

/** The report of the last good evaluation, or null before the first one. */
export function useReport(): Report | null {
  return useGoodEvaluation()?.result.report ?? null;
}
