import type { StateCreator } from 'zustand';
import type { PlaygroundState } from './store.ts';

/**
 * One undo history for the scenario text, whoever changed it: typing in the
 * editor, a control, an open or a reset. The editor hands its Undo and Redo keys
 * to this history, so a control's edit and a keystroke undo in the order they
 * were made. Form fields keep their own native undo while they hold focus.
 */
export interface HistorySlice {
  past: string[];
  future: string[];
  /** When the editor last recorded a keystroke, so a burst of typing undoes as one step. */
  lastTypedAt: number;
  undo: () => void;
  redo: () => void;
  /** Back to the text as last opened (the preset, the link, the file); itself undoable. */
  resetScenario: () => void;
}

/** Enough to walk back a long session, few enough that big catalogs do not pile up in memory. */
const HISTORY_LIMIT = 100;
/** Keystrokes closer together than this are one step, as in most editors. */
const TYPING_PAUSE_MS = 800;

type EditSource = 'typing' | 'edit';

/** The state after `next` replaces the text: the old text goes on the undo stack, the redo stack is dropped. */
export function recordText(
  state: Pick<HistorySlice, 'past' | 'lastTypedAt'> & { text: string },
  next: string,
  source: EditSource,
  now: number,
): Partial<HistorySlice> & { text: string } {
  const coalesce = source === 'typing' && now - state.lastTypedAt < TYPING_PAUSE_MS && state.past.length > 0;
  const lastTypedAt = source === 'typing' ? now : 0;
  if (coalesce || state.text === '') return { text: next, future: [], lastTypedAt };
  return { text: next, past: [...state.past, state.text].slice(-HISTORY_LIMIT), future: [], lastTypedAt };
}

export const createHistorySlice: StateCreator<PlaygroundState, [], [], HistorySlice> = (set, get) => ({
  past: [],
  future: [],
  lastTypedAt: 0,
  undo: () => {
    const { past, future, text } = get();
    const previous = past.at(-1);
    if (previous === undefined) return;
    set({ text: previous, past: past.slice(0, -1), future: [...future, text], lastTypedAt: 0 });
  },
  redo: () => {
    const { past, future, text } = get();
    const next = future.at(-1);
    if (next === undefined) return;
    set({ text: next, past: [...past, text], future: future.slice(0, -1), lastTypedAt: 0 });
  },
  resetScenario: () => {
    const state = get();
    if (state.text === state.savedText) return;
    set(recordText(state, state.savedText, 'edit', Date.now()));
  },
});
