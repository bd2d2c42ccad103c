import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { PlaygroundPage } from './playground-page.ts';

/**
 * Compare and the exports a reviewer pastes, on the presets: one position
 * convention on the page and in the Markdown, "not sent" for a side that defers
 * nothing, Markdown with short prose lines and its links defined at the end, an
 * image of both sides, and a pinned baseline that survives a reload.
 */

/** The downloaded file's text, from the click that starts it. */
async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await started;
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

/** The Markdown with its wrapped prose joined again, to find a sentence whole. */
function unwrap(md: string): string {
  return md.replace(/(?<=[^\n])\n(?! *- |```|\||#|\[\w+\]: ) {0,2}(?=\S)/g, ' ');
}

/** Lines a reader reads as prose: outside fences, not table rows, not link definitions. */
function proseLines(md: string): string[] {
  let fenced = false;
  return md.split('\n').filter((line) => {
    if (line.startsWith('```')) fenced = !fenced;
    return !fenced && !line.startsWith('```') && !line.startsWith('|') && !/^\[\w+\]: /.test(line);
  });
}

/** The PNG's size from its header (IHDR: width and height, big-endian, at bytes 16 and 20). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function baselineKept(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('ironclaw-disclosure-playground');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('documents')) return resolve(false);
          const get = db.transaction('documents').objectStore('documents').get('baseline');
          get.onsuccess = () => resolve(get.result !== undefined);
          get.onerror = () => resolve(false);
        };
      }),
  );
}

test('Compare counts positions from 1 and says "not sent" for a side that defers nothing, as the Markdown does', async ({
  page,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  const single = pngSize((await download(page, 'Download image')).bytes);
  expect(single.width).toBe(1000);

  await app.tab('Compare').click();
  await page.getByRole('button', { name: 'Set as baseline' }).click();
  await expect(page.getByTestId('index-identical')).toHaveText('tool_search description: byte-identical');

  // The preset's own lesson: with max_tools 13 all 13 tools fit, nothing is deferred, no tool_search is sent.
  await app.cap('max_tools').fill('13');
  await expect(page.getByTestId('index-identical')).toHaveText(
    'tool_search description: sent in A; not sent in B (nothing is deferred)',
  );
  const tools = page.getByTestId('tools-identical');
  await expect(tools).toHaveText(
    /^tools array: differs at position [1-9]\d* \(A: [\w-]+, B: [\w-]+\), byte \d+$/,
  );
  const pageTools = ((await tools.textContent()) ?? '').replace('tools array: ', '');
  await expect(page.getByTestId('index-diff-note')).toHaveText(
    'The diff shows each side’s index text; in B it is not sent, so the model never reads it there.',
  );
  // The table marks the side that sends no index, as the Markdown's summary does.
  const indexRow = page
    .getByRole('table', { name: 'Figures A to B' })
    .getByRole('row', { name: /^index bytes/ });
  await expect(indexRow.getByRole('cell').nth(1)).toHaveText(/^\d+$/);
  await expect(indexRow.getByRole('cell').nth(2)).toHaveText(/^\d+ \(not sent\)$/);

  const md = (await download(page, 'Download Markdown')).bytes.toString('utf8');
  const href = await page.evaluate(() => location.href);
  const joined = unwrap(md);
  expect(joined).toContain('## Disclosure review: Small mixed catalog');
  // The same position, the same tools, the same byte as on the page; names are code spans in Markdown.
  expect(joined.replaceAll('`', '')).toContain(
    `- Prompt cache: tool_search description sent in A; not sent in B (nothing is deferred); tools array ${pageTools}.`,
  );
  expect(md).toContain('### Index (not sent)');
  expect(joined).toContain(
    'This scenario sends no tool_search (nothing is deferred), so the model never reads the index.',
  );
  expect(md).not.toContain('### Index (tool_search description');
  expect(md).toMatch(/^\| Index bytes \| \d+ of 3800 \| \d+ of 3800 \(not sent\) \|$/m);
  expect(proseLines(md).filter((l) => [...l].length > 100)).toEqual([]);
  // The links are reference definitions, last: the page's own address for the scenario.
  const lines = md.trimEnd().split('\n');
  expect(lines.at(-2)).toBe(`[scenario]: ${href}`);
  expect(lines.at(-1)).toMatch(/^\[baseline\]: http:\/\/[^/]+\/#v\d\//);
  expect(md).toContain('- Scenario: [open the scenario in the playground][scenario]');
  const tooLong = `The scenario link is ${href.length.toLocaleString('en-US')} characters, more than chat tools take (2,000): attach the scenario file instead.`;
  if (href.length > 2000) expect(joined).toContain(tooLong);
  else expect(md).not.toContain('more than chat tools take');

  // The image holds both sides now: taller than the single side's.
  const both = await download(page, 'Download image');
  expect(both.name).toBe('disclosure-index.png');
  expect(pngSize(both.bytes).height).toBeGreaterThan(single.height);
});

test('a long catalog’s Markdown says its link is too long for chat and to attach the file', async ({
  page,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await page.getByLabel('Preset').selectOption({ label: '300 tools with long names' });
  await expect(page.getByText('preset: 300 tools with long names')).toBeVisible();
  await expect.poll(() => page.evaluate(() => location.hash.length)).toBeGreaterThan(2000);
  const md = (await download(page, 'Download Markdown')).bytes.toString('utf8');
  const href = await page.evaluate(() => location.href);
  expect(unwrap(md)).toContain(
    `The scenario link is ${href.length.toLocaleString('en-US')} characters, more than chat tools take (2,000): attach the scenario file instead.`,
  );
  expect(md).toContain('### Index (tool_search description, ');
  expect(proseLines(md).filter((l) => [...l].length > 100)).toEqual([]);
  expect(md.trimEnd().split('\n').at(-1)).toBe(`[scenario]: ${href}`);
});

test('the pinned baseline survives a reload and a visit without the link, and a broken one is said', async ({
  page,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await app.tab('Compare').click();
  await page.getByRole('button', { name: 'Set as baseline' }).click();
  await expect(page.getByText(/^A = the scenario at .+; B = the editor$/)).toBeVisible();
  await app.tab('Tools').click();
  await app.choose(page.getByRole('checkbox', { name: 'Deny slack__post_message' }));
  await app.tab('Compare').click();
  await expect(page.locator('[data-list="Representatives removed"]')).toContainText('slack__post_message');
  await expect.poll(() => baselineKept(page)).toBe(true);

  await page.reload();
  await app.waitForReady();
  await app.tab('Compare').click();
  await expect(page.getByText(/^A = the scenario at .+; B = the editor$/)).toBeVisible();
  await expect(page.locator('[data-list="Representatives removed"]')).toContainText('slack__post_message');

  // The address without the link: the kept work and the kept baseline come back from storage alone.
  await page.goto('/');
  await app.waitForReady();
  await app.tab('Compare').click();
  await expect(page.getByText(/^A = the scenario at .+; B = the editor$/)).toBeVisible();
  await expect(page.locator('[data-list="Representatives removed"]')).toContainText('slack__post_message');

  // Cleared, it stays cleared.
  await page.getByRole('button', { name: 'Clear baseline' }).click();
  await expect.poll(() => baselineKept(page)).toBe(false);
  await page.goto('/');
  await app.waitForReady();
  await app.tab('Compare').click();
  await expect(page.getByText('No baseline: pin one to compare later edits against it.')).toBeVisible();

  // A record that cannot be read is said, not dropped in silence.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open('ironclaw-disclosure-playground');
        open.onsuccess = () => {
          const tx = open.result.transaction('documents', 'readwrite');
          tx.objectStore('documents').put(
            { bytes: new Uint8Array([255, 255, 255]), origin: 'x', at: 1 },
            'baseline',
          );
          tx.oncomplete = () => resolve();
        };
      }),
  );
  await page.goto('/');
  await app.waitForReady();
  const alert = page.getByRole('alert').filter({ hasText: 'The kept baseline could not be restored (' });
  await expect(alert).toContainText('pin it again to compare against it.');
});
