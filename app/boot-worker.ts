import type { WorkerLike } from './services/latest-only-channel.ts';
import { spawnPipelineWorker } from './services/spawn-pipeline-worker.ts';

// The pipeline Worker boots (fetch, parse, templates) while the page evaluates its own
// script, reads the kept work and draws: main.tsx imports this module first, and a
// Worker started any later waits behind the main thread's busiest half second.
let booted: WorkerLike | null = spawnPipelineWorker();

/** The Worker started at boot, once; null after that. */
export function takeBootedWorker(): WorkerLike | null {
  const worker = booted;
  booted = null;
  return worker;
}
