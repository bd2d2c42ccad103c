import PipelineWorker from '../worker/pipeline-worker.ts?worker';
import type { WorkerLike } from './latest-only-channel.ts';

/** The browser's Worker for the pipeline; tests start the same session in process instead. */
export function spawnPipelineWorker(): WorkerLike {
  return new PipelineWorker({ name: 'pipeline' });
}
