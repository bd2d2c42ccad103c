import { expect, test } from '@playwright/test';
import { LARGE_DOCUMENT_CHARS } from '../app/editor/text-commit.ts';
import { PlaygroundPage } from './playground-page.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A catalog past the size where a paste gives the editor a new model instead of an edit. */
function largeCatalog(): { text: string; tools: number } {
  const definitions = [];
  for (let i = 0; JSON.stringify(definitions).length < LARGE_DOCUMENT_CHARS * 1.2; i++) {
    definitions.push({
      capability_id: `bulk.tool_${i}`,
      name: `bulk__tool_${i}`,
      description: `Tool number ${i} of a pasted catalog, long enough to fill the editor quickly.`,
      parameters: { type: 'object', properties: { query: { type: 'string' } } },
    });
  }
  const text = JSON.stringify({ name: 'large paste', mode: 'namespaces', definitions }, null, 2);
  return { text, tools: definitions.length };
}

test('a catalog pasted whole is evaluated, and undo and redo move between it and the text before', async ({
  page,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();
  const before = await app.indexDescription();
  // Bracket colours keep a tree of every bracket in the text (scenario-editor.tsx).
  const coloured = app.editor.locator('.view-line [class*="bracket-highlighting-"]');
  await expect(coloured.first()).toBeVisible();
  const { text, tools } = largeCatalog();
  expect(text.length).toBeGreaterThan(LARGE_DOCUMENT_CHARS);

  await app.pasteScenario(text);
  await expect.poll(() => app.indexDescription(), { timeout: 60_000 }).toContain(`bulk (${tools})`);
  // The caret ends after the pasted text, as with any paste: the last line is on screen.
  await expect(app.editor.locator('.view-line').last()).toHaveText('}');
  // A text this large has none.
  await expect(coloured).toHaveCount(0);

  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => app.indexDescription(), { timeout: 60_000 }).toBe(before);
  await expect(coloured.first()).toBeVisible();
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect.poll(() => app.indexDescription(), { timeout: 60_000 }).toContain(`bulk (${tools})`);

  // A control's edit reaches the large model too: typing afterwards keeps it.
  await app.mode('compact').click();
  await expect.poll(() => app.indexDescription(), { timeout: 60_000 }).not.toContain('bulk (');
  await app.editor.locator('.view-line').last().click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' ');
  // The keystroke's commit may be spaced (text-commit.ts); then its evaluation must finish.
  await page.waitForTimeout(1_500);
  await expect(page.getByText(/evaluated in/)).toBeVisible({ timeout: 60_000 });
  expect(await app.indexDescription()).not.toContain('bulk (');
  await expect(app.mode('compact')).toBeChecked();
});
