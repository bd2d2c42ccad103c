import { create, type StateCreator } from 'zustand';
import { persist } from 'zustand/middleware';
import { differs, diffOf, followEdit, type SavedDiff } from '../scenario-text/saved-diff.ts';
import { knownEditOf } from '../scenario-text/text-edits.ts';
import { createDebouncedStorage } from './debounced-storage.ts';
import { createDiscoverySlice, type DiscoverySlice } from './discovery-slice.ts';
import { createHistorySlice, type HistorySlice } from './history-slice.ts';
import { createImportSlice, type ImportSlice } from './import-slice.ts';
import { createReviewSlice, type ReviewSlice } from './review-slice.ts';
import { createScenarioSlice, type ScenarioSlice } from './scenario-slice.ts';
import { STORAGE_PREFIX, siteStorage } from './storage-names.ts';
import { createUiSlice, type UiSlice } from './ui-slice.ts';

/**
 * One store of slices holding inputs only: the scenario text and UI state. The
 * report is derived from the text (in a Worker) and never stored here.
 */
export type PlaygroundState = ScenarioSlice &
  HistorySlice &
  UiSlice &
  DiscoverySlice &
  ImportSlice &
  ReviewSlice;

/** The local storage record the store persists (the theme) under. */
export const STORAGE_KEY = STORAGE_PREFIX;

/**
 * What local storage keeps across reloads: the theme only. The work itself is
 * kept in IndexedDB (document/work-keeper.ts), which can hold any size.
 */
type PersistedState = Pick<PlaygroundState, 'theme'>;

export const playgroundStorage = createDebouncedStorage<PersistedState>(
  siteStorage('localStorage').storage,
  300,
  (reason) => usePlayground.getState().showNotice({ tone: 'error', text: reason }),
);

/**
 * Keeps `differsFromSaved` with every update that sets the text or the
 * saved text, through the slices' `set` and the store's `setState` alike, instead
 * of in selectors that run on every update of any state. A typed edit the editor
 * handed over with the text (`textEdit`) moves the window where the two texts may differ
 * (scenario-text/saved-diff.ts); any other update compares them afresh.
 */
function trackingSavedText(
  slices: StateCreator<PlaygroundState, [], []>,
): StateCreator<PlaygroundState, [], []> {
  return (set, get, api) => {
    // About the text and saved text the store holds; null where they differ in length and nothing more is known.
    let diff: SavedDiff | null = null;
    const tracked: typeof set = (partial, replace?: boolean) => {
      const last = get();
      const next = typeof partial === 'function' ? partial(last) : partial;
      if (!('text' in next) && !('savedText' in next)) return set(next, replace as false);
      const text = next.text ?? last.text;
      const savedText = next.savedText ?? last.savedText;
      const known = next.textEdit?.after === text ? next.textEdit : null;
      const edit =
        diff !== null && !('savedText' in next) ? knownEditOf(known, last.text, text.length) : null;
      diff = diff !== null && edit !== null ? followEdit(diff, savedText, edit) : diffOf(text, savedText);
      set({ ...next, differsFromSaved: diff === null || differs(diff, savedText) }, replace as false);
    };
    api.setState = tracked;
    return slices(tracked, get, api);
  };
}

export const usePlayground = create<PlaygroundState>()(
  persist(
    trackingSavedText((...a) => ({
      ...createScenarioSlice(...a),
      ...createHistorySlice(...a),
      ...createUiSlice(...a),
      ...createDiscoverySlice(...a),
      ...createImportSlice(...a),
      ...createReviewSlice(...a),
    })),
    {
      name: STORAGE_KEY,
      version: 1,
      storage: playgroundStorage,
      partialize: (s): PersistedState => ({ theme: s.theme }),
      // An earlier version kept the work here too; only the theme is taken, the work is moved by the keeper.
      merge: (persisted, current) => {
        const theme = (persisted as Partial<PersistedState> | undefined)?.theme;
        return theme === 'dark' || theme === 'light' ? { ...current, theme } : current;
      },
    },
  ),
);
