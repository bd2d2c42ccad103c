import { expect, test } from '@playwright/test';
import { TEXT_EDIT_MIN_CHARS } from '../app/worker/wire/request-text.ts';
import { encodeShareLink } from '../core/index.ts';
import { buildScenario } from '../scripts/bench-scenario.ts';
import { PlaygroundPage } from './playground-page.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a copied link opens the same scenario, index and inputs in a fresh browser', async ({
  page,
  browser,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await app.choose(app.mode('bridged'));
  await app.cap('max_tools').fill('11');
  await page.getByLabel('Profile pins').fill('slack.post_message');
  await expect.poll(() => app.indexDescription()).not.toContain('slack');
  const description = await app.indexDescription();
  const tokens = await app.advertisedTokens.textContent();

  const link = await app.copyLink();
  expect(link.startsWith(`${new URL(page.url()).origin}/#v2/`)).toBe(true);
  expect(link).toMatch(/\/#v2\/[A-Za-z0-9_-]+$/);
  expect(page.url()).toBe(link);
  await expect(page.getByTestId('link-length')).toHaveText(link.length.toLocaleString('en-US'));

  // A new context has empty storage: only the link can bring the scenario back.
  const fresh = await browser.newContext();
  const other = new PlaygroundPage(await fresh.newPage());
  await other.open(link);
  await other.expectIndex(description);
  await expect(other.advertisedTokens).toHaveText(tokens ?? '');
  await expect(other.mode('bridged')).toBeChecked();
  await expect(other.cap('max_tools')).toHaveValue('11');
  await expect(other.page.getByLabel('Profile pins')).toHaveValue('slack.post_message');
  await expect(other.page.getByRole('dialog')).toBeHidden();
  await fresh.close();
});

test('typing in a long scenario reaches the Worker as typed: the report is the typed text’s report', async ({
  page,
  browser,
}) => {
  // Long enough that each keystroke crosses to the Worker as the span that changed (text-edit.ts).
  let text = JSON.stringify(buildScenario(100), null, 2);
  expect(text.length).toBeGreaterThan(TEXT_EDIT_MIN_CHARS);
  const app = new PlaygroundPage(page);
  await app.open(`/${encodeShareLink(text)}`);
  const type = async (anchor: string, keys: string[]) => {
    await app.typeAfter(anchor, '');
    for (const key of keys) await page.keyboard.press(key);
  };
  // A capability renamed, then letters typed, taken back and typed again.
  await type('"builtin.read_file"', [...Array(12).fill('ArrowLeft'), 'x']);
  text = text.replace('"builtin.read_file"', '"builtinx.read_file"');
  await type('"Built-in read file."', ['ArrowLeft', 'ArrowLeft', 'y', 'Backspace', 'Backspace', 'q', 'z']);
  text = text.replace('"Built-in read file."', '"Built-in read fileqz"');
  await type('"bench-100"', ['ArrowLeft', 'ArrowLeft', 'Backspace', '!']);
  text = text.replace('"bench-100"', '"bench-10!"');

  // The same text opened afresh: the index the Worker made from the typed edits is the same.
  const fresh = await browser.newContext();
  const other = new PlaygroundPage(await fresh.newPage());
  await other.open(`/${encodeShareLink(text)}`);
  const expected = await other.indexDescription();
  await fresh.close();
  await app.expectIndex(expected);
  await expect(page.getByRole('alert').filter({ hasText: /invalid JSON at line/ })).toHaveCount(0);
});

test('Ctrl+S puts the scenario in the address bar', async ({ page }) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await app.choose(app.mode('compact'));
  await page.keyboard.press('ControlOrMeta+S');
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('invalid JSON keeps the last good report, marked stale, with the error by the editor', async ({
  page,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  const description = await app.indexDescription();
  const bytes = await app.indexBytes.textContent();

  await app.typeAfter('"Small mixed catalog",', ' oops');
  await expect(page.getByText('stale', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /invalid JSON at line 2, column/ })).toBeVisible();
  await expect(
    page.getByText(/Read-only until the JSON parses again \(invalid JSON at line 2, column/),
  ).toBeVisible();
  // The controls stay in place, read-only, showing the last settings that parsed.
  await expect(app.mode('namespaces')).toBeDisabled();
  await expect(app.mode('namespaces')).toBeChecked();
  await app.expectIndex(description);
  await expect(app.indexBytes).toHaveText(bytes ?? '');

  await page.keyboard.press('ControlOrMeta+Z');
  await expect(page.getByText('stale', { exact: true })).toBeHidden();
  await expect(app.mode('namespaces')).toBeChecked();
});

test('a reload restores the work, and a link never replaces unsaved work without asking', async ({
  page,
  context,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await app.choose(app.mode('compact'));
  await app.cap('max_tokens').fill('5000');
  await expect.poll(() => app.indexDescription()).toMatch(/^Search 7 additional tools/);
  const work = await app.indexDescription();

  await page.reload();
  await app.waitForReady();
  await app.expectIndex(work);
  await expect(app.cap('max_tokens')).toHaveValue('5000');
  await expect(page.getByRole('dialog')).toBeHidden();

  // A link to other work, made in another tab, arrives while this tab's work is unsaved.
  const maker = new PlaygroundPage(await context.newPage());
  await maker.open('/');
  await maker.page.getByLabel('Preset').selectOption({ label: '150 namespaces' });
  const dialogInMaker = maker.page.getByRole('dialog', { name: 'Replace your unsaved work?' });
  await dialogInMaker.getByRole('button', { name: 'Open the new scenario' }).click();
  await expect.poll(() => maker.indexDescription()).toContain('additional authorized namespaces exist');
  const link = await maker.copyLink();
  await maker.page.close();

  await app.cap('max_tokens').fill('6000');
  await page.goto(link);
  const dialog = page.getByRole('dialog', { name: 'Replace your unsaved work?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep my work' }).click();
  await expect(dialog).toBeHidden();
  await expect(app.cap('max_tokens')).toHaveValue('6000');

  await page.goto(link);
  await dialog.getByRole('button', { name: 'Open the link' }).click();
  await expect.poll(() => app.indexDescription()).toContain('additional authorized namespaces exist');
});
