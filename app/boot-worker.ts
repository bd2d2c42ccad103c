import type { WorkerLike } from './services/latest-only-channel.ts';
import { spawnPipelineWorker } from './services/spawn-pipeline-worker.ts';

/**
 * Starts the pipeline Worker at boot (fetch, parse, templates) while the page fetches,
 * parses and evaluates its own script, reads the kept work and draws: the entry
 * (main.tsx) calls this before it even asks for the rest, since a Worker started any
 * later waits behind the main thread's busiest stretch (docs/performance.md). The spawner it returns
 * hands out that Worker first, and fresh ones after it.
 */
export function bootPipelineWorker(): () => WorkerLike {
  let booted: WorkerLike | null = spawnPipelineWorker({ withPage: true });
  return () => {
    const worker = booted ?? spawnPipelineWorker();
    booted = null;
    return worker;
  };
}
