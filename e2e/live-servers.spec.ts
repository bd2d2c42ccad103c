import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../test-support/free-port.ts';
import { referenceServer, TEST_SERVER } from '../test-support/mcp-servers.ts';
import { PlaygroundPage } from './playground-page.ts';

/**
 * `disclosure serve` with a config of two running servers: the project's test
 * server, whose tools are a file the spec rewrites, and the reference memory
 * server. Both are imported from the Import dialog; the test server's change
 * reaches the page without a reload and Compare shows it against the catalog
 * before. The static site says how to start serve instead.
 */
const work = mkdtempSync(join(tmpdir(), 'live-e2e-'));
const toolsFile = join(work, 'tools.json');
const tool = (name: string, description: string) => ({
  name,
  description,
  inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
});
let serve: ChildProcess | null = null;
let address = '';

test.beforeAll(async () => {
  writeFileSync(toolsFile, JSON.stringify([tool('lookup_order', 'Looks an order up by its number.')]));
  const config = join(work, 'mcp.json');
  writeFileSync(
    config,
    JSON.stringify({
      mcpServers: {
        shop: { command: process.execPath, args: [TEST_SERVER, '--tools', toolsFile] },
        memory: {
          command: process.execPath,
          args: [referenceServer('server-memory')],
          env: { MEMORY_FILE_PATH: join(work, 'memory.jsonl') },
        },
      },
    }),
  );
  const args = [
    'bin/disclosure.mjs',
    'serve',
    '--config',
    config,
    '--port',
    String(freePort()),
    '--timeout',
    '15',
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  serve = child;
  address = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /http:\/\/127\.0\.0\.1:\d+\/\?live=\S+/.exec(out);
      if (found) resolve(found[0]);
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
  });
});

test.afterAll(() => {
  serve?.kill('SIGINT');
  rmSync(work, { recursive: true, force: true });
});

test('two running servers are imported from the dialog, and a change of tools reaches the page and Compare', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const app = new PlaygroundPage(page);
  await app.open(address);
  // The token leaves the address bar at once, so a copied address or link never carries it.
  expect(page.url()).not.toContain('live=');
  await page.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });

  const dialog = await app.openImportDialog();
  const live = dialog.getByTestId('live-servers');
  const row = (id: string) => live.locator(`[data-server="${id}"]`);
  await expect(row('shop').getByTestId('live-server-state')).toHaveText(
    'disclosure-test-server 1.2.3 over stdio: 1 tool(s) listed',
    { timeout: 20_000 },
  );
  await expect(row('memory').getByTestId('live-server-state')).toContainText('memory-server');
  await row('shop').getByRole('button', { name: 'Import shop' }).click();
  await expect(row('shop').getByRole('button', { name: 'Re-import shop' })).toBeVisible();
  await row('memory').getByRole('button', { name: 'Import memory' }).click();
  await expect(row('memory').getByRole('button', { name: 'Re-import memory' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(app.indexText).toContainText('mcp-shop');
  await expect(app.indexText).toContainText('mcp-memory');

  // The server's tools change: it says so, and the page imports it again by itself.
  writeFileSync(
    toolsFile,
    JSON.stringify([
      tool('lookup_order', 'Looks an order up by its number.'),
      tool('refund_order', 'Refunds an order in full.'),
    ]),
  );
  await expect(
    page.getByRole('status').filter({ hasText: 'Re-imported shop, which changed its tools' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(app.indexText).toContainText('refund_order');
  expect(
    await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
  ).toBe(true);

  // Compare is set to the catalog just before the change.
  await app.tab('Compare').click();
  const compare = page.getByRole('tabpanel', { name: 'Compare' });
  await expect(compare).toContainText('before shop changed its tools');
  await expect(compare).toContainText('mcp-shop__refund_order');

  // One Undo takes the re-import back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(app.indexText).not.toContainText('refund_order');
});

test('the static site says in one line how to start serve', async ({ page }) => {
  const app = new PlaygroundPage(page);
  await app.open();
  const dialog = await app.openImportDialog();
  await expect(dialog.getByTestId('live-servers')).toContainText(
    'To import from running MCP servers, start the playground with “npx ironclaw-disclosure serve --config mcp.json” and open the address it prints.',
  );
});
