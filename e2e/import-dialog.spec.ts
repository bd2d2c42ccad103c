import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PlaygroundPage } from './playground-page.ts';

/**
 * The import dialog with a real server's catalog (app/presets/servers): an
 * empty server id is a hint, a file's name suggests one, and a tool's "Why?"
 * opens inside the dialog, explains the admission, and Escape closes it first.
 */
const EVERYTHING = 'app/presets/servers/everything.json';

test('the server id comes from the file name, and an empty one asks for an id instead of an error', async ({
  page,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  const dialog = await app.openImportDialog();
  await dialog.getByLabel('Tools JSON').fill(readFileSync(EVERYTHING, 'utf8'));
  // Nobody typed an id yet: a hint, no rejection and nothing in red.
  await expect(dialog.getByTestId('server-id-hint')).toHaveText(
    'Enter a server id, e.g. github, in the Server id field: its tools become mcp-<id>.<tool>, and the catalog is then admitted as IronClaw would admit it.',
  );
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByText('invalid_registration_id')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Add to scenario' })).toBeDisabled();

  await dialog.getByLabel('Tools file').setInputFiles(EVERYTHING);
  await expect(dialog.getByLabel('Server id')).toHaveValue('everything');
  await expect(dialog.getByText('Suggested from everything.json.')).toBeVisible();
  await expect(dialog.getByTestId('admission-outcome')).toHaveText('admitted');
  await expect(dialog.getByRole('heading', { name: /^Server everything → mcp-everything/ })).toBeVisible();

  // A typed id is the person's: the next file does not overwrite it.
  await dialog.getByLabel('Server id').fill('mine');
  await dialog.getByLabel('Tools file').setInputFiles({
    name: 'Other Server.json',
    mimeType: 'application/json',
    buffer: readFileSync(EVERYTHING),
  });
  await expect(dialog.getByLabel('Server id')).toHaveValue('mine');

  // Servers that carry their own ids: the file's name fills nothing, and the field says it is not used.
  await dialog.getByLabel('Server id').fill('');
  const servers = {
    servers: {
      github: JSON.parse(readFileSync('app/presets/servers/github.json', 'utf8')),
      everything: JSON.parse(readFileSync(EVERYTHING, 'utf8')),
    },
  };
  await dialog.getByLabel('Tools file').setInputFiles({
    name: 'two-servers.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(servers)),
  });
  await expect(dialog.getByRole('heading', { name: /^Server github → mcp-github/ })).toBeVisible();
  await expect(dialog.getByLabel('Server id')).toHaveValue('');
  await expect(dialog.getByLabel('Server id')).toBeDisabled();
  await expect(dialog.getByTestId('server-id-use')).toHaveText(
    'Every server in this input carries its own id, so this field is not used.',
  );
});

test('Why? on a skipped tool opens in the dialog, explains the admission rule, and Escape closes it before the dialog', async ({
  page,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  const dialog = await app.openImportDialog();
  await dialog.getByLabel('Tools file').setInputFiles(EVERYTHING);
  await expect(dialog.getByTestId('admission-outcome')).toHaveText('admitted');

  await dialog.getByRole('button', { name: 'Why? longRunningOperation' }).click();
  const why = dialog.getByRole('dialog', { name: 'Why? longRunningOperation' });
  await expect(why).toBeVisible();
  await expect(why.locator('[data-why="Outcome"]')).toHaveText(
    'Skipped (invalid_tool_name): §2.3 drops this tool and admits the rest of the catalog without it.',
  );
  await expect(why.locator('[data-why="Rule"]')).toContainText('lowercase');
  await expect(why.locator('[data-why="Input"]')).toHaveText('"longRunningOperation"');
  // The fix `disclosure import` and the findings give this tool.
  await expect(why.locator('[data-why="To change"]')).toHaveText('rename it to long_running_operation');
  // The scenario's explanation (index, advertised) is not what a tool not yet imported is asked about.
  await expect(why.locator('[data-why="Index"]')).toHaveCount(0);
  // It is on top of the dialog's backdrop: what is drawn at its centre is the panel itself.
  const box = (await why.boundingBox())!;
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="dialog"]')?.getAttribute('aria-label'),
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop).toBe('Why? longRunningOperation');

  // A published tool says so, with its capability.
  await why.getByRole('button', { name: 'Close' }).click();
  await expect(why).toBeHidden();
  await dialog.getByRole('button', { name: 'Why? echo' }).click();
  const echo = dialog.getByRole('dialog', { name: 'Why? echo' });
  await expect(echo.locator('[data-why="Outcome"]')).toHaveText('Published: admission accepted it.');
  await expect(echo.locator('[data-why="Capability"]')).toHaveText(
    'mcp-everything.echo as mcp-everything__echo',
  );

  // Escape: first the Why? panel, then the dialog.
  await page.keyboard.press('Escape');
  await expect(echo).toBeHidden();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The page's own Why? panel was never opened by the import.
  await expect(page.getByRole('dialog', { name: /^Why\? / })).toHaveCount(0);
});

test('a description admission cuts is a finding at its tool and field, in the dialog and then in Problems', async ({
  page,
}) => {
  // A 2,781-byte description whose usage guidance starts just past the 2,048-byte bound.
  const description = `${'a'.repeat(2045)}Usage guidance: ${'b'.repeat(2781 - 2045 - 16)}`;
  const catalog = {
    tools: [{ name: 'sequentialthinking', description, inputSchema: { type: 'object', properties: {} } }],
  };
  const app = new PlaygroundPage(page);
  await app.open();
  const dialog = await app.openImportDialog();
  await dialog.getByLabel('Tools JSON').fill(JSON.stringify(catalog));
  await dialog.getByLabel('Server id').fill('seq');
  await expect(dialog.getByTestId('admission-outcome')).toHaveText('admitted');
  await expect(
    dialog.getByText(/1 published · 0 skipped · 0 findings · 1 text cut to the bound/),
  ).toBeVisible();
  const message =
    'Admission cut 1 text of server seq to its bound, so the model never reads the rest: sequentialthinking’s description, 2781 bytes, keeps its first 2045 and “...”, dropping 736 bytes.';
  const found = dialog
    .getByRole('list', { name: 'Findings of server seq' })
    .locator('[data-finding="admission_text_truncated"]');
  await expect(found).toContainText(message);
  await found.getByText('Its cause').click();
  await expect(found).toContainText(
    'tool sequentialthinking · field /description · text “Usage guidance: bbbbbbbb',
  );
  await expect(found).toContainText('cut after byte 2045');
  const row = dialog
    .getByRole('table', { name: 'Tools of seq' })
    .getByRole('row')
    .filter({ hasText: 'sequentialthinking' });
  await expect(row).toContainText('/description cut, 736 bytes dropped');

  await dialog.getByRole('button', { name: 'Replace the catalog' }).click();
  await expect(dialog).toBeHidden();
  await app.tab('Problems').click();
  const problem = page
    .getByRole('region', { name: 'Review findings' })
    .locator('[data-finding="admission_text_truncated"]');
  await expect(problem).toContainText(message);
  await expect(problem).toContainText('mcp-seq__sequentialthinking');
  // The example the page opened with took its name, notes and questions along with its catalog.
  const findings = page.getByRole('region', { name: 'Review findings' });
  await expect(findings.locator('[data-finding="notes_after_replace"]')).toHaveCount(0);
  await expect(findings.locator('[data-finding="leftover_queries"]')).toHaveCount(0);
});
