import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createDebouncedStorage } from './debounced-storage.ts';
import { createDiscoverySlice, type DiscoverySlice } from './discovery-slice.ts';
import { createHistorySlice, type HistorySlice } from './history-slice.ts';
import { createImportSlice, type ImportSlice } from './import-slice.ts';
import { createScenarioSlice, type ScenarioSlice } from './scenario-slice.ts';
import { createUiSlice, type UiSlice } from './ui-slice.ts';

/**
 * One store of slices holding inputs only: the scenario text and UI state. The
 * report is derived from the text (in a Worker) and never stored here.
 */
export type PlaygroundState = ScenarioSlice & HistorySlice & UiSlice & DiscoverySlice & ImportSlice;

export const STORAGE_KEY = 'ironclaw-disclosure-playground';

/** What is kept across reloads: the work and the theme, never derived data. */
type PersistedState = Pick<PlaygroundState, 'text' | 'baseline' | 'origin' | 'theme'>;

export const playgroundStorage = createDebouncedStorage<PersistedState>(
  typeof localStorage === 'undefined' ? undefined : localStorage,
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
    }),
    {
      name: STORAGE_KEY,
      version: 1,
      storage: playgroundStorage,
      partialize: (s): PersistedState => ({
        text: s.text,
        baseline: s.baseline,
        origin: s.origin,
        theme: s.theme,
      }),
    },
  ),
);
