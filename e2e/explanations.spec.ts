import { expect, type Page, test } from '@playwright/test';
import { decodeViewLink } from '../core/index.ts';
import { runCli } from '../test-support/run-cli.ts';
import { PlaygroundPage } from './playground-page.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const GITHUB = 'Real server: GitHub (admitted with findings)';

async function openPreset(page: Page, title: string): Promise<PlaygroundPage> {
  const app = new PlaygroundPage(page);
  await app.open();
  await page.getByLabel('Preset').selectOption({ label: title });
  await expect(page.getByText(`preset: ${title}`)).toBeVisible();
  await app.waitForReady();
  return app;
}

/** The "Why?" panel's lines as `disclosure explain` prints them: "Label: sentence". */
async function whyLines(page: Page, name: string): Promise<string[]> {
  const panel = page.getByRole('dialog', { name: `Why? ${name}` });
  await expect(panel.locator('[data-why="Advertised"]')).toBeVisible();
  return panel
    .locator('dd')
    .evaluateAll((dds) => dds.map((dd) => `${dd.previousElementSibling?.textContent}: ${dd.textContent}`));
}

test('"Why?" on a deferred tool states the header’s figures, in the words disclosure explain prints', async ({
  page,
}) => {
  const app = await openPreset(page, GITHUB);
  const header = (await app.summary('Advertised').textContent()) ?? '';
  // The header's own words ("3 tools, 1218 est. tokens"), to be found again in "Why?".
  const figures = /^\d+ tools?, \d+ est\. tokens/.exec(header)?.[0];
  expect(figures).toBeDefined();

  await app.tab('Tools').click();
  await page.getByLabel('Search query').fill('search code');
  const name = 'mcp-github__search_code';
  await page
    .getByRole('button', { name: `Why? ${name}` })
    .first()
    .click();
  const advertised = page.getByRole('dialog', { name: `Why? ${name}` }).locator('[data-why="Advertised"]');
  await expect(advertised).toContainText('no: deferred');
  await expect(advertised).toContainText(`the turn advertises ${figures}`);
  // The catalog the caps are measured on is named as such, never as what is advertised.
  await expect(advertised).toContainText(/the permitted catalog is \d+ tools/);

  // The command line, on the very scenario the page holds, prints the same lines.
  const decoded = decodeViewLink(new URL(await app.copyLink()).hash);
  if (!decoded.ok) throw new Error(decoded.reason);
  const cli = runCli(['explain', '-', '--tool', name, '--query', 'search code'], decoded.scenario);
  expect(cli.status).toBe(0);
  const printed = cli.stdout
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((line) => line.replace(/^([^:]+):\s+/, '$1: '));
  expect(await whyLines(page, name)).toEqual(printed);
});

test('a result that matched only a very common word says so; its score is rounded, exact on hover', async ({
  page,
}) => {
  const app = await openPreset(page, GITHUB);
  await app.tab('Tools').click();
  await page.getByLabel('Search query').fill('find open bugs assigned to me');
  const results = page.getByRole('region', { name: 'Search results' }).getByRole('listitem');
  await expect(results.first().getByTestId('search-result-name')).toHaveText('mcp-github__get_me');
  await expect(results.first().getByTestId('search-result-matched')).toContainText(
    'matched “to” in description and “me” in capability id and name',
  );
  await expect(results.first().getByRole('note')).toHaveCount(0);

  const http = results.filter({ has: page.getByTestId('search-result-name').getByText('builtin__http') });
  await expect(http.getByRole('note')).toHaveText(
    /^Warning: matched only “to”, a very common word \(in \d+ of \d+ tools\): this rank says little about what the query asks$/,
  );

  // Rounded to two significant digits for reading, the exact figures on hover.
  const score = http.getByTestId('search-result-score');
  await expect(score).toHaveText(/^score \d\.\d, \d\.\d below the first$/);
  await score.getByText(/^score/).hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    /^exactly score \d\.\d{6,}; \d\.\d{6,} below the first$/,
  );
});

test('"Why not this tool?" answers in words, not 16-digit scores', async ({ page }) => {
  const app = await openPreset(page, GITHUB);
  await app.tab('Tools').click();
  await page.getByLabel('Search query').fill('find open bugs assigned to me');
  await page.getByRole('spinbutton', { name: 'Limit' }).fill('2');
  await page.getByLabel('Why not this tool?').fill('builtin__http');
  const reason = page.getByTestId('why-not-reason');
  await expect(reason).toHaveText(
    /^builtin__http: Out-scored: it is at rank 5, past the limit of 2\. It scores \d\.\d+, \d\.\d+ below the last result returned \(\d\.\d+\)\.$/,
  );
  await expect(reason).not.toHaveText(/\d\.\d{4}/);
  await expect(reason).toHaveAttribute('title', /^score \d\.\d{6,}; last returned \d\.\d{6,}; gap /);
});

test('a tool the index does not name: filter the list, and read what would get it named', async ({
  page,
}) => {
  await openPreset(page, '300 tools with long names');
  await page.getByText(/discoverable tools not named in the index/).click();
  const list = page.getByRole('list', { name: 'Tools not named in the index' });
  await expect(list.getByRole('listitem').first()).toContainText(/free \d+ bytes to name it/);
  const first = ((await list.getByRole('listitem').nth(3).locator('.font-mono').textContent()) ?? '').trim();
  await page.getByLabel('Filter unnamed tools').fill(first);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button', { name: `Why? ${first}` }).click();
  const index = page.getByRole('dialog', { name: `Why? ${first}` }).locator('[data-why="Index"]');
  await expect(index).toContainText(/cut \(fair round \d+\), so not named/);
  await expect(index).toContainText(/To be named, its line would end at byte \d+: free \d+ bytes before it/);
  await expect(index).toContainText(
    /3 unnamed tools come before it in the fair rounds and would be named first: \S+, \S+, \S+\.$/,
  );
});
