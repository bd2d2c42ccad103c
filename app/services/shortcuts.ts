/**
 * Page-wide keyboard shortcuts. Ctrl/Cmd+S shares (the browser would otherwise
 * offer to save the page); the editor binds the same key itself because Monaco
 * keeps keystrokes it handles.
 */
export interface ShortcutActions {
  share: () => void;
}

export function startShortcuts(
  host: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  actions: ShortcutActions,
) {
  const onKey = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
      event.preventDefault();
      actions.share();
    }
  };
  host.addEventListener('keydown', onKey);
  return { stop: () => host.removeEventListener('keydown', onKey) };
}
