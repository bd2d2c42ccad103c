import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createDebouncedStorage, type DebouncedStorage } from './debounced-storage.ts';
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

export const playgroundStorage: DebouncedStorage<PersistedState> = createDebouncedStorage<PersistedState>(
  siteStorage('localStorage').storage,
  300,
  (reason) => usePlayground.getState().showNotice({ tone: 'error', text: reason }),
);

export const usePlayground = create<PlaygroundState>()(
  persist(
    (...a) => ({
      ...createScenarioSlice(...a),
      ...createHistorySlice(...a),
      ...createUiSlice(...a),
      ...createDiscoverySlice(...a),
      ...createImportSlice(...a),
      ...createReviewSlice(...a),
    }),
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
