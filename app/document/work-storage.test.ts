import { describe, expect, it } from 'vitest';
import { STORAGE_KEY } from '../state/store.ts';
import { dropLegacyWork } from './work-storage.ts';

function countingLocal(initial: unknown) {
  const items = new Map<string, string>([[STORAGE_KEY, JSON.stringify(initial)]]);
  let writes = 0;
  const local = {
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => {
      writes++;
      items.set(name, value);
    },
    removeItem: (name: string) => void items.delete(name),
  };
  return { local, items, writes: () => writes };
}

describe(dropLegacyWork, () => {
  it('moves the work out of local storage once, keeping the theme, and leaves a theme alone', () => {
    const legacy = countingLocal({
      state: { text: '{}', baseline: '{}', origin: 'x', theme: 'dark' },
      version: 1,
    });
    dropLegacyWork(legacy.local);
    expect(JSON.parse(legacy.items.get(STORAGE_KEY)!)).toEqual({ state: { theme: 'dark' }, version: 1 });
    dropLegacyWork(legacy.local);
    expect(legacy.writes()).toBe(1);
    const themeOnly = countingLocal({ state: { theme: 'light' }, version: 1 });
    dropLegacyWork(themeOnly.local);
    expect(themeOnly.writes()).toBe(0);
  });
});
