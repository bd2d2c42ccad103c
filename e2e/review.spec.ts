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
  const first = page.getByRole('button', { name: /^Why\? / }).first();
  const name = ((await first.getAttribute('aria-label')) ?? '').replace('Why? ', '');
  await first.click();
  const panel = page.getByRole('dialog', { name: `Why? ${name}` });
  await expect(panel.locator('[data-why="Index"]')).toContainText('cut');
  await expect(panel.locator('[data-why="Index"]')).toContainText('the budget stopped at the');
  await expect(panel.locator('[data-why="Advertised"]')).toContainText('deferred');
});
