import { expect, test } from '@playwright/test';
import { PlaygroundPage } from './playground-page.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const SMALL_NAMES = [
  'github__create_issue',
  'github__list_issues',
  'gmail__search_messages',
  'gmail__send_message',
  'google-calendar__create_event',
  'google-calendar__list_events',
  'slack__post_message',
];

test('the default page shows the namespace index, its bytes and the advertised set', async ({ page }) => {
  const app = new PlaygroundPage(page);
  await app.open();

  const description = await app.indexDescription();
  expect(description).toMatch(/^These 7 tools are available on demand across 4 authorized namespaces\./);
  expect(description).toContain(
    '\n- github (2)\n- gmail (2)\n- google-calendar (2)\n- slack (1)\nRepresentative tools (fair namespace rounds):',
  );
  for (const name of SMALL_NAMES) expect(description).toContain(`\n- ${name}`);
  await expect(app.indexBytes).toHaveText(String(Buffer.byteLength(description, 'utf8')));
  await expect(app.advertisedTokens).toHaveText(/^\d+$/);
  await expect(app.summary('Deferred')).toHaveText('yes');
  await expect(page.getByText('model-safe: pass')).toBeVisible();

  // Each representative line says which fair round it came from and how many bytes precede its end.
  const firstRepresentative = app.indexText.locator('span', { hasText: 'github__create_issue' });
  await expect(firstRepresentative).toHaveAttribute(
    'title',
    /fair round 0\nbytes \d+–\d+ \(\+\d+\); \d+ bytes so far/,
  );
  await expect(page.getByRole('table').getByRole('rowheader', { name: 'slack' })).toBeVisible();
});

test('switching the mode to compact turns the index alphabetical', async ({ page }) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await app.choose(app.mode('compact'));

  const expected = [
    'Search 7 additional tools loaded on demand. Use tool_describe after tool_search before invoking a result. Available tools:',
    ...SMALL_NAMES.map((name) => `- ${name}`),
  ].join('\n');
  await app.expectIndex(expected);
  await expect(app.indexBytes).toHaveText(String(Buffer.byteLength(expected, 'utf8')));
  await expect(app.editor).toContainText('"mode": "compact"');

  await app.choose(app.mode('signatures'));
  await expect.poll(() => app.indexDescription()).toContain('Search results may include complete schemas');
  await app.tab('Fair rounds').click();
  await expect(page.getByText('The alphabetical index (signatures) has no fair rounds')).toBeVisible();
});

test('a raw REBORN_TOOL_DISCLOSURE value that is not a mode fails closed to off', async ({ page }) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await app.choose(app.mode('REBORN_TOOL_DISCLOSURE'));
  const raw = page.getByLabel('Raw value');
  await raw.fill('Compact');
  await expect(page.getByText('Parses to compact.')).toBeVisible();
  await raw.fill(' bridged');
  await expect(page.getByText('fails closed to off')).toBeVisible();
  await expect(page.getByText('not sent: mode off attaches no disclosure layer')).toBeVisible();
  await app.tab('What the model sees').click();
  await expect(page.getByText('Mode off: no disclosure layer')).toBeVisible();
});
