import { expect, type Page, test } from '@playwright/test';
import { decodeViewLink, encodeShareLink } from '../core/index.ts';
import { runCli } from '../test-support/run-cli.ts';
import { SCENARIO } from './discovery-scenario.ts';
import { PlaygroundPage } from './playground-page.ts';

/** Opens the playground on the spec's catalog through a share link, as a reviewer would. */
async function openScenario(page: Page): Promise<void> {
  await new PlaygroundPage(page).open(`/${encodeShareLink(JSON.stringify(SCENARIO, null, 2))}`);
  await expect(page.getByRole('tablist', { name: 'Discovery chain' })).toBeVisible();
}

const results = (page: Page) => page.getByTestId('search-result-name');

test('a search lists the right tools in order, and "why not" explains a missing one', async ({ page }) => {
  await openScenario(page);
  await page.getByLabel('Search query').fill('create issue');
  await expect(results(page)).toHaveText([
    'jira__create_issue',
    'github__create_issue',
    'calendar__create_event',
  ]);
  await expect(page.getByText('lexical', { exact: true })).toBeVisible();

  // The exact identifier outranks everything by its bonus.
  await page.getByLabel('Search query').fill('github__create_issue');
  await expect(results(page)).toHaveText([
    'github__create_issue',
    'jira__create_issue',
    'github__list_issues',
    'calendar__create_event',
  ]);
  await expect(page.getByText('exact_identifier', { exact: true })).toBeVisible();

  await page.getByLabel('Search query').fill('create issue');
  // getByLabel('Limit') would also match the caps' ctx_limit field: the role narrows it to the number input.
  await page.getByRole('spinbutton', { name: 'Limit' }).fill('2');
  await expect(results(page)).toHaveText(['jira__create_issue', 'github__create_issue']);
  const why = page.getByLabel('Why not this tool?');
  await why.fill('calendar__create_event');
  await expect(page.getByTestId('why-not-reason')).toContainText('Out-scored');
  await expect(page.getByTestId('why-not-reason')).toContainText('rank 3, past the limit of 2');
  await why.fill('github__list_issues');
  await expect(page.getByTestId('why-not-reason')).toContainText('None of the query terms (create, issue)');

  await page.getByLabel('Search query').fill('   ');
  await expect(page.getByRole('region', { name: 'tool_search result' })).toContainText(
    'tool_search requires query',
  );
  await expect(results(page)).toHaveCount(0);

  const modelError = page.getByRole('region', { name: 'tool_search result' });
  await page.getByLabel('Search query').fill('x'.repeat(1025));
  await expect(modelError).toContainText('tool_search query is too long');
  await page.getByRole('button', { name: 'Edit the raw arguments' }).click();
  await page.getByLabel('tool_search arguments (JSON)').fill('{"query": 42}');
  await expect(modelError).toContainText('tool_search requires query');
  await page.getByRole('button', { name: 'Back to query and limit' }).click();

  // A query may hold a line break; it separates terms, it is not dropped.
  await page.getByLabel('Search query').fill('create\nissue');
  await expect(results(page)).toHaveText(['jira__create_issue', 'github__create_issue']);
});

test('describe and call show the rule that resolved a dotted id, and the exact error for a missing name', async ({
  page,
}) => {
  await openScenario(page);
  await page.getByRole('tab', { name: 'Describe & call' }).click();
  await page.getByLabel('Tool name').fill('github.create_issue');
  await expect(page.getByTestId('resolution-rule')).toHaveText('capability id (dotted)');
  await page.getByLabel('Tool name').fill('no_such_tool');
  await expect(page.getByRole('region', { name: 'tool_describe result' })).toContainText(
    'tool_describe target is unknown',
  );
});

test('a wrong tool_call gets describe-first, the corrected call promotes the tool, the next turn advertises it', async ({
  page,
}) => {
  await openScenario(page);
  await page.getByRole('tab', { name: 'Turns' }).click();
  await expect(page.getByRole('list', { name: 'Advertised in turn 1' }).getByRole('listitem')).toHaveText([
    /^tool_search/,
    /^tool_describe/,
    /^tool_call/,
  ]);
  await page.getByLabel('Call to play').selectOption('tool_call');
  await page.getByLabel('Tool name').fill('jira__create_issue');
  await page.getByLabel('Call arguments (JSON text)').fill('{"project": "OPS"}');
  await page.getByRole('button', { name: 'Play in the last turn' }).click();
  const turn1 = page.getByRole('region', { name: 'Turn 1' });
  await expect(turn1.getByTestId('call-outcome').first()).toContainText('describe-first');
  await expect(turn1).toContainText("arguments must have required property 'summary'");

  await page.getByLabel('Call arguments (JSON text)').fill('{"project": "OPS", "summary": "Login fails"}');
  await page.getByRole('button', { name: 'Play in the last turn' }).click();
  await expect(turn1.getByTestId('call-outcome').nth(1)).toContainText('it is promoted');
  await expect(turn1).toContainText('Promoted for the next turn: jira__create_issue');

  await page.getByRole('button', { name: 'Next turn' }).click();
  const advertised = page.getByRole('list', { name: 'Advertised in turn 2' });
  await expect(advertised.getByRole('listitem').filter({ hasText: 'jira__create_issue' })).toContainText(
    'promoted',
  );

  // The timeline is part of the scenario, so the link in the address bar replays it after a reload
  // (a v3 link here: it also holds the open Turns tab).
  const linkedTimeline = () => {
    const link = decodeViewLink(new URL(page.url()).hash);
    return link.ok && link.scenario.includes('Login fails') && /"actions": \[\]/.test(link.scenario);
  };
  await expect.poll(linkedTimeline).toBe(true);
  await page.reload();
  await page.getByRole('tab', { name: 'Turns' }).click();
  await expect(page.getByRole('list', { name: 'Advertised in turn 2' })).toContainText('jira__create_issue');
});

test('the relevance lab reproduces upstream’s 100-tool baseline', async ({ page }) => {
  await openScenario(page);
  await page.getByRole('tab', { name: 'Relevance lab' }).click();
  const metrics = page.getByRole('table', { name: 'Relevance metrics' });
  await expect(metrics).toContainText('50 tools');
  await page.getByLabel('Judged corpus').selectOption('scale-100');
  await expect(metrics).toContainText('100 tools');
  const figures = {
    'recall@1': '0.7864583333333334',
    'recall@5': '0.9375',
    'recall@10': '0.9661458333333334',
    MRR: '0.94921875',
    'nDCG@10': '0.9426374896514516',
    'no-match accuracy': '1.0',
  };
  for (const [label, value] of Object.entries(figures)) {
    await expect(metrics.getByRole('row', { name: `${label} ${value}`, exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole('region', { name: 'Queries, worst first' }).getByRole('listitem').first(),
  ).toBeVisible();

  // MetaTool's queries, nobody's here: the lab gives the figures the command line prints.
  await page.getByLabel('Judged corpus').selectOption('metatool');
  await expect(metrics).toContainText('199 tools', { timeout: 30_000 });
  const cli = JSON.parse(runCli(['relevance', 'metatool', '--json', '--worst', '0']).stdout) as {
    metrics: { recall_at_1: number; mrr: number };
  };
  await expect(
    metrics.getByRole('row', { name: `recall@1 ${cli.metrics.recall_at_1}`, exact: true }),
  ).toBeVisible();
  await expect(metrics.getByRole('row', { name: `MRR ${cli.metrics.mrr}`, exact: true })).toBeVisible();
});
