import { describe, expect, it } from 'vitest';
import { createStartGuard, INTERRUPTED_START } from './start-guard.ts';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe(createStartGuard, () => {
  it('holds the next start when the last one began evaluating and never heard back', () => {
    const store = memoryStore();
    const first = createStartGuard(store);
    expect(first.interrupted).toBeNull();
    first.begin();
    // The page froze here: finish() never ran.
    expect(createStartGuard(store).interrupted).toBe(INTERRUPTED_START);
  });

  it('lets the next start evaluate once the first answer came back', () => {
    const store = memoryStore();
    const first = createStartGuard(store);
    first.begin();
    first.finish();
    expect(createStartGuard(store).interrupted).toBeNull();
  });

  it('works without storage at all', () => {
    const guard = createStartGuard(undefined);
    expect(guard.interrupted).toBeNull();
    expect(() => {
      guard.begin();
      guard.finish();
    }).not.toThrow();
  });
});
