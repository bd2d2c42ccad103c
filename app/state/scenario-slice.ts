import type { StateCreator } from 'zustand';
import type { JsonObject, JsonValue, KnownEdit, TextEdit } from '../../core/index.ts';
import { type EditResult, editTopLevelValue, type KnownText } from '../scenario-text/scenario-text-edit.ts';
import { recordText } from './history-slice.ts';
import type { PlaygroundState } from './store.ts';

/**
 * The scenario text is the one input everything derives from. `savedText` is the
 * text as it was last opened, linked or downloaded: work differing from it is
 * unsaved, and nothing replaces unsaved work without asking.
 */
export interface ScenarioSlice {
  text: string;
  savedText: string;
  /**
   * Whether `text` differs from `savedText`, kept by the store whenever either is
   * set (store.ts): comparing two texts of megabytes in a selector would cost that
   * comparison on every change of any state.
   */
  differsFromSaved: boolean;
  /** Where the working scenario came from ("preset: …", "link", "file: …"), shown to people. */
  origin: string;
  /**
   * The last control edit as the one span it replaced in the text before it: the
   * editor applies it as it is instead of comparing two texts of megabytes.
   */
  lastEdit: { before: string; after: string; change: TextEdit } | null;
  /**
   * The last typed edit as the editor's change events gave it, with the text it
   * made: the store follows its saved text through it (store.ts) and the Worker's
   * channel sends it as it is (services/start-services.ts), neither comparing two
   * texts of megabytes. Only an edit of the very text it replaced is kept.
   */
  textEdit: (KnownEdit & { after: string }) | null;
  /**
   * The editor's text after typing: recorded in the shared history, a burst of
   * keystrokes as one step. `edit`: how it was made from the text held, when the
   * editor knows.
   */
  setText: (text: string, edit?: KnownEdit) => void;
  openScenario: (text: string, origin: string) => void;
  /** A whole-text change made for the person (a live re-import): one undo step of its own, never merged into typing. */
  replaceText: (text: string) => void;
  /** Callers commit input the editor still holds first (services: document actions); actions never reach the editor. */
  markSaved: () => void;
  /**
   * Rewrites one top-level key through the number-preserving reader and writer;
   * `known` is the Worker's reading of exactly the current text, when there is one
   * (editTopLevelValue).
   */
  editKey: (
    key: string,
    update: (current: JsonValue | undefined, scenario: JsonObject) => JsonValue | undefined,
    known?: KnownText,
  ) => EditResult;
}

export const createScenarioSlice: StateCreator<PlaygroundState, [], [], ScenarioSlice> = (set, get) => ({
  text: '',
  savedText: '',
  differsFromSaved: false,
  origin: '',
  lastEdit: null,
  textEdit: null,
  setText: (text, edit) => {
    const before = get().text;
    if (text === before) return;
    const textEdit = edit?.before === before ? { ...edit, after: text } : null;
    set({ ...recordText(get(), text, 'typing', Date.now()), textEdit });
  },
  // Opening is undoable too: a scenario replaced by mistake is one Undo away.
  openScenario: (text, origin) =>
    set({ ...recordText(get(), text, 'edit', Date.now()), savedText: text, origin }),
  replaceText: (text) => {
    if (text !== get().text) set({ ...recordText(get(), text, 'edit', Date.now()), textEdit: null });
  },
  markSaved: () => {
    set((s) => ({ savedText: s.text }));
  },
  editKey: (key, update, known) => {
    const before = get().text;
    const result = editTopLevelValue(before, key, update, known);
    if (result.ok && result.text !== before) {
      const lastEdit = result.change ? { before, after: result.text, change: result.change } : null;
      set({ ...recordText(get(), result.text, 'edit', Date.now()), lastEdit });
    }
    return result;
  },
});

export function hasUnsavedWork(s: Pick<ScenarioSlice, 'text' | 'differsFromSaved'>): boolean {
  return s.differsFromSaved && s.text.trim() !== '';
}
