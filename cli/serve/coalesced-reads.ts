/**
 * A read that may be asked for far more often than it can run (a server sending
 * `notifications/tools/list_changed` a thousand times a second): at most one
 * runs and one waits. Every ask made while one runs joins the one waiting, which
 * starts when the running one ends and so reads what was announced meanwhile;
 * none is lost and none is repeated. The waiting read takes the latest ask's reason.
 */
export function coalesceReads<Reason>(
  read: (reason: Reason) => Promise<void>,
): (reason: Reason) => Promise<void> {
  let running: Promise<void> | null = null;
  let waiting: { reason: Reason; done: Promise<void> } | null = null;
  const start = (reason: Reason): Promise<void> => {
    const run = read(reason).finally(() => {
      running = null;
    });
    running = run;
    return run;
  };
  return (reason) => {
    if (waiting !== null) {
      waiting.reason = reason;
      return waiting.done;
    }
    if (running === null) return start(reason);
    const next: { reason: Reason; done: Promise<void> } = {
      reason,
      done: running
        .catch(() => {})
        .then((): Promise<void> => {
          waiting = null;
          return start(next.reason);
        }),
    };
    waiting = next;
    return next.done;
  };
}
