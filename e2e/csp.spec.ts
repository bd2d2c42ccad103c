import { expect, type Page, test } from '@playwright/test';
import { PlaygroundPage } from './playground-page.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Every policy violation the page (or a frame of it) reports, recorded from before its first script runs. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test('the built page carries a strict policy and breaks none of it across load, edit, search, import and export', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  const response = await page.goto('/');
  const header = response?.headers()['content-security-policy'] ?? '';
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  for (const policy of [header, meta ?? '']) {
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/https?:/);
  }
  const app = new PlaygroundPage(page);
  await app.waitForReady();

  // Edit: typing and pasting in Monaco (its own styles and workers), then every output tab.
  await app.typeAfter('"mode"', ' ');
  await app.pasteScenario(
    JSON.stringify({
      definitions: [{ capability_id: 'a.b', name: 'a_b', description: 'x', parameters: {} }],
    }),
  );
  await expect(page.getByText('evaluated in')).toBeVisible();
  for (const name of [
    'Namespaces',
    'Tools',
    'Advertised set',
    'What the model sees',
    'Problems',
    'Fair rounds',
  ]) {
    await app.tab(name).click();
  }

  // Search through the discovery panel.
  await page.getByLabel('Search query').fill('a b');
  await expect(page.getByTestId('search-result-name').first()).toBeVisible();

  // Import: the dialog with a pasted catalog.
  await page.getByRole('button', { name: 'Import tools' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import tools' });
  await dialog.getByLabel('Tools JSON').fill(JSON.stringify({ tools: [{ name: 'probe', inputSchema: {} }] }));
  await dialog.getByLabel('Server id').fill('probe');
  await expect(dialog.getByTestId('admission-outcome')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Export: the file download and the copied link.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download scenario' }).click();
  await download;
  await app.copyLink();

  expect(await violations()).toEqual([]);
});
