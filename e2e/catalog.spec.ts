import { expect, test } from '@playwright/test';
import { PlaygroundPage } from './playground-page.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const tool = (id: string) => ({
  capability_id: id,
  name: id.replaceAll('.', '__'),
  description: `Does ${id}.`,
  parameters: { type: 'object', properties: { q: { type: 'string' } } },
});

/** A catalog pasted whole: two namespaces with two tools each, one core tool, and a definition the core rejects. */
const PASTED = JSON.stringify(
  {
    name: 'pasted',
    mode: 'namespaces',
    caps: { max_tools: 2 },
    definitions: [
      tool('builtin.shell'),
      tool('alpha.first'),
      tool('alpha.second'),
      tool('beta.only'),
      tool('beta.other'),
      { capability_id: 'Bad.Id', name: 'bad', description: '', parameters: {} },
    ],
  },
  null,
  2,
);

test('pasting a catalog updates the namespaces and representatives, and marks a bad definition', async ({
  page,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await app.pasteScenario(PASTED);

  await expect
    .poll(() => app.indexDescription())
    .toMatch(/^These 4 tools are available on demand across 2 authorized namespaces/);
  const description = await app.indexDescription();
  expect(description).toContain('\n- alpha (2)\n- beta (2)\n');
  expect(description).toContain('\n- alpha__first\n- beta__only\n- alpha__second\n- beta__other');

  await app.tab('Namespaces').click();
  const namespaces = page.getByRole('table', { name: 'Namespaces' });
  await expect(namespaces.getByRole('row')).toHaveCount(3);
  await expect(namespaces.getByRole('row', { name: /beta/ })).toContainText('beta__only, beta__other');

  await app.tab('Problems').click();
  await expect(
    page.getByText(
      "definitions[5].capability_id: invalid capability id 'Bad': must start with lowercase ASCII letter or digit",
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: /^line \d+$/ }).click();
  await expect(app.editor.locator('.squiggly-error').first()).toBeAttached();
});

test('narrowing the policy removes a name from the index', async ({ page }) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await expect.poll(() => app.indexDescription()).toContain('\n- slack__post_message');

  // Ticking Deny in the tools table turns allow_all into all_except [that id].
  await app.tab('Tools').click();
  await app.choose(page.getByRole('checkbox', { name: 'Deny slack__post_message' }));
  await expect.poll(() => app.indexDescription()).not.toContain('slack');
  await expect(app.policy('all_except')).toBeChecked();
  await expect(page.getByLabel('Denied capability ids')).toHaveValue('slack.post_message');

  // Typing a second id into the policy list narrows further.
  await page.getByLabel('Denied capability ids').fill('slack.post_message\ngmail.send_message');
  await expect.poll(() => app.indexDescription()).not.toContain('gmail__send_message');
  expect(await app.indexDescription()).toContain('gmail__search_messages');
  await expect(page.getByRole('row', { name: /gmail__send_message/ })).toContainText('not on surface');

  // The unfiltered inner surface keeps the denied tool in the catalog, still out of the index.
  await app.choose(page.getByLabel('Unfiltered inner surface'));
  await expect(page.getByRole('row', { name: /gmail__send_message/ })).toContainText('denied');
  expect(await app.indexDescription()).not.toContain('gmail__send_message');
});

test('caps flip the advertised set between deferred and not', async ({ page }) => {
  const app = new PlaygroundPage(page);
  await app.open();
  await expect(app.summary('Deferred')).toHaveText('yes');
  const deferredTokens = Number(await app.advertisedTokens.textContent());

  await app.cap('max_tools').fill('32');
  await expect(app.summary('Deferred')).toHaveText('no');
  const allTokens = Number(await app.advertisedTokens.textContent());
  expect(allTokens).toBeGreaterThan(deferredTokens);
  await expect(page.getByText('not sent this turn: nothing is deferred')).toBeVisible();

  // ctx_limit 2000 brings the threshold to 200 tokens, below what the catalog weighs.
  await app.cap('ctx_limit').fill('2000');
  // The figure itself: the term beside it carries its tooltip's text for assistive technology.
  await expect(page.locator('p', { hasText: 'Defer threshold' }).locator('strong')).toHaveText('200');
  await expect(app.summary('Deferred')).toHaveText('yes');

  await app.tab('Advertised set').click();
  await expect(
    page.getByText(/^Deferred: [\d,]+ effective tokens > threshold 200; 13 permitted tools ≤ max_tools 32\./),
  ).toBeVisible();
  await expect(
    page.getByText(/gmail__send_message \(\d+ tokens\): stopped here: its tokens would pass the threshold/),
  ).toBeVisible();

  await app.cap('ctx_limit').fill('');
  await expect(app.summary('Deferred')).toHaveText('no');
  await expect(app.advertisedTokens).toHaveText(String(allTokens));
});
