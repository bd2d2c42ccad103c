import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPauseGate } from './pause-gate.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe(createPauseGate, () => {
  it('after a slow first report, opens once the text has stayed unchanged twice as long as it took', () => {
    vi.useFakeTimers();
    const opened = vi.fn();
    const gate = createPauseGate(opened);
    // Typing before the first report is in does not start the wait.
    gate.textChanged();
    vi.advanceTimersByTime(10_000);
    expect(opened).not.toHaveBeenCalled();
    gate.reportIn(3000);
    vi.advanceTimersByTime(4500);
    // Each keystroke starts the wait again.
    gate.textChanged();
    vi.advanceTimersByTime(4500);
    gate.textChanged();
    vi.advanceTimersByTime(5999);
    expect(opened).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(opened).toHaveBeenCalledTimes(1);
    // Open for good: later reports and keystrokes change nothing.
    gate.reportIn(5);
    gate.textChanged();
    vi.advanceTimersByTime(10_000);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('opens at once after a report under two seconds, or when asked, and stays shut once stopped', () => {
    vi.useFakeTimers();
    const quick = vi.fn();
    const gate = createPauseGate(quick);
    gate.reportIn(1999);
    expect(quick).toHaveBeenCalledTimes(1);
    gate.reportIn(5000);
    gate.textChanged();
    vi.advanceTimersByTime(20_000);
    expect(quick).toHaveBeenCalledTimes(1);

    // Only the first report counts.
    const slow = vi.fn();
    const late = createPauseGate(slow);
    late.reportIn(2000);
    late.reportIn(10);
    expect(slow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(4000);
    expect(slow).toHaveBeenCalledTimes(1);

    const held = vi.fn();
    createPauseGate(held).open();
    expect(held).toHaveBeenCalledTimes(1);

    const stopped = vi.fn();
    const gone = createPauseGate(stopped);
    gone.reportIn(2500);
    gone.stop();
    vi.advanceTimersByTime(10_000);
    expect(stopped).not.toHaveBeenCalled();
  });
});
