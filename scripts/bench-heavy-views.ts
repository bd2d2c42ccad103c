/**
 * The heaviest views of the page, in Chromium against the production build (dist/):
 * Findability on 2,000 tools × 2,000 queries that each expect 20 tools, a
 * 20,000-word and a 1 MiB query typed into the search, and a 5,000-turn timeline
 * of 20 actions each with the prompt-cache view. For each: the slowest round trip
 * to the page while the view comes (asked every 100 ms), the longest main-thread
 * task, how long until the view is drawn, and a yardstick (a fixed piece of page
 * JavaScript, ~15 ms idle) timed in the same tab, so a figure taken on a loaded
 * machine can be read against it. Prints a table; it asserts nothing.
 *
 *   npm run bench:heavy              (builds first)
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-support/chromium.ts';
import { formatTable } from './bench-table.ts';
import { startPreview } from './preview-server.ts';

const PORT = Number(process.env.BENCH_HEAVY_PORT ?? 4198);
/** `BENCH_HEAVY_ONLY=search` (or findability, turns) measures one view. */
const ONLY = process.env.BENCH_HEAVY_ONLY;
const measures = (view: string) => ONLY === undefined || ONLY === view;
const TIMEOUT = 180_000;
const NAMESPACES = ['github', 'slack', 'stripe', 'jira', 'notion', 'linear', 'gmail', 'figma'];

function definitions(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const namespace = NAMESPACES[i % NAMESPACES.length]!;
    return {
      capability_id: `${namespace}.tool_${i}`,
      name: `${namespace}__tool_${i}`,
      description: `Work with ${namespace} items: list, get or update item ${i}.`,
      parameters: { type: 'object', properties: { id: { type: 'string', description: 'The item id.' } } },
    };
  });
}

function findabilityText(): string {
  const defs = definitions(2000);
  const queries = Array.from({ length: 2000 }, (_, q) => ({
    query: `${NAMESPACES[q % NAMESPACES.length]} item ${q}`,
    expect: Array.from({ length: 20 }, (_, e) => defs[(q * 37 + e * 101) % defs.length]!.name),
  }));
  return JSON.stringify({ name: 'findability flood', mode: 'namespaces', definitions: defs, queries });
}

function timelineText(): string {
  const defs = definitions(300);
  const timeline = Array.from({ length: 5000 }, (_, t) => ({
    actions: Array.from({ length: 20 }, (_, a) =>
      a % 2 === 0
        ? { tool: 'tool_search', arguments: { query: `${NAMESPACES[(t + a) % NAMESPACES.length]} items` } }
        : { tool: 'tool_call', arguments: { name: defs[(t * 20 + a) % defs.length]!.name, arguments: '{}' } },
    ),
  }));
  return JSON.stringify({
    name: 'long timeline',
    mode: 'namespaces',
    caps: { max_tools: 8 },
    definitions: defs,
    timeline,
  });
}

const YARDSTICK = () => {
  const numbers = Array.from({ length: 100_000 }, (_, i) => (i * 7919) % 100_003);
  numbers.sort((a, b) => a - b);
  return numbers[0];
};

async function yardstick(page: Page): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = Date.now();
    await page.evaluate(YARDSTICK);
    times.push(Date.now() - started);
  }
  return times.sort((a, b) => a - b)[2]!;
}

const PROBE = `
  window.__tasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__tasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

/** Round trips every 100 ms while `act` runs and until `drawn` shows: the slowest, and how long it took. */
async function watch(page: Page, act: () => Promise<void>, drawn: Locator) {
  await page.evaluate(() => {
    (window as unknown as { __tasks: number[] }).__tasks = [];
  });
  const started = Date.now();
  let slowest = 0;
  let acting = true;
  const action = act().finally(() => {
    acting = false;
  });
  while (Date.now() - started < TIMEOUT) {
    const asked = Date.now();
    await page.evaluate(() => 0);
    slowest = Math.max(slowest, Date.now() - asked);
    if (!acting && (await drawn.isVisible())) break;
    await page.waitForTimeout(100);
  }
  await action;
  const drawnAfter = Date.now() - started;
  const tasks = await page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks);
  return { slowest, drawnAfter, longestTask: Math.round(Math.max(0, ...tasks)) };
}

async function openPage(page: Page, base: string) {
  await page.goto(base);
  await page.locator('.monaco-editor').first().waitFor({ timeout: TIMEOUT });
  await page.getByText('evaluated in').first().waitFor({ timeout: TIMEOUT });
}

/** Opens `text` as a file, as a person would with the Open button: the view already shown receives it. */
async function openFile(page: Page, text: string, dir: string, name: string) {
  const path = join(dir, name);
  writeFileSync(path, text);
  await page.getByLabel('Open scenario file').setInputFiles(path);
  await page.getByText(`file: ${name}`).waitFor({ timeout: TIMEOUT });
}

const preview = await startPreview(PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
const dir = mkdtempSync(join(tmpdir(), 'bench-heavy-'));
const rows: string[][] = [];
try {
  const fresh = async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await context.addInitScript(PROBE);
    return context.newPage();
  };
  const row = (
    name: string,
    stick: number,
    r: { slowest: number; drawnAfter: number; longestTask: number },
  ) => rows.push([name, `${stick}`, `${r.slowest}`, `${r.longestTask}`, `${r.drawnAfter}`]);

  if (measures('findability')) {
    const page = await fresh();
    const stick = await yardstick(page);
    await openPage(page, preview.base);
    await page.getByRole('tab', { name: 'Findability' }).click();
    const result = await watch(
      page,
      () => openFile(page, findabilityText(), dir, 'findability.json'),
      page.getByTestId('findability-score').filter({ hasText: 'of 2000 deferred tools' }),
    );
    row('Findability: 2,000 tools × 2,000 queries × 20 expects', stick, result);
    await page.context().close();
  }
  if (measures('search')) {
    const page = await fresh();
    const stick = await yardstick(page);
    await openPage(page, preview.base);
    await openFile(page, JSON.stringify({ definitions: definitions(2000) }), dir, 'search.json');
    await page.getByText('evaluated in').first().waitFor({ timeout: TIMEOUT });
    const box = page.getByLabel('Search query');
    if (!(await box.isVisible())) await page.getByRole('tab', { name: 'Search' }).first().click();
    const words = Array.from(
      { length: 20_000 },
      (_, i) => `${NAMESPACES[i % NAMESPACES.length]}${i % 97}`,
    ).join(' ');
    row('Search: a 20,000-word query', stick, await watch(page, () => box.fill(words), box));
    // A query too long to edit is put aside with Clear (this page) or cleared in the field (a page before it).
    const clear = page.getByRole('button', { name: 'Clear', exact: true });
    if (await clear.isVisible()) await clear.click();
    else await box.fill('');
    row('Search: a 1 MiB query', stick, await watch(page, () => box.fill('x'.repeat(1 << 20)), box));
    await page.context().close();
  }
  if (measures('turns')) {
    const page = await fresh();
    const stick = await yardstick(page);
    await openPage(page, preview.base);
    await page.getByRole('tab', { name: 'Turns' }).click();
    const result = await watch(
      page,
      () => openFile(page, timelineText(), dir, 'timeline.json'),
      page.getByRole('table', { name: 'Prompt cache by strategy' }),
    );
    row('Turns: 5,000 turns × 20 actions, cache view', stick, result);
    await page.context().close();
  }
} finally {
  await browser.close();
  preview.stop();
}
console.log(
  formatTable([
    ['view', 'yardstick ms', 'slowest round trip ms', 'longest task ms', 'drawn after ms'],
    ...rows,
  ]),
);
