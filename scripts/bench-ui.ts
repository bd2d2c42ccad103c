/**
 * The page's own figures, in Chromium against the production build (dist/),
 * for catalogs from the benchmark generator: time to the first index, opening
 * the catalog (a link while it fits one, a file past that), then edit → new
 * index text at p50 / p95 for typed edits and mode clicks, the longest main
 * thread task while editing, the DOM size and the JS heap. Prints a table; it
 * asserts nothing.
 *
 *   npm run bench:ui                 (builds first)
 *   BENCH_UI_SIZES=100,2000 BENCH_UI_EDITS=10 npx tsx scripts/bench-ui.ts
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { encodeShareLink, MAX_LINK_CHARS } from '../core/index.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-support/chromium.ts';
import { oracleSkipped, timeOracle } from './bench-oracle.ts';
import {
  REAL_CATALOG_LABEL,
  REAL_CATALOG_SERVERS,
  REAL_QUERIES,
  type RealCatalogFacts,
  realCatalogFacts,
  realCatalogText,
} from './bench-real-catalog.ts';
import { buildScenario } from './bench-scenario.ts';
import { formatTable, median, percentile } from './bench-table.ts';
import { startPreview } from './preview-server.ts';

const SIZES = (process.env.BENCH_UI_SIZES ?? '100,300,2000,10000,50000')
  .split(',')
  .filter((size) => size !== '')
  .map(Number);
const EDITS = Number(process.env.BENCH_UI_EDITS ?? 12);
const PORT = Number(process.env.BENCH_UI_PORT ?? 4199);
const TIMEOUT = 600_000;
/** The first index swings by a third between loads on two cores: a median of several. */
const STARTUP_RUNS = 7;
/** The real catalog first (`BENCH_UI_REAL=0` leaves it out); the Runtimes tab is opened on this many new pages. */
const REAL = process.env.BENCH_UI_REAL !== '0';
const RUNTIMES_OPENS = Number(process.env.BENCH_UI_RUNTIMES_OPENS ?? 3);
/** How long after the editor is ready the Runtimes tab is clicked, as a person would after looking at the page. */
const SETTLE_MS = 1000;
/** Upstream's oracle on the same catalog as a whole process, where BENCH_ORACLE names it (bench-oracle.ts). */
const ORACLE_SKIPPED = oracleSkipped();
const ORACLE_RUNS = 3;

/**
 * Until the catalog is open the probe says each new index text on the console, and
 * the benchmark waits for that rather than asking the page. Playwright's first
 * question puts its own script into the page: asked while the page started, that
 * script ran on the page's thread and was counted as the page's time, so the
 * default page's first index read later that way than waited for on the console.
 */
const INDEX_SAYS = 'index-text:';

/** The next index text the probe says that holds `holding`; set up before the action that brings it. */
function indexSaid(page: Page, holding = ''): Promise<unknown> {
  return page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith(INDEX_SAYS) && message.text().includes(holding),
    timeout: TIMEOUT,
  });
}

/** Probes installed before any page script: index text changes, inputs and long tasks, timed in the page. */
const PROBES = `
  window.__indexAt = 0;
  window.__firstIndexAt = 0;
  window.__announce = true;
  window.__inputAt = 0;
  window.__tasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__tasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
  const stamp = () => { window.__inputAt = performance.now(); };
  addEventListener('keydown', stamp, true);
  addEventListener('pointerdown', stamp, true);
  // A field filled at once (a search query) fires input without keydown.
  window.__filledAt = 0;
  addEventListener('input', () => { window.__filledAt = performance.now(); }, true);
  // When an element matching the selector first shows (with exactly that text, when given): __seenAt.
  window.__seenAt = 0;
  window.__watchFor = (selector, text) => {
    window.__seenAt = 0;
    const met = () => {
      const found = [...document.querySelectorAll(selector)];
      return found.length > 0 && (text === undefined || found.map((e) => e.textContent).join('\\n') === text);
    };
    if (met()) return void (window.__seenAt = performance.now());
    const observer = new MutationObserver(() => {
      if (!met()) return;
      window.__seenAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  };
  const watch = () => {
    const index = document.querySelector('[data-testid="index-text"]');
    if (!index) return void requestAnimationFrame(watch);
    const note = () => {
      const text = index.textContent ?? '';
      if (text === '') return;
      window.__indexAt = performance.now();
      if (!window.__firstIndexAt) window.__firstIndexAt = window.__indexAt;
      if (window.__announce) console.log('${INDEX_SAYS}' + text.slice(0, 100));
    };
    note();
    new MutationObserver(note).observe(index, { childList: true, subtree: true, characterData: true });
  };
  document.addEventListener('DOMContentLoaded', watch);
`;

const preview = await startPreview(PORT);
const BASE = preview.base;
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  // The specs' browser, plus exact heap figures.
  args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'],
});
try {
  const rows: string[][] = [
    [
      'tools',
      'opened by',
      'open → index (s)',
      'typed edit p50 / p95 (ms)',
      'mode click p50 / p95 (ms)',
      'longest task (ms)',
      'DOM nodes',
      'JS heap (MB)',
      ...(ORACLE_SKIPPED ? [] : ["upstream's oracle, whole process (s)"]),
    ],
  ];
  if (ORACLE_SKIPPED) console.log(`(${ORACLE_SKIPPED})`);
  const startup = await measureStartup();
  const initial = gzipOfAssets(startup.assets);
  console.log(
    `default page: index shown ${startup.ms.toFixed(0)} ms after navigation (median of ${STARTUP_RUNS}); ` +
      `the page's own scripts and styles fetched before it: ${(initial / 1024).toFixed(1)} KiB gzip in ${startup.assets.length} files (the Workers' scripts apart)`,
  );
  // Each file's share, so a change in the first page's size shows where it came from.
  for (const path of startup.assets)
    console.log(`  ${path}: ${(gzipOfAssets([path]) / 1024).toFixed(1)} KiB`);
  console.log('');
  if (REAL) {
    const real = await measureRealCatalog();
    rows.push(real.row);
    console.log(real.lines.join('\n'));
  }
  for (const size of SIZES) {
    rows.push(await measureSize(size));
    // Each size as it finishes: a big catalog can take minutes, and a cut-off run keeps what it measured.
    console.log(rows.at(-1)!.join(' | '));
  }
  console.log('');
  console.log(formatTable(rows));
} finally {
  await browser.close();
  preview.stop();
}

async function newPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  page.setDefaultTimeout(TIMEOUT);
  page.on('crash', () => console.error('the page crashed'));
  // A string, not a function: the TypeScript runner would add helpers the page does not have.
  await page.addInitScript(PROBES);
  return page;
}

/** The gzip size of built assets, read from dist/ (vite preview serves them uncompressed). */
function gzipOfAssets(paths: readonly string[]): number {
  return paths.reduce((sum, path) => sum + gzipSync(readFileSync(join('dist', path))).length, 0);
}

/** The default page's time to its index, and which of the page's scripts and styles it fetched before that. */
async function measureStartup(): Promise<{ ms: number; assets: string[] }> {
  const samples: number[] = [];
  let assets: string[] = [];
  for (let i = 0; i < STARTUP_RUNS; i++) {
    const page = await newPage();
    const shown = indexSaid(page);
    await page.goto(BASE, { waitUntil: 'commit' });
    await shown;
    const seen = await page.evaluate(() => {
      const at = (window as unknown as { __firstIndexAt: number }).__firstIndexAt;
      const fetched = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime < at)
        .map((e) => new URL(e.name).pathname.slice(1));
      return { at, fetched };
    });
    samples.push(seen.at);
    // A Worker's script is not the page's: it loads beside the page, on its own thread.
    assets = seen.fetched.filter((path) => /^assets\/.+\.(?:js|css)$/.test(path) && !/worker/.test(path));
    await page.close();
  }
  return { ms: median(samples), assets };
}

/** Waits for the index to change after the input just given; the latency is measured inside the page. */
async function timeInput(page: Page, act: () => Promise<void>): Promise<number> {
  const before = await page.evaluate(() => (window as unknown as { __indexAt: number }).__indexAt);
  await act();
  await page.waitForFunction((b) => (window as unknown as { __indexAt: number }).__indexAt > b, before, {
    timeout: TIMEOUT,
  });
  return page.evaluate(() => {
    const w = window as unknown as { __indexAt: number; __inputAt: number };
    return w.__indexAt - w.__inputAt;
  });
}

async function measureSize(size: number): Promise<string[]> {
  const text = JSON.stringify(buildScenario(size), null, 2);
  return measureCatalog(size.toLocaleString('en'), text, `These ${size - 8} tools`, 'github');
}

/**
 * A new page with the catalog open: by link while it fits one, by file past that.
 * It is in when the index says `holding` (the count of its tools).
 */
async function openCatalog(text: string, holding: string): Promise<{ page: Page; open: number; by: string }> {
  const hash = encodeShareLink(text);
  const page = await newPage();
  const opened = indexSaid(page, holding);
  const started = Date.now();
  let by = 'link';
  if (hash.length <= MAX_LINK_CHARS) {
    await page.goto(`${BASE}/${hash}`, { waitUntil: 'commit' });
  } else {
    by = 'file';
    const file = join(mkdtempSync(join(tmpdir(), 'bench-ui-')), 'bench-catalog.json');
    writeFileSync(file, text);
    const shown = indexSaid(page);
    await page.goto(BASE, { waitUntil: 'commit' });
    await shown;
    await page.getByLabel('Open scenario file').setInputFiles(file);
  }
  await opened;
  const open = (Date.now() - started) / 1000;
  await page.evaluate(() => {
    (window as unknown as { __announce: boolean }).__announce = false;
  });
  return { page, open, by };
}

/** Typed edits and mode clicks on the open catalog; the typed edit moves the first tool of `namespace` to another and back. */
async function measureCatalog(
  label: string,
  text: string,
  holding: string,
  namespace: string,
): Promise<string[]> {
  const { page, open, by: openedBy } = await openCatalog(text, holding);

  const editor = page.locator('.monaco-editor').first();
  await editor.waitFor({ timeout: TIMEOUT });
  await page.evaluate(() => {
    (window as unknown as { __tasks: number[] }).__tasks = [];
  });
  // A typed edit that moves one tool to a new namespace and back: the index changes every time.
  const lines = text.split('\n');
  const line = lines.findIndex((l) => l.includes(`"capability_id": "${namespace}.`)) + 1;
  const suffix = lines[line - 1]!.length - lines[line - 1]!.indexOf(`${namespace}.`) - namespace.length;
  await editor.locator('.view-line').first().click();
  await page.keyboard.press('ControlOrMeta+G');
  await page.keyboard.type(String(line));
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  for (let i = 0; i < suffix; i++) await page.keyboard.press('ArrowLeft');
  const typed: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    typed.push(await timeInput(page, () => page.keyboard.press(i % 2 === 0 ? 'x' : 'Backspace')));
  }
  const radio = (name: string) =>
    page.getByRole('radiogroup', { name: 'Mode' }).getByRole('radio', { name, exact: true });
  const clicks: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    clicks.push(await timeInput(page, () => radio(i % 2 === 0 ? 'compact' : 'namespaces').click()));
  }
  const figures = await page.evaluate(() => {
    const w = window as unknown as { __tasks: number[] };
    const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
    return {
      longest: Math.max(0, ...w.__tasks),
      nodes: document.getElementsByTagName('*').length,
      heap: memory ? memory.usedJSHeapSize / 1024 / 1024 : Number.NaN,
    };
  });
  await page.close();
  return [
    label,
    openedBy,
    open.toFixed(1),
    pair(typed),
    pair(clicks),
    figures.longest.toFixed(0),
    figures.nodes.toLocaleString('en'),
    figures.heap.toFixed(0),
    ...(ORACLE_SKIPPED ? [] : [(timeOracle(text, ORACLE_RUNS) / 1000).toFixed(2)]),
  ];
}

type Watching = { __watchFor: (selector: string, text?: string) => void; __seenAt: number };
// A declaration, so the measurements above can call it before the module reaches this line.
function pair(xs: number[]): string {
  return `${percentile(xs, 50).toFixed(0)} / ${percentile(xs, 95).toFixed(0)}`;
}

/** The real catalog: edits and mode clicks as for the generated sizes, then searches, then the Runtimes tab. */
async function measureRealCatalog(): Promise<{ row: string[]; lines: string[] }> {
  const text = realCatalogText();
  const facts = realCatalogFacts(text, REAL_QUERIES);
  const row = await measureCatalog(
    `${facts.tools} (${REAL_CATALOG_LABEL})`,
    text,
    facts.holding,
    'mcp-github',
  );
  const searches = await measureSearches(text, facts);
  const runtimes: number[] = [];
  for (let i = 0; i < RUNTIMES_OPENS; i++) runtimes.push(await measureRuntimesTab(text, facts.holding));
  return {
    row,
    lines: [
      `${REAL_CATALOG_LABEL}: ${REAL_CATALOG_SERVERS} public MCP servers, ${facts.tools} tools (data/real-catalogs/), opened by ${row[1]}:`,
      `  mode click → index p50 / p95: ${row[4]} ms (${EDITS} clicks)`,
      `  Runtimes tab → shown: ${runtimes.map((ms) => ms.toFixed(0)).join(', ')} ms (${RUNTIMES_OPENS} opens, each on a new page ${SETTLE_MS} ms after the editor is ready)`,
      `  search → results p50 / p95: ${pair(searches)} ms (${searches.length} queries typed in turn)`,
      '',
    ],
  };
}

/** Each query filled in at once, timed in the page from its input event to the results the core lists for it. */
async function measureSearches(text: string, facts: RealCatalogFacts): Promise<number[]> {
  const { page } = await openCatalog(text, facts.holding);
  const field = page.getByLabel('Search query');
  await field.waitFor();
  const times: number[] = [];
  for (let round = 0; round < 2; round++) {
    for (const { query, names } of facts.searches) {
      await page.evaluate(
        ([selector, expected]) => (window as unknown as Watching).__watchFor(selector, expected),
        ['[data-testid="search-result-name"]', names] as const,
      );
      await field.fill(query);
      await page.waitForFunction(() => (window as unknown as Watching).__seenAt > 0, undefined, {
        timeout: TIMEOUT,
      });
      times.push(
        await page.evaluate(() => {
          const w = window as unknown as Watching & { __filledAt: number };
          return w.__seenAt - w.__filledAt;
        }),
      );
    }
  }
  await page.close();
  return times;
}

/** From the click on the Runtimes tab to the first runtime's figures, on a page just opened. */
async function measureRuntimesTab(text: string, holding: string): Promise<number> {
  const { page } = await openCatalog(text, holding);
  await page.locator('.monaco-editor').first().waitFor();
  await page.waitForTimeout(SETTLE_MS);
  await page.evaluate(() => (window as unknown as Watching).__watchFor('[data-testid^="upfront-"]'));
  await page.getByRole('tab', { name: 'Runtimes' }).click();
  await page.waitForFunction(() => (window as unknown as Watching).__seenAt > 0, undefined, {
    timeout: TIMEOUT,
  });
  const ms = await page.evaluate(() => {
    const w = window as unknown as Watching & { __inputAt: number };
    return w.__seenAt - w.__inputAt;
  });
  await page.close();
  return ms;
}
