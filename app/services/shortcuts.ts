/**
 * Page-wide keyboard shortcuts. Ctrl/Cmd+S shares (the browser would otherwise
 * offer to save the page); Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z or Ctrl+Y
 * redoes through the one scenario history. A text field keeps its own native
 * undo while it has focus, and the editor binds the same keys itself because
 * Monaco keeps keystrokes it handles.
 */
export interface ShortcutActions {
  share: () => void;
  undo: () => void;
  redo: () => void;
}

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
    const key = event.key.toLowerCase();
    if (key === 's') {
      event.preventDefault();
      actions.share();
      return;
    }
    const undo = key === 'z' && !event.shiftKey;
    const redo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
    if ((!undo && !redo) || ownsUndo(event.target)) return;
    event.preventDefault();
    if (undo) actions.undo();
    else actions.redo();
  };
  host.addEventListener('keydown', onKey);
  return { stop: () => host.removeEventListener('keydown', onKey) };
}
