import { describe, expect, it } from 'vitest';
import { createStartGuard, finishWhenSettled, INTERRUPTED_START } from './start-guard.ts';

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

describe(finishWhenSettled, () => {
  /** A start to watch by hand: whether the first report is in, whether a review is on its way. */
  function start() {
    const listeners = new Set<() => void>();
    const state = { reported: false, reviewing: false };
    const waits: (() => void)[] = [];
    let finished = 0;
    const stop = finishWhenSettled(
      { finish: () => void finished++ },
      {
        subscribe: (l) => {
          listeners.add(l);
          return () => listeners.delete(l);
        },
        reported: () => state.reported,
        reviewing: () => state.reviewing,
      },
      (then) => {
        waits.push(then);
        return () => waits.splice(waits.indexOf(then), 1);
      },
    );
    const set = (next: Partial<typeof state>) => {
      Object.assign(state, next);
      for (const l of [...listeners]) l();
    };
    return { set, waits, finished: () => finished, stop };
  }

  it('finishes only after the first report from a Worker, drawn and quiet, with no review on its way', () => {
    const s = start();
    expect(s.waits).toHaveLength(0);
    s.set({ reviewing: true });
    s.set({ reported: true });
    expect(s.waits).toHaveLength(0); // the review that started meanwhile is part of the start
    s.set({ reviewing: false });
    expect(s.waits).toHaveLength(1);
    expect(s.finished()).toBe(0); // the page has not yet gone on after drawing it
    s.waits.shift()!();
    expect(s.finished()).toBe(1);
    s.set({ reported: true });
    expect(s.waits).toHaveLength(0);
  });

  it('waits again when a review begins during the quiet moment, and never finishes on a failed Worker', () => {
    const s = start();
    s.set({ reported: true });
    s.set({ reviewing: true });
    s.waits.shift()!();
    expect(s.finished()).toBe(0);
    s.set({ reviewing: false });
    s.waits.shift()!();
    expect(s.finished()).toBe(1);

    const failed = start();
    failed.set({ reported: false }); // a Worker that could not start, load or finish
    expect(failed.waits).toHaveLength(0);
    failed.stop();
    expect(failed.finished()).toBe(0);
  });
});
