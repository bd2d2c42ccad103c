import { expect, test } from '@playwright/test';
import { PlaygroundPage } from './playground-page.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a baseline, a narrower policy, the diff and the deltas', async ({ page }) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await app.tab('Compare').click();
  await page.getByRole('button', { name: 'Set as baseline' }).click();
  // Nothing changed yet: both prompt-cache checks hold.
  await expect(page.getByTestId('index-identical')).toHaveText('tool_search description: byte-identical');
  await expect(page.getByTestId('tools-identical')).toHaveText('tools array: byte-identical');

  await app.tab('Tools').click();
  await app.choose(page.getByRole('checkbox', { name: 'Deny slack__post_message' }));
  await expect.poll(() => app.indexDescription()).not.toContain('slack');
  await app.tab('Compare').click();
  await expect(page.getByTestId('index-identical')).toContainText('differs from byte');
  const figures = page.getByRole('table', { name: 'Figures A to B' });
  const bytes = figures.getByRole('row').filter({ hasText: /^index bytes/ });
  await expect(bytes.getByRole('cell').nth(3)).toHaveText(/^-\d+$/);
  await expect(page.locator('[data-list="Representatives removed"]')).toContainText('slack__post_message');
  // Monaco's diff editor shows both index texts.
  const diff = page.getByRole('region', { name: 'Index diff' });
  await expect(diff.locator('.monaco-diff-editor')).toBeVisible({ timeout: 30_000 });
  // Only the lines on screen are rendered; the first one already differs (the tool count).
  await expect(diff.locator('.original .view-lines[role="presentation"]')).toContainText('These 7 tools');
  await expect(diff.locator('.modified .view-lines[role="presentation"]')).toContainText('These 6 tools');
});

test('Why? from a tool the index cut names the line the budget stopped at', async ({ page }) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await page.getByLabel('Preset').selectOption({ label: '300 tools with long names' });
  await expect(page.getByText('preset: 300 tools with long names')).toBeVisible();
  await page.getByText(/discoverable tools not named in the index/).click();
  // The list's own first button: elsewhere on the page a Why? button names a tool the index lists.
  const first = page
    .getByRole('list', { name: 'Tools not named in the index' })
    .getByRole('button', { name: /^Why\? / })
    .first();
  await expect(first).toBeVisible();
  const name = ((await first.getAttribute('aria-label')) ?? '').replace('Why? ', '');
  await first.click();
  const panel = page.getByRole('dialog', { name: `Why? ${name}` });
  await expect(panel.locator('[data-why="Index"]')).toContainText('cut');
  await expect(panel.locator('[data-why="Index"]')).toContainText('the budget stopped at the');
  await expect(panel.locator('[data-why="Advertised"]')).toContainText('deferred');
});

test('Copy as Markdown holds the index text and the link, and the link restores the view', async ({
  page,
  browser,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await app.tab('Tools').click();
  await page.getByLabel('Search query').fill('send message');
  await page.getByRole('button', { name: 'Why? slack__post_message' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Why? slack__post_message' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#v3\//);

  await page.getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Review copied as Markdown' })).toBeVisible();
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  const href = await page.evaluate(() => location.href);
  expect(markdown).toContain(href);
  for (const line of (await app.indexDescription()).split('\n').filter((l) => l.trim() !== '')) {
    expect(markdown).toContain(line);
  }

  // A reload of the same tab, and the link in a fresh browser, land on the same view.
  await page.reload();
  await app.waitForReady();
  await expect(app.tab('Tools')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Search query')).toHaveValue('send message');
  await expect(page.getByRole('dialog', { name: 'Why? slack__post_message' })).toBeVisible();

  const fresh = await browser.newPage();
  const other = new PlaygroundPage(fresh);
  await other.open(`/${new URL(href).hash}`);
  await expect(other.tab('Tools')).toHaveAttribute('aria-selected', 'true');
  await expect(fresh.getByLabel('Search query')).toHaveValue('send message');
  await expect(fresh.getByRole('dialog', { name: 'Why? slack__post_message' })).toBeVisible();
  await expect(fresh.getByRole('dialog').locator('[data-why="Query"]')).toContainText('send message');
  await fresh.close();
});

test('a real o200k_base count sits beside the estimate, loaded only when its view opens', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  const app = new PlaygroundPage(page);
  await app.open();
  expect(requested.filter((u) => u.includes('o200k'))).toEqual([]);
  await app.tab('What the model sees').click();
  const counts = page.getByRole('region', { name: 'Real token counts' });
  await expect(counts.getByTestId('o200k-index')).toHaveText(/^[1-9]\d*$/, { timeout: 30_000 });
  await expect(counts.getByTestId('o200k-advertised')).toHaveText(/^[1-9]\d*$/);
  expect(requested.some((u) => u.includes('o200k'))).toBe(true);
});
