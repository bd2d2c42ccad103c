import { expect, type Page, test } from '@playwright/test';
import { DEEP_SCENARIO_LINK, HOSTILE_SCENARIOS } from '../test-support/hostile-inputs.ts';
import { PlaygroundPage } from './playground-page.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/**
 * Hostile input through every door a person has (paste, link, file, a second
 * tab): each is refused or kept with a message where the person looks, the last
 * good report stays, and the page keeps working afterwards.
 */
const case_ = (name: string) => HOSTILE_SCENARIOS.find((c) => c.name === name)!;
const SMALL = JSON.stringify({
  definitions: [{ capability_id: 'mail.send', name: 'mail_send', description: 'Send', parameters: {} }],
});

async function opened(page: Page) {
  const app = new PlaygroundPage(page);
  await app.open();
  return { app, before: await app.indexDescription() };
}

async function stillWorks(app: PlaygroundPage) {
  await app.pasteScenario(SMALL);
  await expect(app.page.getByText('evaluated in')).toBeVisible({ timeout: 30_000 });
}

test('pasted malformed and 2,000-deep text is refused by the editor; the last good report stays', async ({
  page,
}) => {
  const { app, before } = await opened(page);
  await app.pasteScenario('{"definitions": [');
  await expect(page.getByRole('alert').filter({ hasText: /invalid JSON at line 1, column/ })).toBeVisible();
  expect(await app.indexDescription()).toBe(before);

  const deep = case_('deep.json');
  await app.pasteScenario(deep.text);
  await expect(page.getByRole('alert').filter({ hasText: deep.error })).toBeVisible({ timeout: 30_000 });
  expect(await app.indexDescription()).toBe(before);
  await stillWorks(app);
});

test('a huge paste is kept across a reload', async ({ page }) => {
  const { app } = await opened(page);
  const huge = JSON.stringify({ definitions: [], notes: 'n'.repeat(4_000_000) });
  await app.pasteScenario(huge);
  await expect(page.getByText('evaluated in')).toBeVisible({ timeout: 30_000 });
  // Past the save delay and the sliced compression.
  await page.waitForTimeout(2000);
  await expect(page.getByText('could not be kept')).toHaveCount(0);
  await page.reload();
  await expect(app.editor).toBeVisible({ timeout: 30_000 });
  await expect(app.editor).toContainText('"notes"', { timeout: 30_000 });
  await expect(page.getByText('evaluated in')).toBeVisible({ timeout: 30_000 });
});

test('a tampered link says "damaged", stays copyable, and leaves the work as it was', async ({ page }) => {
  const { app, before } = await opened(page);
  const at = 40;
  const flipped = DEEP_SCENARIO_LINK[at] === 'A' ? 'B' : 'A';
  const tampered = `${DEEP_SCENARIO_LINK.slice(0, at)}${flipped}${DEEP_SCENARIO_LINK.slice(at + 1)}`;
  await page.evaluate((hash) => {
    location.hash = hash;
  }, tampered);
  const notice = page.getByRole('alert').filter({ hasText: 'This link could not be opened' });
  await expect(notice).toContainText('damaged');
  await expect(notice.getByLabel('The link that could not be opened')).toHaveValue(
    new RegExp(`${tampered}$`),
  );
  expect(await app.indexDescription()).toBe(before);
});

test('an oversized link is refused with its length, the work kept', async ({ page }) => {
  const { app, before } = await opened(page);
  await page.evaluate(() => {
    location.hash = `#v2/${'A'.repeat(2_000_100)}`;
  });
  await expect(page.getByRole('alert').filter({ hasText: 'the link is too long' })).toBeVisible();
  expect(await app.indexDescription()).toBe(before);
  await stillWorks(app);
});

test("the 2,000-deep scenario's short link opens for fixing without wedging the page", async ({ page }) => {
  const app = new PlaygroundPage(page);
  await page.goto(`/${DEEP_SCENARIO_LINK}`);
  await expect(app.editor).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('nested more than 256 levels deep').first()).toBeVisible({ timeout: 30_000 });
  await stillWorks(app);
});

test("a bad file through the picker is refused with the reader's words; the last good report stays", async ({
  page,
}) => {
  const { app, before } = await opened(page);
  const bad = case_('surrogate.json');
  await page.getByLabel('Open scenario file').setInputFiles({
    name: bad.name,
    mimeType: 'application/json',
    buffer: Buffer.from(bad.text, 'utf8'),
  });
  await expect(page.getByText(bad.error).first()).toBeVisible({ timeout: 30_000 });
  expect(await app.indexDescription()).toBe(before);
});

test('a second tab saving different work is offered, never silently taken or lost', async ({ context }) => {
  const first = new PlaygroundPage(await context.newPage());
  await first.open();
  await first.pasteScenario(SMALL);
  await expect(first.page.getByText('evaluated in')).toBeVisible();
  const second = new PlaygroundPage(await context.newPage());
  await second.open();
  const theirs = JSON.stringify({ mode: 'off', definitions: [] });
  await second.pasteScenario(theirs);

  const offer = first.page.getByRole('alert', { name: 'Work saved in another tab' });
  await expect(offer).toContainText('Another tab saved different work');
  await offer.getByRole('button', { name: 'Keep mine' }).click();
  await expect(offer).toBeHidden();
  await expect(first.editor).toContainText('mail_send');

  // Keeping mine wrote it back, which the other tab is now offered in turn.
  const back = second.page.getByRole('alert', { name: 'Work saved in another tab' });
  await back.getByRole('button', { name: 'Load theirs' }).click();
  await expect(second.editor).toContainText('mail_send');
});

test('a reload while the other tab’s offer is open keeps both texts: mine opens, theirs is offered again', async ({
  context,
}) => {
  const first = new PlaygroundPage(await context.newPage());
  await first.open();
  await first.pasteScenario(SMALL);
  await expect(first.page.getByText('evaluated in')).toBeVisible();
  const second = new PlaygroundPage(await context.newPage());
  await second.open();
  await second.pasteScenario(JSON.stringify({ mode: 'off', definitions: [] }));
  const offer = first.page.getByRole('alert', { name: 'Work saved in another tab' });
  await expect(offer).toContainText('Another tab saved different work');

  await first.page.reload();
  await expect(first.editor).toBeVisible({ timeout: 30_000 });
  await expect(first.editor).toContainText('mail_send');
  await expect(offer).toContainText('Another tab saved different work');
  await offer.getByRole('button', { name: 'Load theirs' }).click();
  await expect(first.editor).toContainText('"off"');
});
