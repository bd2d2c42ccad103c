import type { WorkerLike } from './services/latest-only-channel.ts';
import { spawnPipelineWorker } from './services/spawn-pipeline-worker.ts';

/**
 * Starts the pipeline Worker at boot (fetch, parse, templates) while the page fetches,
 * parses and evaluates its own script, reads the kept work and draws: the entry
 * (main.tsx) calls this before it even asks for the rest, since a Worker started any
 * later waits behind the main thread's busiest stretch (docs/performance.md). The spawner it returns
 * hands out that Worker first, and fresh ones after it.
 *
 * A Worker that cannot be made is left to the channel, which says so at once; a script
 * that fails to load fails before the channel listens, so that failure is kept and
 * handed to the channel's listener when it comes.
 */
export function bootPipelineWorker(): () => WorkerLike {
  let booted: WorkerLike | null = null;
  try {
    booted = heldErrors(spawnPipelineWorker({ withPage: true }));
  } catch {
    // The channel's own spawn meets the same refusal and reports it with the request it answers.
  }
  return () => {
    const worker = booted ?? spawnPipelineWorker();
    booted = null;
    return worker;
  };
}

/** The Worker, with an error it reported before anyone listened given to the first error listener. */
function heldErrors(worker: WorkerLike): WorkerLike {
  let early: Event | null = null;
  const keep = (event: Event) => {
    early = event;
  };
  worker.addEventListener('error', keep);
  const addEventListener = ((
    type: 'message' | 'error' | 'messageerror',
    listener: (event: never) => void,
  ) => {
    worker.addEventListener(type as 'message', listener as (event: MessageEvent) => void);
    if (type !== 'error') return;
    const seen = early;
    if (seen !== null) setTimeout(() => (listener as (event: Event) => void)(seen), 0);
  }) as WorkerLike['addEventListener'];
  return {
    postMessage: (message) => worker.postMessage(message),
    addEventListener,
    terminate: () => worker.terminate(),
  };
}
