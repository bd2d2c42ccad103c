import { expect, test } from '@playwright/test';
import { PlaygroundPage } from './playground-page.ts';

/**
 * The ranker lab beside IronClaw's exact search: a variant switched on is ranked next to
 * IronClaw's own figures, marked as not IronClaw's behaviour, with the queries it wins
 * and loses and one query's score term by term under both.
 */
test('the ranker lab shows a variant beside IronClaw’s ranking, labelled, with a query term by term', async ({
  page,
}) => {
  await new PlaygroundPage(page).open();
  await page.getByRole('tab', { name: 'Relevance lab' }).click();
  await expect(page.getByRole('table', { name: 'Relevance metrics' })).toContainText('50 tools');

  const lab = page.getByRole('region', { name: 'Ranker lab' });
  await lab.getByRole('checkbox', { name: /stems/ }).check();
  const table = lab.getByRole('table', { name: 'Variants beside IronClaw' });
  // As `disclosure relevance upstream --variant stems` prints them.
  await expect(table.locator('[data-ranker="ironclaw"]')).toContainText('IronClaw (tool_search)');
  await expect(table.locator('[data-ranker="ironclaw"]')).toContainText('0.949');
  const stems = table.locator('[data-ranker="stems"]');
  await expect(stems).toContainText('not IronClaw’s behaviour');
  await expect(stems).toContainText('0.969');

  const won = lab.getByRole('region', { name: 'Queries won' });
  await expect(won).toContainText('Won (3)');
  await won.getByRole('button', { name: 'term by term' }).first().click();
  const terms = lab.getByRole('table', { name: 'Term by term' });
  await expect(terms).toContainText('IronClaw');
  await expect(terms.getByRole('row')).not.toHaveCount(0);
});

test('the relevance lab ranks the scenario’s own judged queries, and follows a query written in Search', async ({
  page,
}) => {
  await new PlaygroundPage(page).open();
  const title = 'Real server: GitHub (admitted with findings)';
  await page.getByLabel('Preset').selectOption({ label: title });
  await expect(page.getByText(`preset: ${title}`)).toBeVisible();

  await page.getByRole('tab', { name: 'Relevance lab' }).click();
  await page.getByLabel('Judged corpus').selectOption('scenario');
  const metrics = page.getByRole('table', { name: 'Relevance metrics' });
  // The preset's one judged query, "open a PR", misses create_pull_request.
  await expect(metrics).toContainText('29 tools · 1 judged queries');
  await expect(metrics.getByRole('row', { name: 'MRR 0.0', exact: true })).toBeVisible();

  // A request written in Search joins them.
  await page.getByRole('tab', { name: 'Search' }).click();
  await page.getByLabel('Search query').fill('merge the pull request');
  const writer = page.getByRole('region', { name: 'Write a judged query' });
  await writer.getByRole('checkbox', { name: /mcp-github__merge_pull_request/ }).check();
  await writer.getByRole('button', { name: 'Add as a judged query' }).click();
  await expect(page.getByTestId('judged-query-rank')).toHaveCount(2);
  await page.getByRole('tab', { name: 'Relevance lab' }).click();
  await expect(metrics).toContainText('29 tools · 2 judged queries');
  await expect(metrics.getByRole('row', { name: 'MRR 0.5', exact: true })).toBeVisible();
});
