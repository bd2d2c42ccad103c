import { expect, test } from '@playwright/test';
import { PlaygroundPage } from './playground-page.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const DEPTH = 2000;
/** A 4 KB scenario whose only tool's `parameters` holds 2,000 nested arrays. */
const deeplyNested = JSON.stringify({
  definitions: [{ capability_id: 'deep.tool', name: 'deep_tool', description: 'Deep', parameters: [] }],
}).replace('"parameters":[]', `"parameters":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`);

const small = JSON.stringify(
  {
    mode: 'compact',
    definitions: [
      { capability_id: 'mail.send', name: 'mail_send', description: 'Send mail', parameters: {} },
      { capability_id: 'mail.read', name: 'mail_read', description: 'Read mail', parameters: {} },
    ],
  },
  null,
  2,
);

test('a scenario nested 2,000 deep is answered, and later edits and a reload still evaluate', async ({
  page,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  const before = await app.indexDescription();

  await app.pasteScenario(deeplyNested);
  // Either the core copes or the failure is said where the person looks; never "evaluating…" for good.
  await expect(page.getByText(/evaluated in|Not evaluated:|^invalid JSON at line/)).toBeVisible({
    timeout: 30_000,
  });
  if (await page.getByText('Not evaluated:').isVisible()) {
    // The last good report stays on screen, marked stale.
    await expect(page.getByText('stale').first()).toBeVisible();
    expect(await app.indexDescription()).toBe(before);
  }

  // The work was kept: a reload opens it again without locking the page.
  await page.reload();
  await expect(app.editor).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/evaluated in|Not evaluated:|^invalid JSON at line/)).toBeVisible({
    timeout: 30_000,
  });

  await app.pasteScenario(small);
  await expect(page.getByText('evaluated in')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => app.indexDescription()).toMatch(/^Search 2 additional tools loaded on demand\./);
});

test('a page whose script does not arrive says so instead of staying blank', async ({ page }) => {
  await page.route(/\/assets\/start-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('The playground could not start');
  await expect(page.getByRole('alert')).toContainText('Reload the page');
});
