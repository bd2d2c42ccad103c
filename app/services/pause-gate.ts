import { ANSWER_TIMES } from './settle-wait.ts';

/**
 * Opens when the first report is in, if it took under two seconds; after a
 * slower one, once the scenario has then stayed unchanged for twice as long as
 * it took. The second Worker (the design review, the share link) waits behind
 * it: its first job evaluates the same text again, from nothing, so it costs
 * about what the first report did. Below the line the job is best done at once,
 * while the person reads what just opened: held until a pause, it began just as
 * they typed and slowed their first edits. Above it, it holds the other core of a
 * two-core machine for seconds, and a person who starts typing as soon as the
 * catalog opens paid for it on every keystroke of those seconds
 * (docs/performance.md, "Slower work waits for a pause").
 */
interface PauseGate {
  /** The first report is in, `tookMs` after its text was asked for. */
  reportIn: (tookMs: number) => void;
  /** The text changed: the wait starts again. */
  textChanged: () => void;
  /** Opens now (a held start has no report to wait for). */
  open: () => void;
  stop: () => void;
}

const AT_ONCE_UNDER_MS = 2000;

export function createPauseGate(
  onOpen: () => void,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): PauseGate {
  let waitMs: number | null = null;
  let opened = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const open = () => {
    if (opened) return;
    opened = true;
    timers.clearTimeout(timer);
    onOpen();
  };
  const arm = () => {
    timers.clearTimeout(timer);
    if (waitMs !== null && !opened) timer = timers.setTimeout(open, waitMs);
  };
  return {
    reportIn: (tookMs) => {
      if (waitMs !== null) return;
      waitMs = ANSWER_TIMES * Math.max(0, tookMs);
      if (tookMs < AT_ONCE_UNDER_MS) open();
      else arm();
    },
    textChanged: arm,
    open,
    stop: () => timers.clearTimeout(timer),
  };
}
