import { describe, expect, it } from 'vitest';
import { createDebouncedStorage } from './debounced-storage.ts';

/** A Storage that counts its writes. */
function countingStorage() {
  const items = new Map<string, string>();
  const writes: string[] = [];
  const backend = {
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => {
      writes.push(value);
      items.set(name, value);
    },
    removeItem: (name: string) => {
      items.delete(name);
    },
  } as unknown as Storage;
  return { backend, items, writes };
}

describe(createDebouncedStorage, () => {
  it('writes a value only when it differs from what storage holds, even when set again and again', () => {
    const { backend, items, writes } = countingStorage();
    const storage = createDebouncedStorage<{ theme: string }>(backend, 1000, () => {});
    storage.setItem('k', { state: { theme: 'dark' }, version: 1 });
    storage.flush();
    storage.setItem('k', { state: { theme: 'dark' }, version: 1 });
    storage.flush();
    expect(writes).toHaveLength(1);
    storage.setItem('k', { state: { theme: 'light' }, version: 1 });
    storage.flush();
    expect(writes).toHaveLength(2);
    // Changed or cleared elsewhere (another tab, the person): written again.
    items.delete('k');
    storage.setItem('k', { state: { theme: 'light' }, version: 1 });
    storage.flush();
    expect(writes).toHaveLength(3);
    expect(JSON.parse(items.get('k')!)).toEqual({ state: { theme: 'light' }, version: 1 });
  });
});
