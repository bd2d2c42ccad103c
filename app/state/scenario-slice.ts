import type { StateCreator } from 'zustand';
import {
  applyEdit,
  diffTexts,
  type JsonObject,
  type JsonValue,
  type KnownEdit,
  knownEditOf,
  type TextEdit,
} from '../../core/index.ts';
import { differs, diffOf, followEdit, type SavedDiff } from '../scenario-text/saved-diff.ts';
import {
  type EditResult,
  editTopLevelValue,
  type KnownText,
  type ReadScenario,
} from '../scenario-text/scenario-text-edit.ts';
import { planStringAt } from '../scenario-text/value-at-edit.ts';
import { historyAfter, type WriteSource } from './history-slice.ts';
import type { PlaygroundState } from './store.ts';

/**
 * The scenario text is the one input everything derives from, and this slice its
 * one owner: the editor, the controls, opening, undo and another tab's work all
 * write it through `replace`, which moves the history, the saved text and the
 * edit with it in one update. `savedText` is the text as it was last opened,
 * linked or downloaded: work differing from it is unsaved, and nothing replaces
 * unsaved work without asking.
 */
export interface ScenarioSlice {
  text: string;
  savedText: string;
  /**
   * Whether `text` differs from `savedText`, kept by `replace`: comparing two
   * texts of megabytes in a selector would cost that comparison on every change
   * of any state.
   */
  differsFromSaved: boolean;
  /** Where `text` and `savedText` may differ (scenario-text/saved-diff.ts); null when only their lengths are known to. */
  savedWindow: SavedDiff | null;
  /** Where the working scenario came from ("preset: …", "link", "file: …"), shown to people. */
  origin: string;
  /**
   * How `text` was made from the text before it, and by whom: written with every
   * text, so it is always about this one. The editor applies it as it is, and the
   * Worker's channel sends it as it is, neither comparing two texts of megabytes;
   * each checks `before` is the text it holds. Null before the first text.
   */
  edit: ScenarioEdit | null;
  /** The one way to write the scenario (see `Replace`). */
  replace: (text: string, how: Replace) => void;
  /**
   * Rewrites one top-level key through the number-preserving reader and writer;
   * `known` is the Worker's reading of exactly the current text, when there is one,
   * else `read` reads it (editTopLevelValue).
   */
  editKey: (
    key: string,
    update: (current: JsonValue | undefined, scenario: JsonObject) => JsonValue | undefined,
    known?: KnownText,
    read?: ReadScenario,
  ) => EditResult;
  /** Rewrites one string deep in the text (planStringAt), as one step of the same history. */
  editStringAt: (
    path: readonly (string | number)[],
    expected: string,
    value: string,
    read: ReadScenario,
  ) => EditResult;
}

export type ScenarioEdit = TextEdit & { before: string; source: WriteSource };

interface Replace {
  source: WriteSource;
  /** How the text was made from the one held, when the writer knows; otherwise it is found by comparing. */
  edit?: KnownEdit;
  /** True: the text is now the saved one; false: it was never saved; left out: the saved text stays. */
  saved?: boolean;
  origin?: string;
}

export const createScenarioSlice: StateCreator<PlaygroundState, [], [], ScenarioSlice> = (set, get) => ({
  text: '',
  savedText: '',
  differsFromSaved: false,
  savedWindow: { head: 0, tail: 0, middle: '' },
  origin: '',
  edit: null,
  replace: (text, how) => {
    const state = get();
    const walks = how.source === 'undo' || how.source === 'redo';
    const changed = walks || text !== state.text;
    if (!changed && how.saved === undefined && (how.origin === undefined || how.origin === state.origin))
      return;
    const savedText = how.saved === undefined ? state.savedText : how.saved ? text : '';
    const change = changed ? editOf(state.text, text, how.edit) : null;
    const savedWindow = how.saved !== undefined ? diffOf(text, savedText) : windowAfter(state, text, change);
    set({
      text,
      savedText,
      savedWindow,
      differsFromSaved: savedWindow === null || differs(savedWindow, savedText),
      origin: how.origin ?? state.origin,
      ...(change && {
        edit: { ...change, before: state.text, source: how.source },
        ...historyAfter(state, text, how.source, Date.now()),
      }),
    });
  },
  editKey: (key, update, known, read) => {
    const before = get().text;
    const result = editTopLevelValue(before, key, update, known, read);
    if (result.ok && result.text !== before) {
      const edit = result.change && { before, ...result.change };
      get().replace(result.text, { source: 'control', ...(edit && { edit }) });
    }
    return result;
  },
  editStringAt: (path, expected, value, read) => {
    const before = get().text;
    const planned = planStringAt(before, path, expected, value, read);
    if (!planned.ok) return planned;
    const text = applyEdit(before, planned.change);
    if (text !== before) get().replace(text, { source: 'control', edit: { before, ...planned.change } });
    return { ok: true, text, change: planned.change };
  },
});

/** The window after `change` while the saved text stays: it follows the edit when it was known, else is found afresh. */
function windowAfter(
  state: Pick<ScenarioSlice, 'savedWindow' | 'savedText'>,
  text: string,
  change: TextEdit | null,
): SavedDiff | null {
  if (change === null) return state.savedWindow;
  if (state.savedWindow === null) return diffOf(text, state.savedText);
  return followEdit(state.savedWindow, state.savedText, change);
}

/** The edit from `before` to `after`: the writer's when it is one of exactly `before`, else found by comparing. */
function editOf(before: string, after: string, known: KnownEdit | undefined): TextEdit {
  return knownEditOf(known, before, after.length) ?? diffTexts(before, after);
}

export function hasUnsavedWork(s: Pick<ScenarioSlice, 'text' | 'differsFromSaved'>): boolean {
  return s.differsFromSaved && s.text.trim() !== '';
}
