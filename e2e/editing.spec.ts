import { expect, test } from '@playwright/test';
import { PlaygroundPage } from './playground-page.ts';

const MODES = ['off', 'compact', 'signatures', 'namespaces', 'bridged'];

test('controls and the editor share one history: Undo, Redo, Reset and their shortcuts', async ({ page }) => {
  const app = new PlaygroundPage(page);
  await app.open();
  const opened = await app.indexDescription();
  const modes = page.getByRole('radiogroup', { name: 'Mode' });
  const start = (await modes.getByRole('radio', { checked: true }).getAttribute('value')) ?? '';
  const [first, second] = MODES.filter((m) => m !== start && m !== 'off');

  await app.choose(app.mode(first!));
  await expect.poll(() => app.indexDescription()).not.toBe(opened);
  const afterFirst = await app.indexDescription();
  await app.choose(app.mode(second!));
  await app.typeAfter('"mode"', ' ');

  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  const redo = page.getByRole('button', { name: 'Redo', exact: true });
  await undo.click(); // the space typed in the editor
  await undo.click(); // the second mode
  await expect(app.mode(first!)).toBeChecked();
  await expect.poll(() => app.indexDescription()).toBe(afterFirst);
  await redo.click();
  await expect(app.mode(second!)).toBeChecked();

  // The shortcut works with the focus on a radio, which has no Undo of its own.
  await app.mode(second!).focus();
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(app.mode(first!)).toBeChecked();
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect(app.mode(second!)).toBeChecked();

  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(app.mode(start)).toBeChecked();
  await expect.poll(() => app.indexDescription()).toBe(opened);
  // Reset is itself a step that Undo takes back.
  await undo.click();
  await expect(app.mode(second!)).toBeChecked();
});
