import { expect, test } from '@playwright/test';
import { DETAIL_TABS, PlaygroundPage } from './playground-page.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/**
 * Nothing the playground does reaches past its own server: the editor, its
 * workers and fonts, the evaluation Worker, every panel, presets, theme and share
 * links are all bundled. Any other request is recorded and refused.
 */
test('no request leaves the page through a whole session', async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === origin || url.protocol === 'blob:' || url.protocol === 'data:')
      return route.continue();
    foreign.push(url.href);
    return route.abort();
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  const app = new PlaygroundPage(page);
  await app.open();
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  for (const tab of DETAIL_TABS) {
    await app.tab(tab).click();
    await expect(app.tab(tab)).toHaveAttribute('aria-selected', 'true');
  }
  await page.getByLabel('Preset').selectOption({ label: '300 tools with long names' });
  await expect
    .poll(() => app.indexDescription())
    .toMatch(/\n…and \d+ more — use tool_search\(query="<service or action>"\)\.$/);
  await app.tab('Tools').click();
  await page.getByLabel('Filter tools').fill('fleet-maintenance');
  await expect(page.getByText('30 of 308')).toBeVisible();
  await app.editor.locator('.view-line').first().click();
  await page.keyboard.press('ControlOrMeta+End');
  await app.copyLink();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download scenario' }).click();
  expect((await download).suggestedFilename()).toBe('300-tools-with-long-names.json');

  expect(foreign, 'requests to other hosts').toEqual([]);
  expect(errors, 'uncaught page errors').toEqual([]);
});
