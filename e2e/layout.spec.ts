import { expect, type Locator, type Page, test } from '@playwright/test';
import { DETAIL_TABS, PlaygroundPage } from './playground-page.ts';

/**
 * At a desktop, a laptop and a phone width every view can be reached and what
 * matters is not cut off: the header on one line, the Problems tab with its
 * count, the caps and policy controls, and the budget cut in the rounds grid.
 */
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
];

/** Wholly inside the window (or, for text taller than its pane, at least on screen), never past its sides. */
async function expectFullyShown(page: Page, target: Locator, tall = false): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  // 0.98, not 1: a fraction of a pixel lost to sub-pixel layout is not "cut off".
  await expect(target).toBeInViewport(tall ? {} : { ratio: 0.98 });
  const box = await target.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width + 0.5).toBe(true);
}

for (const size of WIDTHS) {
  test(`every view is reachable at ${size.width}×${size.height}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const app = new PlaygroundPage(page);
    await app.open();

    // The header keeps one line, even when the link is long.
    const header = page.locator('header');
    const headerBox = await header.boundingBox();
    expect(headerBox!.height).toBeLessThan(64);
    await expectFullyShown(page, page.getByRole('button', { name: 'Copy link' }));

    await expectFullyShown(page, app.indexText, true);
    await expectFullyShown(page, app.cap('max_tokens'));
    await expectFullyShown(page, app.policy('allow_all'));

    for (const name of DETAIL_TABS) {
      await expectFullyShown(page, app.tab(name));
    }
    for (const name of ['Search', 'Describe & call', 'Turns', 'Relevance lab']) {
      await expectFullyShown(page, app.tab(name));
    }

    // The rounds grid of a catalog that runs out of bytes opens at the cut, beside its namespace.
    await page
      .getByRole('button', { name: 'Menu' })
      .or(page.getByText('Menu', { exact: true }))
      .first()
      .isVisible()
      .then(async (menu) => {
        if (menu) await page.getByText('Menu', { exact: true }).click();
      });
    await page.getByLabel('Preset').selectOption({ label: '300 tools with long names' });
    await expect(page.getByText('evaluated in')).toBeVisible({ timeout: 30_000 });
    await app.tab('Fair rounds').click();
    const cut = page.locator('td[data-cut="true"]');
    await expect(cut).toContainText('the budget stopped here');
    await expectFullyShown(page, cut);
    const namespace = cut.locator('xpath=../th');
    await expect(namespace).toBeInViewport();
    // The grid scrolls inside its pane; the page itself never scrolls sideways into blank space.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  });
}

test('at 390 px the Menu fits the window and closes once used; the import box keeps its height', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const app = new PlaygroundPage(page);
  await app.open();
  const menu = page.locator('header details');
  await page.getByText('Menu', { exact: true }).click();
  const panel = menu.locator('> div');
  await expectFullyShown(page, panel);
  await page.getByRole('button', { name: 'Import tools' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import tools' });
  await expect(dialog).toBeVisible();
  // The text box and the id field stack: the box keeps the height a catalog needs.
  const box = (await dialog.getByLabel('Tools JSON').boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(120);
  expect(box.width).toBeGreaterThan(250);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await menu.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
});

test('the phone layout stacks the panes in one column and the section links reach them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const app = new PlaygroundPage(page);
  await app.open();
  await expect(page.getByTestId('narrow-layout')).toBeVisible();
  for (const [link, region] of [
    ['Controls', page.getByRole('region', { name: 'Scenario controls' })],
    ['Details', page.getByRole('region', { name: 'Details' })],
    ['JSON', page.getByRole('region', { name: 'Scenario editor' })],
  ] as const) {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: link }).click();
    await expect(region).toBeInViewport();
  }
});
