import { expect, test } from '@playwright/test';
import { PlaygroundPage } from './playground-page.ts';

/**
 * Writing a judged query in the page: a request typed in Search, its right tool ticked
 * from the ranked list, one click makes it an `expect` entry of the scenario; its rank
 * shows at once, Findability's headline counts it, and Undo takes it back.
 */
test('a request typed in Search becomes a judged query with its rank, and Undo removes it', async ({
  page,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  const title = 'Real server: GitHub (admitted with findings)';
  await page.getByLabel('Preset').selectOption({ label: title });
  await expect(page.getByText(`preset: ${title}`)).toBeVisible();

  await app.tab('Findability').click();
  const headline = page.getByTestId('judged-headline');
  await expect(headline).toContainText('Judged queries: recall@k 0 %, MRR 0.000 over 1 query');

  await page.getByLabel('Search query').fill('merge the pull request');
  const writer = page.getByRole('region', { name: 'Write a judged query' });
  await writer.getByRole('checkbox', { name: /mcp-github__merge_pull_request/ }).check();
  await writer.getByRole('button', { name: 'Add as a judged query' }).click();

  const ranks = page.getByTestId('judged-query-rank');
  await expect(ranks.filter({ hasText: '“merge the pull request”' })).toHaveText(
    /“merge the pull request” → mcp-github__merge_pull_request: rank 1$/,
  );
  await expect(headline).toContainText('over 2 queries');

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(ranks.filter({ hasText: '“merge the pull request”' })).toHaveCount(0);
  await expect(headline).toContainText('over 1 query');
});
