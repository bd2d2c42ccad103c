import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createDebouncedStorage } from './debounced-storage.ts';
import { createDiscoverySlice, type DiscoverySlice } from './discovery-slice.ts';
import { createScenarioSlice, type ScenarioSlice } from './scenario-slice.ts';
import { createUiSlice, type UiSlice } from './ui-slice.ts';

/**
 * One store of slices holding inputs only: the scenario text and UI state. The
 * report is derived from the text (in a Worker) and never stored here.
 */
export type PlaygroundState = ScenarioSlice & UiSlice & DiscoverySlice;

export const STORAGE_KEY = 'ironclaw-disclosure-playground';

export const playgroundStorage = createDebouncedStorage(
  typeof localStorage === 'undefined' ? undefined : localStorage,
  300,
  (reason) => usePlayground.getState().showNotice({ tone: 'error', text: reason }),
);

export const usePlayground = create<PlaygroundState>()(
  persist(
    (...a) => ({
      ...createScenarioSlice(...a),
      ...createUiSlice(...a),
      ...createDiscoverySlice(...a),
    }),
    {
      name: STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => playgroundStorage),
      partialize: (s) => ({ text: s.text, baseline: s.baseline, origin: s.origin, theme: s.theme }),
    },
  ),
);
