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
  /** A start to watch by hand: whether a Worker's first report is in. */
  function start() {
    const listeners = new Set<() => void>();
    const state = { reported: false };
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

  it('finishes only once the first report from a Worker has been drawn and the page went on', () => {
    const s = start();
    s.set({ reported: false }); // answers that are not a Worker's report (it failed) do not count
    expect(s.waits).toHaveLength(0);
    s.set({ reported: true });
    expect(s.waits).toHaveLength(1);
    expect(s.finished()).toBe(0); // drawn, but the page has not yet gone on
    s.set({ reported: true });
    expect(s.waits).toHaveLength(1);
    s.waits.shift()!();
    expect(s.finished()).toBe(1);
    s.set({ reported: true });
    expect(s.waits).toHaveLength(0);
  });

  it('never finishes a start whose page went away first', () => {
    const s = start();
    s.set({ reported: true });
    s.stop(); // the page closed (or crashed) while drawing
    expect(s.waits).toHaveLength(0);
    expect(s.finished()).toBe(0);
  });
});
