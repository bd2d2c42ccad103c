import { expect, test } from '@playwright/test';

test('the playground loads from this server alone', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  const failed: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url());
  });
  page.on('requestfailed', (request) => failed.push(`${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()} (HTTP ${response.status()})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  await expect(page).toHaveTitle('IronClaw disclosure playground');
  await page.waitForLoadState('networkidle');

  expect(foreign, 'requests to other hosts').toEqual([]);
  expect(failed, 'failed requests').toEqual([]);
  expect(errors, 'uncaught page errors').toEqual([]);
});
