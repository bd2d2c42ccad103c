import { storageName } from '../state/storage-names.ts';

/**
 * A marker kept in local storage from the moment the page first sends the work
 * to be evaluated until that evaluation has really finished: answered by a Worker
 * (not failed, timed out or crashed) and drawn (finishWhenSettled). If it is still there when the page
 * starts, the last start never got that far (the tab froze, crashed or was
 * closed while stuck), so this start opens the work without evaluating it and
 * says why: a scenario that takes the page down cannot do so again on every reload.
 */
const KEY = storageName('starting');

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;

export const INTERRUPTED_START =
  'the last start of this page did not finish evaluating this work (it may have frozen the page), so it was opened without evaluating it';

function defaultStore(): Store {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export interface StartGuard {
  /** The reason to hold evaluation, or null when the last start finished. */
  interrupted: string | null;
  /** Called just before the first text is sent to the Worker. */
  begin: () => void;
  /** Called once the first answer has come back. */
  finish: () => void;
}

export function createStartGuard(store: Store = defaultStore()): StartGuard {
  const read = () => {
    try {
      return store?.getItem(KEY) ?? null;
    } catch {
      return null;
    }
  };
  return {
    interrupted: read() === null ? null : INTERRUPTED_START,
    begin: () => {
      try {
        store?.setItem(KEY, String(Date.now()));
      } catch {
        // Without storage the guard cannot help, and nothing else depends on it.
      }
    },
    finish: () => {
      try {
        store?.removeItem(KEY);
      } catch {
        // As above.
      }
    },
  };
}

/** What finishWhenSettled watches: whether the first report is in, from a Worker that answered. */
interface StartProgress {
  subscribe: (listener: () => void) => () => void;
  reported: () => boolean;
}

/** How long the page must go on after drawing the first report before the start counts as finished. */
const START_QUIET_MS = 500;

/**
 * Finishes the guard once the start has really finished: the first report came
 * from a Worker that answered (one that failed to start, load or finish in time
 * does not count), and the page drew it and went on for a moment, so a report
 * whose drawing takes the page down is part of the start. Returns what stops watching.
 */
export function finishWhenSettled(
  guard: Pick<StartGuard, 'finish'>,
  progress: StartProgress,
  wait: (then: () => void) => () => void = afterDrawnAndQuiet,
): () => void {
  let cancelWait: (() => void) | null = null;
  let done = false;
  const check = () => {
    if (done || cancelWait !== null || !progress.reported()) return;
    cancelWait = wait(() => {
      done = true;
      stop();
      guard.finish();
    });
  };
  const unsubscribe = progress.subscribe(check);
  const stop = () => {
    unsubscribe();
    cancelWait?.();
    cancelWait = null;
  };
  check();
  return stop;
}

function afterDrawnAndQuiet(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  // The next frame is drawn after what the report made the page do; without frames (a test), at once.
  const drawn = globalThis.requestAnimationFrame ?? ((f: () => void) => setTimeout(f, 0));
  drawn(() => {
    if (!cancelled) timer = setTimeout(then, START_QUIET_MS);
  });
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
