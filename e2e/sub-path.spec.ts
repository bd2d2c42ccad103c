import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { hostFolder, type StaticHost } from '../test-support/static-host.ts';
import { REPO_ROOT } from '../test-support/vectors.ts';
import { PlaygroundPage } from './playground-page.ts';

/**
 * The built page hosted as a project page is: dist/ under a sub-path of a plain static host
 * (docs/hosting.md). Every asset, Worker, Monaco worker and lazily loaded preset must come
 * from under that path, and a link copied there must open there.
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PREFIX = '/x/y/';
let host: StaticHost;

test.beforeAll(async () => {
  host = await hostFolder(join(REPO_ROOT, 'dist'), PREFIX);
});
test.afterAll(() => host.close());

test('the page works under /x/y/ of a plain static host, and a link copied there opens there', async ({
  page,
  browser,
}) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  const app = new PlaygroundPage(page);
  await app.open(host.url);
  // A preset's catalog arrives as a chunk of its own, loaded when chosen.
  await page.getByLabel('Preset').selectOption({ label: '300 tools with long names' });
  await expect(page.getByText('preset: 300 tools with long names')).toBeVisible();
  await app.waitForReady();
  const description = await app.indexDescription();
  expect(description).not.toBe('');
  // An export is a download made in the page; Open file reads it back.
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download scenario' }).click();
  const exported = await started;
  expect(exported.suggestedFilename()).toBe('300-tools-with-long-names.json');
  await page.getByLabel('Preset').selectOption({ label: 'Small mixed catalog' });
  await app.waitForReady();
  await expect.poll(() => app.indexDescription()).not.toBe(description);
  await page.getByLabel('Open scenario file').setInputFiles(await exported.path());
  await app.expectIndex(description);

  const link = await app.copyLink();
  expect(link.startsWith(`${host.url}#v2/`)).toBe(true);

  const fresh = await browser.newContext();
  const other = new PlaygroundPage(await fresh.newPage());
  await other.open(link);
  await other.expectIndex(description);
  await fresh.close();

  expect(failed).toEqual([]);
  const outside = host.requested.filter((path) => !path.startsWith(PREFIX));
  expect(outside).toEqual([]);
  expect(host.requested.some((path) => /\/assets\/pipeline-worker-[\w-]+\.js$/.test(path))).toBe(true);
  expect(host.requested.some((path) => /\/assets\/(editor|json)\.worker-[\w-]+\.js$/.test(path))).toBe(true);
});
