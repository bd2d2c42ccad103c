import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * Local storage written at most every few hundred milliseconds, and serialised
 * only then: a 2,000-tool scenario is megabytes, too much to stringify on every
 * keystroke. Pending writes are flushed when the page is hidden, so a reload or
 * a closed tab loses nothing.
 */
export interface DebouncedStorage<S> extends PersistStorage<S> {
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
        backend?.setItem(name, JSON.stringify(value));
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
