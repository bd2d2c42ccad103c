import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PlaygroundPage } from './playground-page.ts';

/**
 * Regenerates docs/screenshots/*.png for the README. Skipped in ordinary runs:
 * `SCREENSHOTS=1 npx playwright test e2e/screenshots.spec.ts` after `vite build`.
 */
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to regenerate the README screenshots');
test.use({ viewport: { width: 1600, height: 1000 }, colorScheme: 'light' });

const DIR = 'docs/screenshots';

const VIEWS = [
  { file: 'index-light', preset: 'Small mixed catalog', tab: 'Fair rounds', dark: false },
  { file: 'rounds-dark', preset: '300 tools with long names', tab: 'Fair rounds', dark: true },
  { file: 'tools-light', preset: 'Wide catalog (91 tools)', tab: 'Tools', dark: false },
  { file: 'advertised-dark', preset: 'Wide catalog (91 tools)', tab: 'Advertised set', dark: true },
  {
    file: 'model-view-light',
    preset: 'Narrowed profile (allow_only)',
    tab: 'What the model sees',
    dark: false,
  },
  { file: 'namespaces-overflow-dark', preset: '150 namespaces', tab: 'Namespaces', dark: true },
];

for (const view of VIEWS) {
  test(`screenshot: ${view.file}`, async ({ page }) => {
    mkdirSync(DIR, { recursive: true });
    const app = new PlaygroundPage(page);
    await app.open();
    await page.getByLabel('Preset').selectOption({ label: view.preset });
    await expect(page.getByText(`preset: ${view.preset}`)).toBeVisible();
    if (view.dark) await page.getByRole('button', { name: 'Dark theme' }).click();
    await app.tab(view.tab).click();
    await expect(page.getByText('evaluated in')).toBeVisible();
    // Let Monaco settle its theme and the panels their layout before the picture.
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${DIR}/${view.file}.png` });
  });
}

test('screenshot: search-light', async ({ page }) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await page.getByLabel('Search query').fill('send email');
  await expect(page.getByTestId('search-result-name').first()).toHaveText('gmail__send_message');
  await page
    .getByText(/Score breakdown/)
    .first()
    .click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${DIR}/search-light.png` });
});

test('screenshot: relevance-dark', async ({ page }) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await page.getByRole('tab', { name: 'Relevance lab' }).click();
  await expect(page.getByText('Queries, worst first')).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${DIR}/relevance-dark.png` });
});

test('screenshot: phone-light', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const app = new PlaygroundPage(page);
  await app.open();
  await page.evaluate(() => document.querySelector('[data-testid="narrow-layout"]')?.scrollTo(0, 0));
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${DIR}/phone-light.png` });
});

test('screenshot: phone-rounds-dark', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const app = new PlaygroundPage(page);
  await app.open();
  await page.getByText('Menu', { exact: true }).click();
  await page.getByLabel('Preset').selectOption({ label: '300 tools with long names' });
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await page.getByText('Menu', { exact: true }).click();
  await expect(page.getByText('evaluated in')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Details' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${DIR}/phone-rounds-dark.png` });
});
