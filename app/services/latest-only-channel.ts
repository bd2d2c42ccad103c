import type { KnownEdit } from '../../core/index.ts';
import {
  type ChannelReply,
  type ChannelRequest,
  createPageCodec,
  type PageCodec,
  SharingLostStep,
} from '../worker/wire/codec.ts';

/**
 * The one way the page talks to its Worker. Requests travel in lanes (one per
 * kind of question); only the newest request of a lane matters, so a request
 * that has not started yet is superseded by a newer one of its lane. One request
 * is in the Worker at a time, which is what lets a waiting one be dropped.
 *
 * Every request gets exactly one answer: the Worker's value, a failure, or a
 * superseded notice. Nothing can wedge the queue: a Worker that reports an
 * uncaught error or stays silent past the timeout is replaced, and the request
 * it was running is answered with the reason.
 */
export type ChannelAnswer<V> =
  | { status: 'answered'; value: V }
  | { status: 'failed'; error: string }
  | { status: 'superseded' };

export const WORKER_NOT_LOADED =
  'the evaluation worker could not be loaded (its script did not arrive or did not run); reload the page to try again';

export interface WorkerLike {
  postMessage(message: ChannelRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  addEventListener(type: 'messageerror', listener: (event: MessageEvent) => void): void;
  terminate(): void;
}

export interface LatestOnlyChannel {
  /** `edit`: how the body's text was made, when the page knows; it crosses as that edit when it fits (worker/wire/). */
  send: <V>(
    lane: string,
    body: unknown,
    onAnswer: (answer: ChannelAnswer<V>) => void,
    edit?: KnownEdit,
    /** Called as the Worker says how far the request has come, before its one answer. */
    onProgress?: Progress,
  ) => void;
  /** Drops a lane's waiting request (answered as superseded); a running one still finishes. */
  cancel: (lane: string) => void;
  /** Ends the Worker; nothing is answered after this. */
  stop: () => void;
}

export interface ChannelOptions {
  spawn: () => WorkerLike;
  /** How long a request may run before the Worker is taken for stuck. */
  timeoutMs: number;
  timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;
  /** Lanes that wait while any other lane has work (a share link can wait; a search being typed cannot). */
  background?: readonly string[];
  /**
   * Lanes whose running request is abandoned when a newer one of the lane has
   * waited this long: the Worker is replaced and the old request answered as
   * superseded, so a long evaluation of an old text never holds a new edit back.
   */
  preempt?: { lanes: readonly string[]; graceMs: number };
}

type Progress = (done: number, of: number) => void;

interface Job {
  id: number;
  lane: string;
  body: unknown;
  onAnswer: (answer: ChannelAnswer<unknown>) => void;
  edit: KnownEdit | undefined;
  onProgress?: Progress | undefined;
}

export function createLatestOnlyChannel({
  spawn,
  timeoutMs,
  timers = globalThis,
  background = [],
  preempt,
}: ChannelOptions): LatestOnlyChannel {
  const waiting = new Map<string, Job>();
  let running: Job | null = null;
  let worker: WorkerLike | null = null;
  /** What the current Worker and this page last sent each other (worker/wire/codec.ts). */
  let codec: PageCodec = createPageCodec();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let graceTimer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 1;
  let stopped = false;

  const finish = (answer: ChannelAnswer<unknown>) => {
    const job = running;
    timers.clearTimeout(timer);
    timers.clearTimeout(graceTimer);
    graceTimer = undefined;
    running = null;
    job?.onAnswer(answer);
    pump();
  };

  /** The Worker is beyond trust: a fresh one takes the next request, this one is answered with why. */
  const replace = (why: string) => {
    worker?.terminate();
    worker = null;
    if (running) finish({ status: 'failed', error: why });
  };

  /** A newer request of the running lane waits: give the old run a moment, then end it (a Worker cannot be interrupted). */
  const armPreempt = (lane: string) => {
    if (!preempt || !running || running.lane !== lane || graceTimer !== undefined) return;
    if (!preempt.lanes.includes(lane)) return;
    const stale = running;
    graceTimer = timers.setTimeout(() => {
      graceTimer = undefined;
      if (running !== stale || !waiting.has(lane)) return;
      worker?.terminate();
      worker = null;
      finish({ status: 'superseded' });
    }, preempt.graceMs);
  };

  const start = (): WorkerLike => {
    const next = spawn();
    codec = createPageCodec();
    listen(next, codec, {
      runningOn: (w) => (w === worker ? running : null),
      isCurrent: (w) => w === worker,
      finish,
      replace,
      later: (step) => void timers.setTimeout(step, 0),
    });
    return next;
  };

  const pump = () => {
    if (stopped || running) return;
    const jobs = [...waiting.values()];
    const job = jobs.find((j) => !background.includes(j.lane)) ?? jobs[0];
    if (!job) return;
    waiting.delete(job.lane);
    running = job;
    if (worker === null) {
      try {
        worker = start();
      } catch (err) {
        // A browser that refuses Workers (a policy, a missing feature) answers at once, not after the timeout.
        finish({ status: 'failed', error: `the evaluation worker could not be started (${String(err)})` });
        return;
      }
    }
    timer = timers.setTimeout(
      () => replace(`no answer within ${Math.round(timeoutMs / 1000)} s; the worker was restarted`),
      timeoutMs,
    );
    try {
      const to = worker;
      codec.encodeRequest(job, (message) => to.postMessage(message));
    } catch (err) {
      finish({ status: 'failed', error: `the request could not be sent (${String(err)})` });
    }
  };

  return {
    send: (lane, body, onAnswer, edit, onProgress) => {
      if (stopped) return;
      waiting.get(lane)?.onAnswer({ status: 'superseded' });
      // A lane keeps its place in the queue when its request is replaced: no lane starves another.
      const answer = onAnswer as Job['onAnswer'];
      waiting.set(lane, { id: nextId++, lane, body, onAnswer: answer, edit, onProgress });
      pump();
      armPreempt(lane);
    },
    cancel: (lane) => {
      const job = waiting.get(lane);
      waiting.delete(lane);
      job?.onAnswer({ status: 'superseded' });
    },
    stop: () => {
      stopped = true;
      timers.clearTimeout(timer);
      timers.clearTimeout(graceTimer);
      waiting.clear();
      running = null;
      worker?.terminate();
      worker = null;
    },
  };
}

const UNREADABLE = 'the worker sent an answer that could not be read; it was restarted';

interface Listener {
  /** The request `worker` runs, or null when it runs none or is no longer the channel's Worker. */
  runningOn: (worker: WorkerLike) => Job | null;
  isCurrent: (worker: WorkerLike) => boolean;
  finish: (answer: ChannelAnswer<unknown>) => void;
  replace: (why: string) => void;
  later: (step: () => void) => void;
}

/** Reads a Worker's replies through its own codec, and takes its failures for the channel. */
function listen(next: WorkerLike, codec: PageCodec, channel: Listener): void {
  // A Worker that fails before it ever answers did not load: its script did not arrive or did not run.
  let heard = false;
  next.addEventListener('message', (event: MessageEvent<ChannelReply>) => {
    heard = true;
    const job = channel.runningOn(next);
    if (!job || event.data.id !== job.id) return;
    let reply: ReturnType<PageCodec['decodeReply']>;
    try {
      reply = codec.decodeReply(event.data, job.lane);
    } catch (err) {
      if (!(err instanceof SharingLostStep)) throw err;
      channel.replace(UNREADABLE);
      return;
    }
    if (reply.kind === 'part') return;
    if (reply.kind === 'progress') return job.onProgress?.(reply.done, reply.of);
    if (reply.kind === 'failed') return channel.finish({ status: 'failed', error: reply.error });
    const { value } = reply;
    if (!reply.large) return channel.finish({ status: 'answered', value });
    // An answer that came in parts is a large one: it is drawn in a task of its own, not after its reading.
    channel.later(() => {
      if (channel.runningOn(next) === job) channel.finish({ status: 'answered', value });
    });
  });
  next.addEventListener('error', (event: ErrorEvent) => {
    if (!channel.isCurrent(next)) return;
    event.preventDefault?.();
    if (!heard && !event.message) return channel.replace(WORKER_NOT_LOADED);
    channel.replace(`the worker stopped with an error (${event.message || 'no message'}); it was restarted`);
  });
  next.addEventListener('messageerror', () => {
    if (channel.isCurrent(next)) channel.replace(UNREADABLE);
  });
}

/**
 * A channel whose requests wait, latest only per lane, until `release`: work that
 * can come later (the design review, the share link) does not start a second Worker
 * while the first report is still being made on a machine with few cores.
 */
export function holdChannel(inner: LatestOnlyChannel): LatestOnlyChannel & { release: () => void } {
  type Held = {
    body: unknown;
    onAnswer: (answer: ChannelAnswer<unknown>) => void;
    edit?: KnownEdit;
    onProgress?: Progress;
  };
  let held: Map<string, Held> | null = new Map();
  return {
    send: (lane, body, onAnswer, edit, onProgress) => {
      if (!held) return inner.send(lane, body, onAnswer, edit, onProgress);
      held.get(lane)?.onAnswer({ status: 'superseded' });
      held.set(lane, {
        body,
        onAnswer: onAnswer as Held['onAnswer'],
        edit,
        ...(onProgress && { onProgress }),
      });
    },
    cancel: (lane) => {
      if (!held) return inner.cancel(lane);
      held.get(lane)?.onAnswer({ status: 'superseded' });
      held.delete(lane);
    },
    stop: () => {
      held = null;
      inner.stop();
    },
    release: () => {
      if (!held) return;
      const waiting = held;
      held = null;
      for (const [lane, job] of waiting) inner.send(lane, job.body, job.onAnswer, job.edit, job.onProgress);
    },
  };
}
