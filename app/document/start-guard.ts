import { storageName } from '../state/storage-names.ts';

/**
 * A marker kept in local storage from the moment the page first sends the work
 * to be evaluated until the first answer comes back. If it is still there when
 * the page starts, the last start never got that far (the tab froze or was
 * closed while stuck), so this start opens the work without evaluating it and
 * says why: a scenario that locks the page cannot lock it again on every reload.
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
