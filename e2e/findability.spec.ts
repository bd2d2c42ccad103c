import { expect, test } from '@playwright/test';
import { PlaygroundPage } from './playground-page.ts';

/**
 * Will the model find it? On GitHub's own catalog, "open a PR" expects
 * create_pull_request and misses it: the view says which words it lacks and where
 * they are, the fix is applied with one click (one step of the shared history),
 * the miss is gone, Compare shows the share move, and Undo brings the miss back.
 */
test('Findability on the GitHub server: the "open a PR" miss, its cause, and a fix that brings create_pull_request into the 10', async ({
  page,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  const title = 'Real server: GitHub (admitted with findings)';
  await page.getByLabel('Preset').selectOption({ label: title });
  await expect(page.getByText(`preset: ${title}`)).toBeVisible();

  // Pin the catalog as it is, to see the change move the score.
  await app.tab('Compare').click();
  await page.getByRole('button', { name: 'Set as baseline' }).click();

  await app.tab('Findability').click();
  const score = page.getByTestId('findability-score');
  await expect(score).toContainText('Found by its own name: 21 of 21 deferred tools (100 %)');
  await expect(score).toContainText('Expected tools met: 0 of 1 (0 %)');

  const miss = page.locator('[data-miss="mcp-github__create_pull_request"]');
  await expect(miss).toContainText(
    /“open a PR” does not return mcp-github__create_pull_request.* in its first 10: it ranks (1[1-9]|[2-9]\d) of \d+ scored/,
  );
  const cause = miss.getByTestId('miss-cause');
  await expect(cause).toContainText('lack “open” and “pr”');
  await expect(cause).toContainText(
    /“pr” is in its parameter description \(\/definitions\/\d+\/parameters\/properties\/body\/description\), which tool_search reads for verified tools only/,
  );
  const fix = miss.getByTestId('what-if-fix');
  await expect(fix).toContainText(
    /What if: add “PR” to mcp-github__create_pull_request’s description — rank \d+ → rank [1-9]\b/,
  );
  await expect(fix).toContainText('Create a new pull request in a GitHub repository (PR).');

  // The per-tool table: every deferred tool, filterable.
  const table = page.getByRole('table', { name: 'Findability by tool' });
  await page.getByLabel('Filter findability by tool').fill('pull_request');
  await expect(
    table.getByRole('row').filter({ hasText: 'mcp-github__create_pull_request' }).first(),
  ).toContainText('create pull request');
  // Sortable: a column's header orders the rows by it, and a second click turns the order round.
  const names = () => table.locator('tbody td:first-child .font-mono').allTextContents();
  const byName = (a: string, b: string) => a.localeCompare(b, 'en');
  const toolHeader = table.getByRole('columnheader', { name: /^Tool/ });
  await toolHeader.getByRole('button').click();
  await expect(toolHeader).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await names();
  expect(ascending.length).toBeGreaterThan(2);
  expect(ascending).toEqual([...ascending].sort(byName));
  await toolHeader.getByRole('button').click();
  await expect(toolHeader).toHaveAttribute('aria-sort', 'descending');
  expect(await names()).toEqual([...ascending].reverse());

  await fix.getByRole('button', { name: 'Apply to the scenario' }).click();
  await expect(score).toContainText('Expected tools met: 1 of 1 (100 %)');
  await expect(miss).toHaveCount(0);
  // tool_search itself now returns it among the 10.
  await page.getByLabel('Search query').fill('open a PR');
  const results = page.getByRole('region', { name: 'Search results' }).getByTestId('search-result-name');
  await expect(results.filter({ hasText: 'mcp-github__create_pull_request' })).toHaveCount(1);

  await app.tab('Compare').click();
  const expected = page.locator('[data-row="expected tools met"]');
  await expect(expected).toContainText('0 %');
  await expect(expected).toContainText('100 %');
  await expect(page.locator('[data-row="expected tools missed"]')).toHaveText(
    /expected tools missed\s*1\s*0\s*−?-?1/,
  );

  // One step of the history: Undo takes the fix back, and the miss returns.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await app.tab('Findability').click();
  await expect(score).toContainText('Expected tools met: 0 of 1 (0 %)');
  await expect(miss).toBeVisible();
});
