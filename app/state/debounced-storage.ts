import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * Local storage written at most every few hundred milliseconds and serialised
 * only then: a 2,000-tool scenario is megabytes, too much to stringify on every
 * keystroke. A text equal to what storage already holds under the name is not
 * written again: the store persists on every update, the theme rarely changes,
 * and each write cost the page a few milliseconds (a read is served in the
 * page). Pending writes are flushed when the page is hidden, so a reload or a
 * closed tab loses nothing.
 */
export interface DebouncedStorage<S> extends PersistStorage<S> {
  /** Read at once: what is waiting to be written, else what storage holds. */
  getItem: (name: string) => StorageValue<S> | null;
  flush: () => void;
}

export function createDebouncedStorage<S>(
  backend: Storage | undefined,
  delayMs: number,
  onError: (reason: string) => void,
): DebouncedStorage<S> {
  const pending = new Map<string, StorageValue<S>>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    for (const [name, value] of pending) {
      try {
        const text = JSON.stringify(value);
        if (backend?.getItem(name) === text) continue;
        backend?.setItem(name, text);
      } catch (err) {
        onError(
          `your work could not be kept in this browser's storage (${err instanceof Error ? err.message : String(err)})`,
        );
      }
    }
    pending.clear();
  };

  return {
    getItem: (name) => {
      const waiting = pending.get(name);
      if (waiting) return waiting;
      try {
        const stored = backend?.getItem(name);
        return stored ? (JSON.parse(stored) as StorageValue<S>) : null;
      } catch {
        // Unreadable storage is treated as empty: the default preset opens instead.
        return null;
      }
    },
    setItem: (name, value) => {
      pending.set(name, value);
      if (timer === undefined) timer = setTimeout(flush, delayMs);
    },
    removeItem: (name) => {
      pending.delete(name);
      backend?.removeItem(name);
    },
    flush,
  };
}
