import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test-support/chromium.ts';
import { freePort } from './test-support/free-port.ts';

/**
 * End-to-end specs run in Debian's Chromium (Playwright's own browser download is
 * not used), against the production build served by `vite preview`. The build is
 * made just before, by `npm run test:e2e`, so a failed build cannot leave a stale
 * dist/ under test.
 */
// A free port unless E2E_PORT names one, so the suite passes while `npm start` or `npm run preview` runs.
// Written back to the environment: Playwright's workers load this file again and must see the same port.
process.env.E2E_PORT ??= String(freePort());
const PORT = Number(process.env.E2E_PORT);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  // Two browsers at once: most of a spec's time is the page waiting on its Worker, so two
  // overlap well even on two cores; E2E_WORKERS=1 runs them in a row.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry in CI only, where two cores are shared with the preview server; a
  // retried test still shows as flaky in the report, so it is seen, not hidden.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    // Recording a trace snapshots the page at every action, and a 2,000-tool page is big: recorded for
    // every test it took a quarter of the suite's time. A test that fails in CI is run again, traced
    // (locally: `npx playwright test --trace on`).
    trace: 'on-first-retry',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
