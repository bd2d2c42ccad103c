import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { makeShareLink } from '../core/index.ts';
import { longNamesText, queryFloodText, SPOOFING } from '../test-support/multiplied-inputs.ts';
import { PlaygroundPage } from './playground-page.ts';
import { roundTripBound, slowestRoundTrip, yardstick } from './responsiveness.ts';

// Copy link reads the clipboard back, in the test that hands the page its own link.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/**
 * Inputs and faults that once took the page down: a short link whose work
 * multiplies, a list of 390,000 problems, a Worker that cannot start or load,
 * storage that throws, a start that never finished. Each page opens, says what
 * happened, and keeps answering.
 */

function linkOf(text: string): string {
  const made = makeShareLink(text);
  if (!made.ok) throw new Error(made.reason);
  return made.hash;
}

test('a 40 KB link of 2,000 tools and 20,000 queries opens, says what it stopped, and the tab answers throughout', async ({
  page,
}) => {
  const link = linkOf(queryFloodText());
  expect(link.length).toBeLessThan(45_000);
  const app = new PlaygroundPage(page);
  const bound = roundTripBound(await yardstick(page));
  await page.goto(`/${link}`);
  const stopped = page.getByRole('status').filter({ hasText: /of 20000 queries ran; the other \d+ did not/ });
  const slowest = await slowestRoundTrip(page, () => stopped.isVisible());
  expect(slowest).toBeLessThan(bound);
  await expect(stopped).toContainText('evaluated in');
  await expect.poll(() => app.indexDescription()).toContain('These 2000 tools are available on demand');

  // Problems lists the stop; the review says it too, and the page still answers.
  await app.tab('Problems').click();
  const problems = page.getByRole('list', { name: 'Scenario problems' });
  await expect(problems).toContainText(/not evaluated: \d+ of 20000 queries ran/);
  const finding = page.locator('[data-finding="work_budget_reached"]');
  const later = await slowestRoundTrip(page, () => finding.isVisible());
  expect(later).toBeLessThan(bound);
});

test('130,000 over-long names: the Problems tab draws what is in view, counts all, and stays responsive', async ({
  page,
}) => {
  const app = new PlaygroundPage(page);
  const bound = roundTripBound(await yardstick(page));
  await page.goto(`/${linkOf(longNamesText())}`);
  await expect(page.getByText('evaluated in')).toBeVisible({ timeout: 90_000 });
  await app.tab('Problems').click();
  const count = page.getByText('390,000 problems:');
  const slowest = await slowestRoundTrip(page, () => count.isVisible());
  expect(slowest).toBeLessThan(bound);
  const problems = page.getByRole('list', { name: 'Scenario problems' });
  await expect(problems.getByRole('listitem').first()).toContainText('definitions[0].name');
  expect(await problems.getByRole('listitem').count()).toBeLessThan(200);
  expect(await page.locator('li').count()).toBeLessThan(2000);
  // Scrolled to the end, the last problem is there.
  await page
    .locator('[data-virtual-list]')
    .first()
    .evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await expect(problems).toContainText('definitions[129999]');
  const finding = page.locator('[data-finding="provider_name_too_long"]');
  await expect(finding).toContainText('130000 definitions have a provider name over 64 bytes', {
    timeout: 60_000,
  });
  await finding.getByText(/more causes$/).click();
  expect(await page.locator('li').count()).toBeLessThan(2000);
  expect(await slowestRoundTrip(page, async () => true)).toBeLessThan(bound);
});

test('a 5,000-turn timeline and a megabyte query: the views draw a page of what they hold and the tab answers throughout', async ({
  page,
}, testInfo) => {
  const bound = roundTripBound(await yardstick(page));
  const app = new PlaygroundPage(page);
  await app.open();
  const definitions = Array.from({ length: 300 }, (_, i) => ({
    capability_id: `ns${i % 8}.tool_${i}`,
    name: `ns${i % 8}__tool_${i}`,
    description: `Work with items of kind ${i}.`,
    parameters: { type: 'object' },
  }));
  const timeline = Array.from({ length: 5000 }, (_, t) => ({
    actions: Array.from({ length: 20 }, (_, a) =>
      a % 2 === 0
        ? { tool: 'tool_search', arguments: { query: `kind ${(t + a) % 300}` } }
        : {
            tool: 'tool_call',
            arguments: { name: `ns${(t + a) % 8}__tool_${(t + a) % 300}`, arguments: '{}' },
          },
    ),
  }));
  await page.getByRole('tab', { name: 'Turns' }).click();
  const file = testInfo.outputPath('timeline.json');
  writeFileSync(file, JSON.stringify({ mode: 'namespaces', caps: { max_tools: 8 }, definitions, timeline }));
  await page.getByLabel('Open scenario file').setInputFiles(file);
  // The work budget stops the timeline and says so; the table draws at most a page of turns.
  const stopped = page
    .getByRole('status')
    .filter({ hasText: /^Not every action was played: \d+ of 100000 timeline actions ran/ });
  const slowest = await slowestRoundTrip(page, () => stopped.isVisible());
  expect(slowest).toBeLessThan(bound);
  const cache = page.getByRole('table', { name: 'Prompt cache by strategy' });
  await expect(cache.getByRole('row').nth(2)).toBeVisible();
  expect(await cache.getByRole('row').count()).toBeLessThanOrEqual(101);

  // A megabyte pasted into the search field is taken whole and shown by its size.
  await page.getByRole('tab', { name: 'Search' }).first().click();
  const field = page.getByLabel('Search query');
  await field.fill('x'.repeat(1 << 20));
  await expect(page.getByText('A query of 1,048,576 characters, too long to edit here')).toBeVisible();
  await expect(page.getByText('tool_search query is too long').first()).toBeVisible();
  expect(await slowestRoundTrip(page, async () => true)).toBeLessThan(bound);
});

test('a start that did not finish is not run again without asking; one that finished is', async ({
  page,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  // The next start's Worker script does not arrive: the failure is said at once, the editor still shown.
  await page.route(/pipeline-worker[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  const started = Date.now();
  await page.reload();
  await expect(
    page.getByRole('alert').filter({ hasText: 'the evaluation worker could not be loaded' }),
  ).toBeVisible({
    timeout: 15_000,
  });
  expect(Date.now() - started).toBeLessThan(15_000);
  await expect(page.getByRole('textbox').first()).toBeVisible();

  // That start never finished an evaluation: the next one opens the work held, and asks.
  await page.unroute(/pipeline-worker[^/]*\.js$/);
  await page.reload();
  const held = page.getByRole('alert').filter({ hasText: 'did not finish evaluating this work' });
  await expect(held).toBeVisible({ timeout: 30_000 });
  await held.getByRole('button', { name: 'Evaluate anyway' }).click();
  await expect(page.getByText('evaluated in')).toBeVisible({ timeout: 30_000 });
  // Once the start has really finished (drawn, then a quiet moment), a reload evaluates at once.
  await page.waitForTimeout(2_500);
  await page.reload();
  await app.waitForReady();
  await expect(held).toHaveCount(0);
});

test('a Worker that cannot be made and storage that throws leave a working editor and true words', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    window.Worker = class {
      constructor() {
        throw new DOMException('Workers are blocked.', 'SecurityError');
      }
    } as unknown as typeof Worker;
  });
  await page.goto('/');
  await expect(
    page.getByRole('alert').filter({ hasText: 'the evaluation worker could not be started' }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText("This browser blocks this site's local storage (SecurityError")).toBeVisible();
  await expect(page.getByText('The playground could not start')).toHaveCount(0);
  // The editor is the plain text area until Monaco takes over (after a few seconds without a report).
  const editorText = () =>
    page.evaluate(() => {
      const lines = document.querySelector('.monaco-editor .view-lines');
      if (lines instanceof HTMLElement && lines.offsetParent !== null) return lines.textContent ?? '';
      const area = document.querySelector('[aria-label="Scenario editor"] textarea');
      return area instanceof HTMLTextAreaElement && area.offsetParent !== null ? area.value : '';
    });
  // Monaco draws only the lines in view: a key near the top.
  await expect.poll(editorText).toContain('"playground"');
  await expect(page.getByRole('region', { name: 'Scenario controls' })).toContainText(
    'the controls read the scenario through the evaluation worker, which is not running',
  );
});

test('text that spoofs is named where it is shown, and files are read by the command line’s rule', async ({
  page,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  const spoof = JSON.stringify({
    definitions: [
      { capability_id: 'x.a', name: SPOOFING.rlo, description: SPOOFING.terminal, parameters: {} },
    ],
  });
  await page.getByLabel('Open scenario file').setInputFiles({
    name: `${SPOOFING.rlo}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(spoof, 'utf8'),
  });
  await expect(page.getByText('file: demo ⟨U+202E⟩txt.exe.json')).toBeVisible({ timeout: 30_000 });
  await app.tab('Problems').click();
  await expect(page.getByRole('list', { name: 'Scenario problems' })).toContainText(
    "invalid provider_tool_name id 'demo ⟨U+202E⟩txt.exe'",
  );
  for (const shown of [page.locator('header'), page.getByRole('region', { name: 'Scenario problems' })])
    expect(await shown.textContent()).not.toMatch(/[\u202e\u200b\u001b]/);

  // UTF-16 and a byte-order mark are refused in the command line's words; the last good report stays.
  const before = await app.indexDescription();
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"definitions":[]}', 'utf16le')]);
  await page
    .getByLabel('Open scenario file')
    .setInputFiles({ name: 'wide.json', mimeType: 'application/json', buffer: utf16 });
  await expect(
    page.getByText('cannot read wide.json: it is UTF-16 text (little-endian), not UTF-8'),
  ).toBeVisible();
  expect(await app.indexDescription()).toBe(before);

  // The Baseline link field reads the review links the page writes, and names the versions it reads.
  await app.tab('Compare').click();
  const field = page.getByLabel('Baseline link');
  await field.fill('#v999999/AAAA');
  await field.press('Enter');
  await expect(page.getByText('unknown link version v999999 (this playground reads v1 to v3)')).toBeVisible();
  // A link the page wrote itself is taken, as Copy link gives it (the whole address).
  const link = await app.copyLink();
  await field.fill(link);
  await field.press('Enter');
  await expect(page.getByText(/A = (link|a review link's scenario); B = the editor/)).toBeVisible();
  await expect(page.getByText('unknown link version')).toHaveCount(0);
});
