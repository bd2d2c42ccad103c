import { type ShortcutActions, shortcutFor } from '../state/shortcut-table.ts';

/**
 * Page-wide keyboard shortcuts. Ctrl/Cmd+S shares (the browser would otherwise
 * offer to save the page); Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z or Ctrl/Cmd+Y
 * redoes through the one scenario history. A text field keeps its own native
 * undo while it has focus, and the editor binds the same keys itself because
 * Monaco keeps keystrokes it handles. The chords are the table's (app/state/shortcut-table.ts).
 */

/** Inputs that hold no text of their own (a radio, a checkbox): Undo there is the scenario's. */
const TEXTLESS_INPUTS = new Set(['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'color', 'file']);

/** Where the browser's own Undo is what a person expects: a field that holds text, or the editor. */
function ownsUndo(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as Element;
  if (element.tagName === 'INPUT') return !TEXTLESS_INPUTS.has((element as HTMLInputElement).type);
  return element.closest('textarea, [contenteditable="true"], .monaco-editor') !== null;
}

export function startShortcuts(
  host: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  actions: ShortcutActions,
) {
  const onKey = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const action = shortcutFor(event.key.toLowerCase(), event.shiftKey);
    if (action === undefined) return;
    // Share is the page's everywhere; Undo and Redo leave a text field its own.
    if (action !== 'share' && ownsUndo(event.target)) return;
    event.preventDefault();
    actions[action]();
  };
  host.addEventListener('keydown', onKey);
  return { stop: () => host.removeEventListener('keydown', onKey) };
}
