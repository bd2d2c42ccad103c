import { storageName } from '../state/storage-names.ts';

/**
 * A marker kept in local storage from the moment the page first sends the work
 * to be evaluated until that evaluation has really finished: answered by a Worker
 * (not failed, timed out or crashed), drawn, and the design review asked meanwhile
 * answered and drawn too (finishWhenSettled). If it is still there when the page
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

/** What finishWhenSettled watches: the first report, and the design review the panels may ask for meanwhile. */
export interface StartProgress {
  subscribe: (listener: () => void) => () => void;
  /** The first report is in, from a Worker that answered. */
  reported: () => boolean;
  /** A design review has been asked and not yet answered. */
  reviewing: () => boolean;
}

/** How long the page must go on after the first report before the start counts as finished. */
export const START_QUIET_MS = 1000;

/**
 * Finishes the guard once the start has really finished: the first report came
 * from a Worker that answered, the page drew it and went on for a moment, and no
 * design review is still on its way (a review that takes the page down is part
 * of the start). Returns what stops watching.
 */
export function finishWhenSettled(
  guard: Pick<StartGuard, 'finish'>,
  progress: StartProgress,
  wait: (then: () => void) => () => void = afterDrawnAndQuiet,
): () => void {
  let cancelWait: (() => void) | null = null;
  let done = false;
  const check = () => {
    if (done || cancelWait !== null || !progress.reported() || progress.reviewing()) return;
    cancelWait = wait(() => {
      cancelWait = null;
      if (progress.reviewing()) return; // a review began meanwhile: its answer checks again
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
