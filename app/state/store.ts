import { create, type StoreApi } from 'zustand';
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

export const usePlayground = create<PlaygroundState>()((...a) => ({
  ...createScenarioSlice(...a),
  ...createHistorySlice(...a),
  ...createUiSlice(...a),
  ...createDiscoverySlice(...a),
  ...createImportSlice(...a),
  ...createReviewSlice(...a),
}));

/** The version of the record the theme is kept in; a record of another version is not read. */
const STORAGE_VERSION = 1;

/**
 * The theme is read back once, as the store starts, and written with every update after
 * (the storage writes only a record that changed). An earlier version kept the work here
 * too; only the theme is taken, the work is moved by the keeper.
 */
function keepTheme(store: StoreApi<PlaygroundState>, storage: DebouncedStorage<PersistedState>): void {
  const kept = storage.getItem(STORAGE_KEY);
  const readable = kept !== null && (typeof kept.version !== 'number' || kept.version === STORAGE_VERSION);
  const theme = readable ? (kept.state as Partial<PersistedState> | undefined)?.theme : undefined;
  if (theme === 'dark' || theme === 'light') store.setState({ theme });
  store.subscribe((state) =>
    storage.setItem(STORAGE_KEY, { state: { theme: state.theme }, version: STORAGE_VERSION }),
  );
}

keepTheme(usePlayground, playgroundStorage);
