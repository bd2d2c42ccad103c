import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../test-support/free-port.ts';
import { referenceServer, TEST_SERVER } from '../test-support/mcp-servers.ts';
import { runCliAsync } from '../test-support/run-cli.ts';
import { PlaygroundPage } from './playground-page.ts';

/**
 * `disclosure serve` with a config of three running servers: the project's test
 * server, whose tools are a file the spec rewrites, and the reference memory and
 * filesystem servers. The page opens on them, imported exactly as `disclosure
 * import --config` imports the same config; the test server's change reaches the
 * page without a reload, and Compare says what it changed. The static site says
 * how to start serve instead.
 */
const work = mkdtempSync(join(tmpdir(), 'live-e2e-'));
const toolsFile = join(work, 'tools.json');
const config = join(work, 'mcp.json');
/** A tool of the test server; listing `region` as required adds it as a parameter too. */
const tool = (name: string, description: string, required: string[] = []) => ({
  name,
  description,
  inputSchema: {
    type: 'object',
    properties: {
      q: { type: 'string' },
      page: { type: 'integer', minimum: 1 },
      ...(required.includes('region') ? { region: { type: 'string' } } : {}),
    },
    required,
  },
});
let serve: ChildProcess | null = null;
let address = '';

test.beforeAll(async () => {
  writeFileSync(
    toolsFile,
    JSON.stringify([
      tool('lookup_order', 'Looks an order up by its number.'),
      tool('list_orders', 'Lists the open orders.'),
      tool('ship_order', 'Ships an order.'),
    ]),
  );
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
        files: { command: process.execPath, args: [referenceServer('server-filesystem'), work] },
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
    '20',
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

const withoutReadAt = (text: string) => text.replace(/"read_at": "[^"]*"/g, '"read_at": ""');

test('the page opens on the configured servers as disclosure import writes them, and Compare says what a change of tools changed', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const app = new PlaygroundPage(page);
  await app.open(address);
  // The token leaves the address bar at once, so a copied address or link never carries it.
  expect(page.url()).not.toContain('live=');
  await page.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });

  // All three servers, and nothing of the example the page otherwise opens on.
  await expect(
    page.getByRole('status').filter({ hasText: 'Started on 3 server(s) of disclosure serve' }),
  ).toBeVisible({
    timeout: 40_000,
  });
  await expect(app.indexText).toContainText('mcp-shop');
  await expect(app.indexText).toContainText('mcp-memory');
  await expect(app.indexText).toContainText('mcp-files');
  await expect(app.indexText).not.toContainText('slack');

  // Download scenario gives what `disclosure import --config` prints for the same config.
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download scenario' }).click();
  const downloaded = readFileSync((await (await started).path())!, 'utf8');
  const cli = runCliAsync(['import', '--config', config, '--timeout', '20']);
  const printed = await cli;
  expect(printed.status).toBe(0);
  expect(withoutReadAt(downloaded)).toBe(withoutReadAt(printed.stdout));
  expect(downloaded).toContain('"minimum": 1');

  // The server's tools change: one added, one renamed, a description rewritten, a required parameter added.
  writeFileSync(
    toolsFile,
    JSON.stringify([
      tool('find_order', 'Looks an order up by its number.'),
      tool('list_orders', 'Lists every open order, newest first.'),
      tool('ship_order', 'Ships an order.', ['region']),
      tool('refund_order', 'Refunds an order in full.'),
    ]),
  );
  await expect(
    page.getByRole('status').filter({
      hasText:
        'Re-imported shop, which changed its tools: 1 added, 0 removed, 1 renamed, 2 changed, 2 breaking.',
    }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(app.indexText).toContainText('refund_order');
  expect(
    await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
  ).toBe(true);

  // Compare is set to the catalog just before the change, and lists exactly the four changes.
  await app.tab('Compare').click();
  const compare = page.getByRole('tabpanel', { name: 'Compare' });
  await expect(compare).toContainText('before shop changed its tools');
  const changes = compare.getByRole('region', { name: 'What the catalog changed' });
  await expect(changes).toContainText('1 added, 0 removed, 1 renamed, 2 changed', { timeout: 30_000 });
  const items = changes.getByTestId('catalog-change');
  await expect(items).toHaveCount(4);
  await expect(items.filter({ hasText: 'Added mcp-shop__refund_order' })).toHaveCount(1);
  await expect(
    items.filter({ hasText: 'Renamed mcp-shop__lookup_order → mcp-shop__find_order' }),
  ).toHaveAttribute('data-kind', 'renamed');
  await expect(items.filter({ hasText: 'Changed mcp-shop__list_orders' })).toContainText('every');
  await expect(items.filter({ hasText: 'Changed mcp-shop__ship_order' })).toContainText(
    'Parameter "region" added (required, string)',
  );
  const breaking = changes.getByRole('list', { name: 'Breaking changes' }).getByRole('listitem');
  await expect(breaking).toHaveCount(2);
  await expect(breaking.filter({ hasText: 'now requires "region"' })).toHaveAttribute(
    'data-kind',
    'required_parameter_added',
  );
  await expect(breaking.filter({ hasText: 'is now mcp-shop__find_order' })).toHaveAttribute(
    'data-kind',
    'tool_renamed',
  );

  // The old name says where it went, rather than a Why? that knows no such tool.
  await expect(compare.locator('[data-list="Representatives removed"]')).toContainText(
    'mcp-shop__lookup_order(renamed to mcp-shop__find_order in this change)',
  );

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
