/**
 * The playground's keyboard shortcuts, in one table: the page's handler
 * (services/shortcuts.ts), the editor's Monaco bindings, the buttons'
 * aria-keyshortcuts and their tooltips all read it, so a chord is named once.
 */
export interface ShortcutActions {
  share: () => void;
  undo: () => void;
  redo: () => void;
}

export type ShortcutAction = keyof ShortcutActions;

/** A key pressed with Ctrl (Cmd on a Mac); `shift` undefined takes the key with or without Shift. */
interface Chord {
  key: 's' | 'y' | 'z';
  shift?: boolean;
}

export const SHORTCUTS: Record<ShortcutAction, readonly Chord[]> = {
  share: [{ key: 's' }],
  undo: [{ key: 'z', shift: false }],
  redo: [
    { key: 'z', shift: true },
    { key: 'y', shift: false },
  ],
};

/** The chords as a person reads them in a tooltip: "Ctrl+Shift+Z or Ctrl+Y". */
export function shortcutText(action: ShortcutAction): string {
  return SHORTCUTS[action].map((c) => `Ctrl+${c.shift ? 'Shift+' : ''}${c.key.toUpperCase()}`).join(' or ');
}

/** The chords as aria-keyshortcuts names them, Control and Meta both. */
export function ariaKeyShortcuts(action: ShortcutAction): string {
  return SHORTCUTS[action]
    .flatMap((c) =>
      ['Control', 'Meta'].map((mod) => `${mod}+${c.shift ? 'Shift+' : ''}${c.key.toUpperCase()}`),
    )
    .join(' ');
}

/** Which action a Ctrl/Cmd keystroke asks for, if any. */
export function shortcutFor(key: string, shift: boolean): ShortcutAction | undefined {
  const actions = Object.keys(SHORTCUTS) as ShortcutAction[];
  return actions.find((a) => SHORTCUTS[a].some((c) => c.key === key && (c.shift ?? shift) === shift));
}
