import { expect, type Page, test } from '@playwright/test';
import axe from 'axe-core';
import { DETAIL_TABS, PlaygroundPage } from './playground-page.ts';

/**
 * Every view passes axe-core's rules, in both themes: each details tab and each
 * discovery tab is opened in turn and the whole page is checked with it open,
 * then Compare against a pinned baseline, the Why? panel and the Import dialog,
 * then the one-column layout of a phone.
 */
// Compare is checked below, against a pinned baseline.
const DETAILS = DETAIL_TABS.filter((tab) => tab !== 'Compare');
const DISCOVERY = ['Search', 'Describe & call', 'Turns', 'Relevance lab'];

/** The two tab sets: switching tabs changes nothing outside them. */
const TAB_SETS = ['section[aria-label="Details"]', 'section[aria-label="Discovery chain"]'];

/**
 * Checks the whole page, or only `within` (selectors) when the rest of the page is as it was
 * at a whole check already made in this theme: on two shared cores a whole check takes seconds.
 */
async function expectNoViolations(page: Page, view: string, within: readonly string[] = []): Promise<void> {
  // A tab's view is a script of its own: checked while still "Loading…", the view would go unchecked.
  await expect(page.getByRole('tabpanel').filter({ hasText: 'Loading…' })).toHaveCount(0);
  // Lists draw their rows a frame after they know their height.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // axe-core is put in the page once and run there directly: @axe-core/playwright sends its
  // half-megabyte source into the page twice per check, most of a scoped check's time. The page
  // has no frames, so the one copy in it sees all of it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (include: string[]) => {
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      // Only violations are read: axe then skips gathering the nodes that passed.
      const context = include.length > 0 ? { include: include.map((selector) => [selector]) } : document;
      return inPage.run(context, { resultTypes: ['violations'] });
    },
    [...within],
  );
  const found = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect.soft(found, `axe violations with ${view}`).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test(`every view passes axe in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(180_000);
    const app = new PlaygroundPage(page);
    await app.open();
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Dark theme' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
    }
    // The first view is checked whole in each theme; the next ones where they differ from it.
    for (const [i, [details, discovery]] of DETAILS.map(
      (d, i) => [d, DISCOVERY[i % DISCOVERY.length]!] as const,
    ).entries()) {
      await app.tab(details).click();
      await app.tab(discovery).click();
      await expect(app.tab(details)).toHaveAttribute('aria-selected', 'true');
      await expectNoViolations(page, `${details} and ${discovery}`, i === 0 ? [] : TAB_SETS);
    }
    // The tool picker with its list of matches open.
    await app.tab('Search').click();
    await page.getByLabel('Search query').fill('issue');
    await page.getByRole('combobox', { name: 'Why not this tool?' }).focus();
    await expect(page.getByRole('listbox', { name: 'Matching tools' })).toBeVisible();
    await expectNoViolations(page, 'the tool picker, open', TAB_SETS);
    await page.keyboard.press('Escape');
    // The review's views: Compare with a pinned baseline and a narrower policy (the diff), and Why?.
    await app.tab('Compare').click();
    await page.getByRole('button', { name: 'Set as baseline' }).click();
    await app.tab('Tools').click();
    await app.choose(page.getByRole('checkbox', { name: 'Deny slack__post_message' }));
    await expect.poll(() => app.indexDescription()).not.toContain('slack');
    await app.tab('Compare').click();
    await expect(page.getByRole('region', { name: 'Index diff' }).locator('.monaco-diff-editor')).toBeVisible(
      {
        timeout: 30_000,
      },
    );
    // Monaco names each side's input a moment after the diff first shows.
    await expect(page.locator('.modified-in-monaco-diff-editor .native-edit-context')).toHaveAttribute(
      'aria-label',
      /Index text B/,
    );
    await expectNoViolations(page, 'Compare with a baseline', TAB_SETS);
    await app.tab('Tools').click();
    await page
      .getByRole('button', { name: /^Why\? / })
      .first()
      .click();
    const why = page.getByRole('dialog', { name: /^Why\? / });
    await expect(why).toBeVisible();
    await expectNoViolations(page, 'the Why? panel');
    await why.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Import tools' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, 'the Import tools dialog');
  });
}

test('the one-column phone layout passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const app = new PlaygroundPage(page);
  await app.open();
  await expectNoViolations(page, 'the phone layout');
  await page.getByText('Menu', { exact: true }).click();
  await expectNoViolations(page, 'the phone layout with its menu open');
});
