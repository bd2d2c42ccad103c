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

  it('commits a large document’s first keystroke at once and gathers the burst after it', () => {
    const big = 'x'.repeat(LARGE_DOCUMENT_CHARS);
    const state = { text: `${big}1` };
    const commits: string[] = [];
    const { schedule, flush } = createTextCommit(
      modelOf(state),
      (t) => commits.push(t.slice(-1)),
      () => Date.now(),
    );
    schedule();
    expect(commits).toEqual(['1']);
    vi.advanceTimersByTime(50);
    state.text = `${big}2`;
    schedule();
    state.text = `${big}3`;
    schedule();
    expect(commits).toEqual(['1']);
    vi.advanceTimersByTime(200);
    expect(commits).toEqual(['1', '3']);
    // After a quiet moment the next keystroke goes at once again.
    vi.advanceTimersByTime(1000);
    state.text = `${big}4`;
    schedule();
    expect(commits).toEqual(['1', '3', '4']);
    // flush commits a gathered keystroke now, and nothing when none waits.
    state.text = `${big}5`;
    schedule();
    flush();
    flush();
    expect(commits).toEqual(['1', '3', '4', '5']);
  });
});
