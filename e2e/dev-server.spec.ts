import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { freePort } from '../test-support/free-port.ts';
import { PlaygroundPage } from './playground-page.ts';

/**
 * `npm start` on a fresh clone: the dev server has never optimised anything, and
 * the first visit must load once. A dependency found only when a lazy view opens
 * would make Vite re-optimise and reload the page, losing what was typed.
 */
// Not 5173: the suite must pass while `npm start` serves there.
const DEV_PORT = freePort();
let server: ViteDevServer;
let cacheDir: string;

test.beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), 'playground-vite-cache-'));
  server = await createServer({
    configFile: 'vite.config.ts',
    cacheDir,
    logLevel: 'silent',
    server: { port: DEV_PORT, strictPort: true, host: '127.0.0.1' },
  });
  await server.listen();
});

test.afterAll(async () => {
  await server?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

test('the first visit to a fresh dev server loads once, lazy views included', async ({ page }) => {
  test.setTimeout(180_000);
  let loads = 0;
  page.on('load', () => loads++);
  const app = new PlaygroundPage(page);
  await page.goto(`http://127.0.0.1:${DEV_PORT}/`);
  // A cold dev server optimises everything before the page is ready, slower still beside the other
  // specs on two cores: the wait is generous because a reload, not the wait, is what this test is about.
  await app.waitForReady(120_000);
  // Open every view whose code arrives on demand: the diff editor and the tokenizer.
  await app.tab('Compare').click();
  await page.getByRole('button', { name: 'Set as baseline' }).click();
  await app.choose(app.mode('compact'));
  await expect(page.getByRole('region', { name: 'Index diff' }).locator('.monaco-diff-editor')).toBeVisible({
    timeout: 60_000,
  });
  await app.tab('What the model sees').click();
  await expect(page.getByRole('region', { name: 'Real token counts' })).toBeVisible({ timeout: 60_000 });
  await page.waitForTimeout(1_000);
  expect(loads).toBe(1);
});
