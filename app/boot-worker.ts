import type { WorkerLike } from './services/latest-only-channel.ts';
import { spawnPipelineWorker } from './services/spawn-pipeline-worker.ts';

// The pipeline Worker boots (fetch, parse, templates) while the page fetches, parses and
// evaluates its own script, reads the kept work and draws: the entry (main.tsx) starts it
// before it even asks for the rest, and a Worker started any later waits behind the main
// thread's busiest stretch (docs/performance.md, "The first page").
let booted: WorkerLike | null = spawnPipelineWorker({ withPage: true });

/** The Worker started at boot, once; null after that. */
export function takeBootedWorker(): WorkerLike | null {
  const worker = booted;
  booted = null;
  return worker;
}
