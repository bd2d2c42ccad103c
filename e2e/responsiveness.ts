import type { Page } from '@playwright/test';

/**
 * Responsiveness measured against the page itself, not against a wall-clock figure
 * a busy machine can break. The yardstick is a fixed piece of main-thread work
 * (sorting 100,000 numbers, about 15 ms on an idle machine) timed as a round trip
 * in the same tab just before: a machine shared with other jobs stretches it as
 * much as anything else the page does. A view is responsive when its slowest
 * round trip stays under 1 s on an idle machine, and under the same multiple of
 * the yardstick on a loaded one.
 */
export async function yardstick(page: Page): Promise<number> {
  // Any document will do (a blank one before the page under test opens): the work is the page's JavaScript alone.
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = Date.now();
    await page.evaluate(() => {
      const numbers = Array.from({ length: 100_000 }, (_, i) => (i * 7919) % 100_003);
      numbers.sort((a, b) => a - b);
      return numbers[0];
    });
    times.push(Date.now() - started);
  }
  return times.sort((a, b) => a - b)[2]!;
}

/** The slowest round trip a responsive page may take now: 1 s, or 40 yardsticks when the machine is slower. */
export function roundTripBound(yardstickMs: number): number {
  return Math.max(1000, 40 * yardstickMs);
}

/**
 * Asks the page for a round trip every 100 ms until `done` holds, and gives the
 * slowest: a page that freezes answers late, a crashed one not at all.
 */
export async function slowestRoundTrip(
  page: Page,
  done: () => Promise<boolean>,
  timeout = 90_000,
): Promise<number> {
  let slowest = 0;
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    const started = Date.now();
    await page.evaluate(() => 0);
    slowest = Math.max(slowest, Date.now() - started);
    if (await done()) return slowest;
    await page.waitForTimeout(100);
  }
  throw new Error(`not done within ${timeout} ms (slowest round trip ${slowest} ms)`);
}
