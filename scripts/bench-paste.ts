/**
 * The main thread while a person pastes a huge scenario into the editor, in
 * Chromium against the production build (dist/): a generated catalog of about
 * the size asked for is put on the clipboard, the editor's text is selected and
 * replaced with Ctrl+V, and every long task (over 50 ms) from the keystroke
 * until the index shows the new catalog is recorded. Prints the figures; it
 * asserts nothing.
 *
 *   npm run bench:paste                  (builds first; 50 MB)
 *   BENCH_PASTE_MB=10 npx tsx scripts/bench-paste.ts
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-support/chromium.ts';
import { buildScenario } from './bench-scenario.ts';
import { startPreview } from './preview-server.ts';

const MEGABYTES = Number(process.env.BENCH_PASTE_MB ?? 50);
const PORT = Number(process.env.BENCH_UI_PORT ?? 4198);
const TIMEOUT = 900_000;
/** Bytes per generated tool, pretty-printed (scripts/bench-scenario.ts): about 1,070. */
const BYTES_PER_TOOL = 1_070;

const tools = Math.round((MEGABYTES * 1_000_000) / BYTES_PER_TOOL);
const text = JSON.stringify(buildScenario(tools), null, 2);

const preview = await startPreview(PORT);
const BASE = preview.base;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT);
  await page.goto(BASE);
  await page.getByText('evaluated in').waitFor();
  const before = (await page.getByTestId('index-text').textContent()) ?? '';
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.evaluate(() => {
    const w = window as unknown as { __tasks: { start: number; duration: number }[] };
    w.__tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__tasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask' });
  });
  const editor = page.locator('.monaco-editor').first();
  await editor.locator('.view-line').first().click();
  await page.keyboard.press('ControlOrMeta+A');
  const pastedAt = await page.evaluate(() => performance.now());
  await page.keyboard.press('ControlOrMeta+V');
  await page.waitForFunction(
    (old) => {
      const index = document.querySelector('[data-testid="index-text"]')?.textContent ?? '';
      return index !== '' && index !== old;
    },
    before,
    { timeout: TIMEOUT, polling: 250 },
  );
  const indexAt = await page.evaluate(() => performance.now());
  // A moment more for the work kept in storage and the link, which follow the index.
  await page.waitForTimeout(5_000);
  const tasks = await page.evaluate(
    () => (window as unknown as { __tasks: { start: number; duration: number }[] }).__tasks,
  );
  const durations = tasks.map((t) => t.duration).sort((a, b) => b - a);
  console.log(
    `paste of ${(text.length / 1_000_000).toFixed(1)} MB (${tools.toLocaleString('en')} tools) into the editor, Chromium, dist/`,
  );
  console.log(`  paste → new index: ${((indexAt - pastedAt) / 1000).toFixed(1)} s`);
  console.log(`  long tasks (> 50 ms) from the paste to 5 s after the index: ${durations.length}`);
  console.log(
    `  longest: ${(durations[0] ?? 0).toFixed(0)} ms; over 200 ms: ${durations.filter((d) => d > 200).length}`,
  );
  console.log(
    `  the five longest (ms): ${durations
      .slice(0, 5)
      .map((d) => d.toFixed(0))
      .join(', ')}`,
  );
  console.log(
    `  blocked in total (time past 50 ms per task): ${durations.reduce((sum, d) => sum + d - 50, 0).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  preview.stop();
}
