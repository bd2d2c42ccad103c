import { expect, type Page, test } from '@playwright/test';
import { PLAIN_AREA_MAX_CHARS } from '../app/editor/plain-area-limit.ts';
import { encodeShareLink } from '../core/index.ts';
import { buildScenario } from '../scripts/bench-scenario.ts';
import { PlaygroundPage } from './playground-page.ts';

/** Holds Monaco's script back, as a slow network would, until the function it gives is called. */
async function holdMonacoScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/scenario-editor-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// The page must not wait for Monaco's script.
test('the scenario takes typing before Monaco arrives, and Monaco takes over the text and the caret', async ({
  page,
}) => {
  const release = await holdMonacoScript(page);
  const app = new PlaygroundPage(page);
  await page.goto('/');
  await expect(app.indexText).not.toBeEmpty();
  const plain = page.getByRole('textbox', { name: /plain text until the full editor loads/ });
  await expect(plain).toBeVisible();
  await expect(app.mode('namespaces')).toBeChecked();

  // Select the mode's value and type another one over it.
  const value = await plain.inputValue();
  const start = value.indexOf('"namespaces"') + 1;
  await plain.evaluate(
    (area: HTMLTextAreaElement, [from, to]) => {
      area.focus();
      area.setSelectionRange(from, to);
    },
    [start, start + 'namespaces'.length] as const,
  );
  await page.keyboard.type('bridged');
  await expect(app.mode('bridged')).toBeChecked();

  // Undo is the playground's one history, here as in Monaco.
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(app.mode('namespaces')).toBeChecked();
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect(app.mode('bridged')).toBeChecked();
  const caret = await plain.evaluate((area: HTMLTextAreaElement) => area.selectionStart);
  expect(caret).toBe(start + 'bridged'.length);

  release();
  await expect(app.editor).toBeVisible({ timeout: 30_000 });
  await expect(plain).toBeHidden();
  // The focus came along, at the same place: the next keystroke lands right after "bridged".
  await expect(app.editor).toHaveClass(/\bfocused\b/);
  await page.keyboard.press('Backspace');
  await page.keyboard.type('d');
  await expect(app.mode('bridged')).toBeChecked();
  await page.keyboard.press('Backspace');
  await expect(app.editor.locator('.view-lines')).toContainText('"bridge"');
});

test('a text too long for the plain area waits for Monaco instead, and the index does not wait for either', async ({
  page,
}) => {
  const release = await holdMonacoScript(page);
  const text = JSON.stringify(buildScenario(40), null, 2);
  expect(text.length).toBeGreaterThan(PLAIN_AREA_MAX_CHARS);
  const app = new PlaygroundPage(page);
  await page.goto(`/${encodeShareLink(text)}`);
  await expect(app.indexText).toContainText('These 32 tools');
  const pane = page.getByRole('region', { name: 'Scenario editor' });
  await expect(pane.getByText('Loading the editor…')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /plain text until the full editor loads/ })).toHaveCount(0);

  release();
  await expect(app.editor).toBeVisible({ timeout: 30_000 });
  await expect(app.editor.locator('.view-lines')).toContainText('"bench-40"');
});
