import { expect, type Locator, type Page } from '@playwright/test';

/** The detail tabs, as the page labels them, in their order (app/components/output-tabs.tsx). */
export const DETAIL_TABS = [
  'Fair rounds',
  'Namespaces',
  'Tools',
  'Advertised set',
  'What the model sees',
  'Problems',
  'Compare',
  'Runtimes',
  'Findability',
  'Plan',
] as const;

/**
 * The playground as the specs drive it: role and label locators first, the three
 * test ids the held-back check reads, and Monaco handled the way it must be
 * (waited for explicitly; multi-line text pasted, never typed).
 */
export class PlaygroundPage {
  readonly indexText: Locator;
  readonly indexBytes: Locator;
  readonly advertisedTokens: Locator;
  readonly editor: Locator;

  constructor(readonly page: Page) {
    this.indexText = page.getByTestId('index-text');
    this.indexBytes = page.getByTestId('index-bytes');
    this.advertisedTokens = page.getByTestId('advertised-tokens');
    this.editor = page.locator('.monaco-editor').first();
  }

  async open(path = '/'): Promise<void> {
    await this.page.goto(path);
    await this.waitForReady();
  }

  /**
   * Monaco arrives a couple of seconds after the first paint in a production build;
   * a dev server that has never optimised anything takes far longer (`timeout`).
   */
  async waitForReady(timeout = 30_000): Promise<void> {
    await expect(this.editor).toBeVisible({ timeout });
    // A 2,000-tool scenario takes seconds to evaluate on a shared two-core machine.
    await expect(this.page.getByText('evaluated in')).toBeVisible({ timeout: 30_000 });
  }

  /** The description exactly: toHaveText would normalise the whitespace that matters here. */
  async indexDescription(): Promise<string> {
    return (await this.indexText.textContent()) ?? '';
  }

  async expectIndex(expected: string): Promise<void> {
    await expect.poll(() => this.indexDescription()).toBe(expected);
  }

  /** Replaces the whole scenario through the clipboard, as a person pasting a catalog would. */
  async pasteScenario(text: string): Promise<void> {
    await this.page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await this.focusLine(this.editor.locator('.view-line').first());
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.press('ControlOrMeta+V');
    await expect(this.editor.locator('.view-lines')).not.toBeEmpty();
  }

  /** Types one line at the cursor position after `anchor` (single lines only: Monaco auto-closes brackets). */
  async typeAfter(anchor: string, line: string): Promise<void> {
    await this.focusLine(this.editor.locator('.view-line', { hasText: anchor }).first());
    await this.page.keyboard.press('End');
    await this.page.keyboard.type(line);
  }

  /**
   * Puts the cursor on a line by clicking its start inside the editor's visible
   * text area. A line can be wider than the pane: its centre may lie under
   * another panel, where a click would take the focus away from the editor.
   */
  private async focusLine(line: Locator): Promise<void> {
    // Monaco may redraw its lines between finding one and measuring it: measure and click again until focused.
    await expect(async () => {
      await expect(line).toBeVisible({ timeout: 1_000 });
      const area = await this.editor.locator('.editor-scrollable').boundingBox();
      const box = await line.boundingBox();
      if (!area || !box) throw new Error('the editor line is not on screen');
      const x = Math.min(Math.max(box.x, area.x) + 4, area.x + area.width - 4);
      const y = Math.min(Math.max(box.y + box.height / 2, area.y + 2), area.y + area.height - 2);
      await this.page.mouse.click(x, y);
      await expect(this.editor).toHaveClass(/\bfocused\b/, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }

  mode(name: string): Locator {
    return this.page.getByRole('radiogroup', { name: 'Mode' }).getByRole('radio', { name, exact: true });
  }

  /**
   * Picks a control that shows the scenario's state: its checked state follows
   * the evaluated text a moment after the click, so the state is awaited rather
   * than required at once (which `check()` does).
   */
  async choose(control: Locator): Promise<void> {
    await control.click();
    await expect(control).toBeChecked();
  }

  policy(kind: 'allow_all' | 'allow_only' | 'all_except'): Locator {
    return this.page
      .getByRole('radiogroup', { name: 'Policy' })
      .getByRole('radio', { name: kind, exact: true });
  }

  cap(name: 'max_tokens' | 'max_tools' | 'ctx_limit'): Locator {
    return this.page.getByLabel(name === 'ctx_limit' ? 'Context window (tokens)' : name, { exact: true });
  }

  summary(term: string): Locator {
    // Exactly the term: a term's tooltip text, kept in the page for assistive technology, may mention another.
    return this.page
      .locator('dt')
      .filter({ has: this.page.getByText(term, { exact: true }) })
      .locator('xpath=following-sibling::dd[1]');
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name });
  }

  /** Opens the import dialog and returns it. */
  async openImportDialog(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Import tools' }).click();
    return this.page.getByRole('dialog', { name: 'Import tools' });
  }

  async copyLink(): Promise<string> {
    await this.page.getByRole('button', { name: 'Copy link' }).click();
    await expect(this.page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    return this.page.evaluate(() => navigator.clipboard.readText());
  }
}
