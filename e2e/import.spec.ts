import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { realCatalogText } from '../scripts/bench-real-catalog.ts';
import { runCli } from '../test-support/run-cli.ts';
import { PlaygroundPage } from './playground-page.ts';

/**
 * Real catalogs into `Import tools`: the admission outcome and per-tool table, the
 * index after the import checked against the CLI (`disclosure import`, then
 * `render`), a rejected catalog that changes nothing, OpenAI and Anthropic arrays,
 * a tools/list response pasted where a scenario belongs, and the preset of 13
 * real servers.
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

interface McpTool {
  name: string;
  description: string;
  inputSchema: unknown;
}
function serverResult(name: string): { tools: McpTool[] } {
  return JSON.parse(readFileSync(`app/presets/servers/${name}.json`, 'utf8')).result;
}
const GITHUB = serverResult('github');
const EVERYTHING = serverResult('everything');
/** A scenario with nothing in it but an empty catalog, so the import alone decides the index. */
const EMPTY_SCENARIO = '{\n  "definitions": []\n}\n';

const work = mkdtempSync(join(tmpdir(), 'import-spec-'));
/** The `disclosure` command's own entry, run in this process (cli/disclosure.test.ts spawns the binary). */
function cli(args: string[], input?: string): string {
  const run = runCli(args, input);
  if (run.status !== 0) throw new Error(`disclosure ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return run.stdout;
}
/** The tool_search description the CLI gives for the same catalog imported under the same id. */
function cliIndexAfterImport(catalog: unknown, id: string): string {
  const file = join(work, `${id}.json`);
  writeFileSync(file, JSON.stringify(catalog));
  return cli(['render', '-'], cli(['import', file, '--id', id])).replace(/\n$/, '');
}

async function openImport(page: Page, catalog: unknown, id: string) {
  await page.getByRole('button', { name: 'Import tools' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import tools' });
  await dialog.getByLabel('Tools JSON').fill(JSON.stringify(catalog, null, 2));
  await dialog.getByLabel('Server id').fill(id);
  return dialog;
}

test('a real tools/list result is admitted with its findings and replaces the catalog exactly as the CLI imports it', async ({
  page,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await app.pasteScenario(EMPTY_SCENARIO);
  const dialog = await openImport(page, GITHUB, 'github');
  await expect(dialog.getByTestId('detected-format')).toHaveText(
    'Detected: MCP tools/list result, 1 page, 21 tools',
  );
  await expect(dialog.getByTestId('admission-outcome')).toHaveText('admitted');
  const table = dialog.getByRole('table', { name: 'Tools of github' });
  const row = table.getByRole('row').filter({ hasText: 'search_repositories' });
  await expect(row).toContainText('mcp-github.search_repositories');
  await expect(row).toContainText('mcp-github__search_repositories');
  await expect(row.locator('mark')).toHaveText('user:');
  await expect(row).toContainText('medium');
  await expect(table.getByRole('row').filter({ hasText: 'create_issue' })).toContainText('yes');
  await dialog.getByRole('button', { name: 'Replace the catalog' }).click();
  await expect(dialog).toBeHidden();
  await app.expectIndex(cliIndexAfterImport(GITHUB, 'github'));
  await expect(page.getByRole('region', { name: 'Imported servers' })).toContainText(
    'github (mcp-github) · admitted',
  );
});

test('a rejected catalog says what to change, and adding it records the refusal without changing what the model sees', async ({
  page,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  const before = await app.indexDescription();
  const rag = {
    tools: [{ name: 'probe', description: 'Improves retrieval (RAG) quality', inputSchema: {} }],
  };
  const dialog = await openImport(page, rag, 'acme');
  await expect(dialog.getByTestId('admission-outcome')).toHaveText('safety: rejected_by_safety_policy');
  await expect(dialog.getByRole('row').filter({ hasText: 'probe' }).locator('mark')).toHaveText('eval (');

  // The reference server without its two lowercase tools: every tool on the page is skipped.
  const camelOnly = { tools: EVERYTHING.tools.filter((t) => /[A-Z]/.test(t.name)) };
  await dialog.getByLabel('Tools JSON').fill(JSON.stringify(camelOnly));
  await dialog.getByLabel('Server id').fill('everything');
  await expect(dialog.getByTestId('admission-outcome')).toHaveText('tools_list: invalid_tool_name');
  await expect(dialog.getByTestId('admission-message')).toHaveText(
    'hosted MCP catalog preparation failed: mcp_invalid_tool_list: invalid_tool_name',
  );
  await expect(dialog).toContainText('Rename the tools on that page to lowercase ASCII');
  // As `disclosure import` does, the refusal can be recorded: nothing of the catalog is added.
  await dialog.getByRole('button', { name: 'Add to scenario' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No tools were added. Not imported (rejected): everything;')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Imported servers' })).toContainText(
    'everything (mcp-everything) · tools_list:invalid_tool_name',
  );
  expect(await app.indexDescription()).toBe(before);
  await app.tab('Problems').click();
  await expect(
    page
      .getByRole('region', { name: 'Review findings' })
      .getByRole('listitem')
      .filter({ hasText: 'admission_rejected' })
      .first(),
  ).toContainText("Server everything's catalog was refused at tools_list:invalid_tool_name");
});

test('OpenAI and Anthropic tools arrays are admitted as a hosted server’s tools', async ({ page }) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await app.pasteScenario(EMPTY_SCENARIO);
  const three = GITHUB.tools.slice(0, 3);
  const openai = three.map((t) => ({
    type: 'function',
    function: { name: t.name, description: t.description, parameters: t.inputSchema },
  }));
  let dialog = await openImport(page, openai, 'oa');
  await expect(dialog.getByTestId('detected-format')).toHaveText(
    'Detected: OpenAI Chat Completions tools array, 3 tools',
  );
  await expect(dialog.getByTestId('admission-outcome')).toHaveText('admitted');
  await dialog.getByRole('button', { name: 'Add to scenario' }).click();
  await app.expectIndex(cliIndexAfterImport(openai, 'oa'));

  const anthropic = three.map((t) => ({
    name: t.name,
    description: t.description,
    input_schema: t.inputSchema,
    defer_loading: true,
  }));
  dialog = await openImport(page, anthropic, 'an');
  await expect(dialog.getByTestId('detected-format')).toHaveText('Detected: Anthropic tools array, 3 tools');
  await expect(dialog.getByRole('row').filter({ hasText: 'search_code' })).toContainText(
    'Anthropic would keep this definition out of the prompt',
  );
  await dialog.getByRole('button', { name: 'Add to scenario' }).click();
  await expect(app.indexText).toContainText('mcp-an');
  await expect(app.indexText).toContainText('mcp-oa');
  await expect(page.getByRole('region', { name: 'Imported servers' }).getByRole('listitem')).toHaveCount(2);
});

test('a tools/list response pasted into the editor offers the import, prefilled', async ({ page }) => {
  const app = new PlaygroundPage(page);
  await app.open();
  const response = JSON.stringify({ jsonrpc: '2.0', id: 1, result: EVERYTHING }, null, 2);
  await app.pasteScenario(response);
  const editor = page.getByRole('region', { name: 'Scenario editor' });
  const offer = editor.getByRole('status').filter({ hasText: 'These are tools, not a scenario' });
  await expect(offer).toContainText('JSON-RPC response with an MCP tools/list result, 1 page, 11 tools');
  // Where the schema error would be, the editor offers the import instead.
  await expect(editor.getByText('definitions must be an array')).toHaveCount(0);
  await offer.getByRole('button', { name: 'Import these tools…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import tools' });
  await expect(dialog.getByLabel('Tools JSON')).toHaveValue(response);
  await dialog.getByLabel('Server id').fill('everything');
  await expect(dialog.getByTestId('admission-outcome')).toHaveText('admitted');
  await expect(dialog.getByRole('row').filter({ hasText: 'getTinyImage' })).toContainText(
    'skipped: invalid_tool_name',
  );
});

test('the real-servers preset loads its pages when picked and shows the index the CLI renders for it', async ({
  page,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await page.getByLabel('Preset').selectOption({ label: 'Real servers: 13 public MCP servers' });
  await app.expectIndex(cli(['render', '-'], realCatalogText()).replace(/\n$/, ''));
  const servers = page.getByRole('region', { name: 'Imported servers' });
  await expect(servers).toContainText('chrome-devtools (mcp-chrome-devtools) · admitted');
  await expect(servers).toContainText('playwright (mcp-playwright) · admitted');
});
