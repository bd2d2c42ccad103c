import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTextCommit, LARGE_DOCUMENT_CHARS } from './text-commit.ts';

/** A model whose text is `text`; its length is what decides the spacing. */
function modelOf(state: { text: string }) {
  return { getModel: () => ({ getValue: () => state.text, getValueLength: () => state.text.length }) };
}

describe('createTextCommit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('commits every keystroke of a small document at once', () => {
    const state = { text: '{}' };
    const commits: string[] = [];
    const { schedule } = createTextCommit(
      modelOf(state),
      (t) => commits.push(t),
      () => Date.now(),
    );
    schedule();
    state.text = '{ }';
    schedule();
    expect(commits).toEqual(['{}', '{ }']);
  });

  it('spaces a large document’s commits by four times what the last one cost, gathering the keystrokes between', () => {
    const big = 'x'.repeat(LARGE_DOCUMENT_CHARS);
    const state = { text: `${big}1` };
    const commits: string[] = [];
    let cost = 50;
    const { schedule, flush } = createTextCommit(
      modelOf(state),
      (t) => {
        commits.push(t.slice(-1));
        vi.setSystemTime(Date.now() + cost);
      },
      () => Date.now(),
    );
    schedule();
    expect(commits).toEqual(['1']);
    // The commit cost 50 ms: the next may start 200 ms after it ended.
    vi.advanceTimersByTime(50);
    state.text = `${big}2`;
    schedule();
    state.text = `${big}3`;
    schedule();
    expect(commits).toEqual(['1']);
    vi.advanceTimersByTime(149);
    expect(commits).toEqual(['1']);
    vi.advanceTimersByTime(1);
    expect(commits).toEqual(['1', '3']);
    // Past the spacing the next keystroke goes at once again.
    vi.advanceTimersByTime(200);
    state.text = `${big}4`;
    schedule();
    expect(commits).toEqual(['1', '3', '4']);
    // A cheap commit leaves almost no spacing: 2 ms costs 8 ms.
    cost = 2;
    vi.advanceTimersByTime(200);
    state.text = `${big}5`;
    schedule();
    vi.advanceTimersByTime(8);
    state.text = `${big}6`;
    schedule();
    expect(commits).toEqual(['1', '3', '4', '5', '6']);
    // flush commits a gathered keystroke now, and nothing when none waits.
    state.text = `${big}7`;
    schedule();
    flush();
    flush();
    expect(commits).toEqual(['1', '3', '4', '5', '6', '7']);
  });
});
