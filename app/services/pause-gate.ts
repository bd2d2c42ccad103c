/**
 * Opens once the scenario has stayed unchanged for twice as long as its first
 * report took, after that report is in. The second Worker (the design review,
 * the share link) waits behind it: its first job evaluates the same text again,
 * from nothing, so it costs about what the first report did. At 10,000 tools
 * that is a second or two on the other core of a two-core machine, and a person
 * who starts typing as soon as the catalog opens paid for it on every keystroke
 * of those seconds. A small catalog's report takes tens of milliseconds, and so
 * does the wait.
 */
export interface PauseGate {
  /** The first report is in, `tookMs` after its text was asked for. */
  reportIn: (tookMs: number) => void;
  /** The text changed: the wait starts again. */
  textChanged: () => void;
  /** Opens now (a held start has no report to wait for). */
  open: () => void;
  stop: () => void;
}

const REPORT_TIMES = 2;

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
      waitMs = REPORT_TIMES * Math.max(0, tookMs);
      arm();
    },
    textChanged: arm,
    open,
    stop: () => timers.clearTimeout(timer),
  };
}
