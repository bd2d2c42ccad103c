/**
 * How long to wait for a pause before asking for work that matters only once
 * typing stops (the share link, the design review): `baseMs`, or twice what the
 * last such answer took when that is longer. On a large catalog the link alone holds
 * the other core for a while, which a person typing with short pauses would
 * otherwise pay at every pause, beside the next edit's own evaluation.
 */
export function createSettleWait(baseMs: number, now: () => number) {
  let lastMs = 0;
  return {
    ms: () => Math.max(baseMs, ANSWER_TIMES * lastMs),
    /** Called as a question is sent; what it returns is called when the answer arrives. */
    time: () => {
      const sentAt = now();
      return () => {
        lastMs = now() - sentAt;
      };
    },
  };
}

/** Work that waits for a pause waits this many times what its last answer took (pause-gate.ts too). */
export const ANSWER_TIMES = 2;
