import type { StateStorage } from 'zustand/middleware';

/**
 * Local storage written at most every few hundred milliseconds: a 300-tool
 * scenario is a megabyte, too much to write on every keystroke. Pending writes
 * are flushed when the page is hidden, so a reload or a closed tab loses nothing.
 */
export interface DebouncedStorage extends StateStorage {
  flush: () => void;
}

export function createDebouncedStorage(
  backend: Storage | undefined,
  delayMs: number,
  onError: (reason: string) => void,
): DebouncedStorage {
  const pending = new Map<string, string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    for (const [name, value] of pending) {
      try {
        backend?.setItem(name, value);
      } catch (err) {
        onError(
          `your work could not be kept in this browser's storage (${err instanceof Error ? err.message : String(err)})`,
        );
      }
    }
    pending.clear();
  };

  return {
    getItem: (name) => pending.get(name) ?? backend?.getItem(name) ?? null,
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
