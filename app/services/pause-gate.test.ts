import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPauseGate } from './pause-gate.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe(createPauseGate, () => {
  it('opens once the text has stayed unchanged twice as long as the first report took', () => {
    vi.useFakeTimers();
    const opened = vi.fn();
    const gate = createPauseGate(opened);
    // Typing before the first report is in does not start the wait.
    gate.textChanged();
    vi.advanceTimersByTime(10_000);
    expect(opened).not.toHaveBeenCalled();
    gate.reportIn(1000);
    vi.advanceTimersByTime(1500);
    // Each keystroke starts the wait again.
    gate.textChanged();
    vi.advanceTimersByTime(1500);
    gate.textChanged();
    vi.advanceTimersByTime(1999);
    expect(opened).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(opened).toHaveBeenCalledTimes(1);
    // Open for good: later reports and keystrokes change nothing.
    gate.reportIn(5);
    gate.textChanged();
    vi.advanceTimersByTime(10_000);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('takes only the first report, opens at once when asked, and stays shut once stopped', () => {
    vi.useFakeTimers();
    const quick = vi.fn();
    const gate = createPauseGate(quick);
    gate.reportIn(20);
    gate.reportIn(5000);
    vi.advanceTimersByTime(40);
    expect(quick).toHaveBeenCalledTimes(1);

    const held = vi.fn();
    createPauseGate(held).open();
    expect(held).toHaveBeenCalledTimes(1);

    const stopped = vi.fn();
    const gone = createPauseGate(stopped);
    gone.reportIn(100);
    gone.stop();
    vi.advanceTimersByTime(1000);
    expect(stopped).not.toHaveBeenCalled();
  });
});
