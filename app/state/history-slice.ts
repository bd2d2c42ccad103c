import type { StateCreator } from 'zustand';
import type { PlaygroundState } from './store.ts';

/**
 * One undo history for the scenario text, whoever changed it: typing in the
 * editor, a control, an open or a reset. The editor hands its Undo and Redo keys
 * to this history, so a control's edit and a keystroke undo in the order they
 * were made. Form fields keep their own native undo while they hold focus.
 * Undo and redo write the text through the one path every writer takes
 * (`replace`, scenario-slice.ts); `historyAfter` is how each write moves the history.
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

/**
 * Who wrote the text. Typing gathers bursts into one step; undo and redo walk the
 * history; every other writer (a control, an import, an open, a reset) is a step
 * of its own; a save marks the text as it is saved and changes nothing else.
 */
export type WriteSource = 'typing' | 'control' | 'import' | 'open' | 'reset' | 'undo' | 'redo' | 'save';

type History = Pick<HistorySlice, 'past' | 'future' | 'lastTypedAt'>;

/**
 * The history once `next` replaces `state.text` by `source`: undo moves the text
 * onto the redo stack, redo back; any other write puts the old text on the undo
 * stack (a burst of typing once) and drops the redo stack. The very first text is
 * not a step: there is nothing to go back to.
 */
export function historyAfter(
  state: History & { text: string },
  next: string,
  source: WriteSource,
  now: number,
): History {
  const { past, future, text } = state;
  if (source === 'undo' && past.at(-1) === next)
    return { past: past.slice(0, -1), future: [...future, text], lastTypedAt: 0 };
  if (source === 'redo' && future.at(-1) === next)
    return { past: [...past, text], future: future.slice(0, -1), lastTypedAt: 0 };
  const typing = source === 'typing';
  const lastTypedAt = typing ? now : 0;
  const coalesce = typing && now - state.lastTypedAt < TYPING_PAUSE_MS && past.length > 0;
  if (coalesce || text === '') return { past, future: [], lastTypedAt };
  return { past: [...past, text].slice(-HISTORY_LIMIT), future: [], lastTypedAt };
}

export const createHistorySlice: StateCreator<PlaygroundState, [], [], HistorySlice> = (_set, get) => ({
  past: [],
  future: [],
  lastTypedAt: 0,
  undo: () => {
    const previous = get().past.at(-1);
    if (previous !== undefined) get().replace(previous, { source: 'undo' });
  },
  redo: () => {
    const next = get().future.at(-1);
    if (next !== undefined) get().replace(next, { source: 'redo' });
  },
  resetScenario: () => {
    const { text, savedText, replace } = get();
    if (text !== savedText) replace(savedText, { source: 'reset' });
  },
});
