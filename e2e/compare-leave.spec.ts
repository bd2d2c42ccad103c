import { expect, test } from '@playwright/test';
import { PlaygroundPage } from './playground-page.ts';

/** Leaving Compare with a baseline set unmounts the index diff cleanly: no error thrown on the page. */
test('leaving Compare with a baseline set throws nothing', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const app = new PlaygroundPage(page);
  await app.open();
  await app.tab('Compare').click();
  await page.getByRole('button', { name: 'Set as baseline' }).click();
  const compare = page.getByRole('tabpanel', { name: 'Compare' });
  await expect(
    compare.getByRole('region', { name: 'Index diff' }).locator('.monaco-diff-editor'),
  ).toBeVisible({
    timeout: 20_000,
  });
  await app.tab('Tools').click();
  await app.tab('Compare').click();
  await expect(
    compare.getByRole('region', { name: 'Index diff' }).locator('.monaco-diff-editor'),
  ).toBeVisible({
    timeout: 20_000,
  });
  await app.tab('Runtimes').click();
  await page.waitForTimeout(500);
  expect(errors).toEqual([]);
});
