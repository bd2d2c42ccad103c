import { BOOT_WORKER_NAME } from '../worker/lanes.ts';
import PipelineWorker from '../worker/pipeline-worker.ts?worker';
import type { WorkerLike } from './latest-only-channel.ts';

/**
 * The browser's Worker for the pipeline; tests start the same session in process
 * instead. The one started with the page evaluates the first page's text ahead
 * (pipeline-worker.ts); a replacement is asked at once and does not.
 */
export function spawnPipelineWorker({ withPage = false }: { withPage?: boolean } = {}): WorkerLike {
  return new PipelineWorker({ name: withPage ? BOOT_WORKER_NAME : 'pipeline' });
}
