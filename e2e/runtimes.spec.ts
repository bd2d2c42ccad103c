import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { encodeShareLink } from '../core/index.ts';
import { runCli } from '../test-support/run-cli.ts';
import { PlaygroundPage } from './playground-page.ts';

async function openPreset(page: Page, title: string): Promise<PlaygroundPage> {
  const app = new PlaygroundPage(page);
  await app.open();
  await page.getByLabel('Preset').selectOption({ label: title });
  await expect(page.getByText(`preset: ${title}`)).toBeVisible();
  return app;
}

async function downloadedJson(page: Page, button: string): Promise<{ tools: Record<string, unknown>[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await download.path();
  return JSON.parse(readFileSync(path, 'utf8'));
}

test('the Runtimes view on the imported GitHub server: each runtime, its sources, and a request downloaded', async ({
  page,
}) => {
  const app = await openPreset(page, 'Real server: GitHub (admitted with findings)');
  await app.tab('Runtimes').click();
  await expect(page.getByText('How IronClaw’s tiers map:')).toBeVisible();

  const anthropic = page.getByRole('region', { name: 'Anthropic Messages API' });
  await expect(anthropic).toContainText('the model searches with tool_search_tool_bm25');
  await expect(anthropic.getByTestId('upfront-anthropic-messages')).toContainText('IronClaw’s estimate');
  // OpenAI figures are o200k_base counts, loaded in the Worker when this view opened.
  const responses = page.getByRole('region', { name: 'OpenAI Responses API' });
  await expect(responses.getByTestId('upfront-openai-responses')).toContainText('o200k_base count', {
    timeout: 30_000,
  });
  // The cost of a turn with prompt caching is one click away, under Turns.
  await page.getByRole('tabpanel', { name: 'Runtimes' }).getByRole('button', { name: 'Turns' }).click();
  await expect(page.getByRole('tab', { name: 'Turns' })).toHaveAttribute('aria-selected', 'true');
  // One figure, two numbers: the estimate the report gives is shown beside the count, labelled.
  await expect(responses.getByTestId('upfront-openai-responses')).toContainText(
    'by IronClaw’s estimate, the figure the report gives',
  );
  await expect(responses).toContainText('namespace github: guidance: fewer than 10, this catalog 21');

  // Every statement names its source and the day it was read; what is only observed says so.
  const cursor = page.getByRole('region', { name: 'Cursor' });
  await cursor.getByText(/^Sources/).click();
  const link = cursor.getByRole('link', { name: 'Cursor docs (older edition): Model Context Protocol' });
  await expect(link).toHaveAttribute('href', 'https://docs.cursor.com/context/model-context-protocol');
  const statement = cursor.getByRole('listitem').filter({ hasText: 'Cursor docs (older edition)' });
  await expect(statement).toContainText('only the first 40 tools are sent');
  await expect(statement).toContainText('read 2026-12-03');
  await expect(statement).toContainText('observed');

  const request = await downloadedJson(page, 'Download the Anthropic request');
  expect(request.tools[0]).toMatchObject({
    type: 'tool_search_tool_bm25_20251119',
    name: 'tool_search_tool_bm25',
  });
  // One cache breakpoint, after the tools sent up front.
  expect(request.tools.filter((t) => t.cache_control !== undefined)).toHaveLength(1);
  const searchCode = request.tools.find((t) => t.name === 'mcp-github__search_code');
  expect(searchCode).toMatchObject({ defer_loading: true, input_schema: { type: 'object' } });
  expect(request.tools.filter((t) => t.defer_loading !== true).length).toBeGreaterThan(1);

  const responsesRequest = await downloadedJson(page, 'Download the OpenAI Responses request');
  const namespace = responsesRequest.tools.find((t) => t.type === 'namespace') as {
    name: string;
    tools: unknown[];
  };
  expect(namespace.name).toBe('github');
  expect(namespace.tools).toHaveLength(21);
  // Responses reads an absent strict as true: every function says it.
  expect(namespace.tools.every((t) => typeof (t as { strict?: unknown }).strict === 'boolean')).toBe(true);
});

test('a catalog over a runtime’s cap: the error each runtime returns, and the request exported anyway', async ({
  page,
}) => {
  const app = await openPreset(page, '300 tools with long names');
  await app.tab('Runtimes').click();
  const chat = page.getByRole('region', { name: 'OpenAI Chat Completions' });
  await expect(chat.getByRole('heading')).toContainText('over a cap');
  await expect(chat).toContainText(
    /Invalid 'tools': array too long\. Expected an array with maximum length 128, but got an array with length \d+ instead\./,
  );
  await expect(chat).toContainText(
    /Exported anyway: \d+ functions is over OpenAI Chat Completions' cap of 128/,
  );
  await expect(page.getByRole('region', { name: 'Windsurf (Cascade)' })).toContainText('cap 100');
  await expect(page.getByRole('region', { name: 'Cursor' })).toContainText(
    'tools past the first 40 are not sent',
  );
  const request = await downloadedJson(page, 'Download the OpenAI Chat Completions request');
  expect(request.tools.length).toBeGreaterThan(128);
  expect(request.tools[0]).toMatchObject({ type: 'function', function: { parameters: { type: 'object' } } });
});

test('the Turns timeline: a promotion breaks the prompt cache under both rules, the alternatives keep it', async ({
  page,
}) => {
  // The GitHub server's real tools, imported as `disclosure import` does, with room for one promotion in turn 3.
  const imported = runCli(['import', 'app/presets/servers/github.json', '--id', 'github']);
  expect(imported.status).toBe(0);
  const scenario = {
    ...JSON.parse(imported.stdout),
    caps: { max_tools: 4 },
    timeline: [
      { actions: [] },
      {
        actions: [
          { tool: 'tool_search', arguments: { query: 'search code' } },
          {
            tool: 'tool_call',
            arguments: { name: 'mcp-github__search_code', arguments: '{"query": "repo:a/b x"}' },
          },
        ],
      },
      { actions: [] },
    ],
  };
  await new PlaygroundPage(page).open(`/${encodeShareLink(JSON.stringify(scenario, null, 2))}`);
  await page.getByRole('tab', { name: 'Turns' }).click();
  await expect(page.getByRole('region', { name: 'Turn 2' })).toContainText(
    'Promoted for the next turn: mcp-github__search_code',
  );
  const cache = page.getByRole('table', { name: 'Prompt cache by strategy' });
  await expect(cache.getByRole('columnheader')).toHaveText([
    'turn',
    'IronClaw’s promotion, Anthropic’s rule',
    'Anthropic: tool_reference',
    'IronClaw’s promotion, OpenAI’s rule',
    'OpenAI Responses: append at the end',
  ]);
  const row = (n: string) =>
    cache
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: n, exact: true }) })
      .getByRole('cell');
  const cells = row('3');
  await expect(cells.nth(0)).toContainText(
    /cache broken tools array differs at byte \d+ \(mcp-github__search_code\)/,
  );
  await expect(cells.nth(1)).toContainText('cache kept');
  await expect(cells.nth(1)).toContainText('loads mcp-github__search_code');
  await expect(cells.nth(2)).toContainText('cache broken');
  await expect(cells.nth(3)).toContainText('cache kept');
  // One figure, two numbers: Responses' up-front tools by IronClaw's estimate and by OpenAI's count, each labelled.
  await expect(row('1').nth(3)).toContainText(
    /tools ≈ \d+ tokens \(IronClaw’s estimate; ≈ \d+ by OpenAI’s o200k_base count, as Runtimes gives\)/,
    { timeout: 30_000 },
  );
  await expect(page.getByText(/Each turn adds 2000 tokens to the conversation \(the default/)).toBeVisible();

  // The conversation per turn is the scenario's own setting: set here, it changes the figures that read it.
  await page.getByLabel('Conversation per turn (tokens)').fill('5000');
  await expect(
    page.getByText('Each turn adds 5000 tokens to the conversation (set in the scenario).'),
  ).toBeVisible();
  const number = async (cell: ReturnType<typeof row>, pattern: RegExp) =>
    Number(pattern.exec((await cell.textContent()) ?? '')?.[1]);
  const tools = await number(row('1').nth(0), /tools ≈ (\d+) tokens/);
  // Anthropic: a change to the tools loses the whole cache, the tools and the 5,000 tokens of turn 2's conversation.
  await expect(row('3').nth(0)).toContainText(`≈ ${tools + 5000} tokens lost`);
  await expect(page.getByTestId('cache-total-tool_reference-anthropic')).toContainText('≈ 0');
});
