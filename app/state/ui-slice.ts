import type { StateCreator } from 'zustand';
import { hasUnsavedWork } from './scenario-slice.ts';
import type { PlaygroundState } from './store.ts';

type Theme = 'light' | 'dark';
export const OUTPUT_TABS = [
  'rounds',
  'namespaces',
  'tools',
  'advertised',
  'model',
  'problems',
  'compare',
  'runtimes',
  'findability',
  'plan',
] as const;
export type OutputTab = (typeof OUTPUT_TABS)[number];
export type SortState = { key: string; descending: boolean };

interface Notice {
  tone: 'info' | 'error';
  text: string;
  /** A link that could not be opened, shown whole in a copyable field so it is not lost with the address bar. */
  link?: string;
}

/** A scenario waiting for the person to decide whether it may replace their unsaved work. */
interface PendingOpen {
  text: string;
  origin: string;
  /** What a link restores besides the scenario; applied only when the scenario is opened. */
  view?: OpenedView;
}

/** The view state a link carries, and its baseline (null: none pinned; undefined: left as it is). */
export interface OpenedView {
  state: Partial<PlaygroundState>;
  baseline: string | null | undefined;
}

/** Work another tab saved that differs from this tab's, waiting for "keep mine / load theirs". */
interface OtherTabWork {
  text: string;
  origin: string;
  saved: boolean;
}

export interface UiSlice {
  theme: Theme;
  outputTab: OutputTab;
  toolFilter: string;
  toolSort: SortState;
  namespaceFilter: string;
  namespaceSort: SortState;
  notice: Notice | null;
  pendingOpen: PendingOpen | null;
  /** The tool a person picked (a name in the index): the details follow it. */
  selectedTool: string | null;
  selectTool: (name: string | null) => void;
  otherTabWork: OtherTabWork | null;
  setTheme: (theme: Theme) => void;
  setOutputTab: (tab: OutputTab) => void;
  setToolFilter: (filter: string) => void;
  setToolSort: (sort: SortState) => void;
  setNamespaceFilter: (filter: string) => void;
  setNamespaceSort: (sort: SortState) => void;
  showNotice: (notice: Notice | null) => void;
  /** Opens a scenario, or parks it for confirmation when it would replace unsaved work. */
  requestOpen: (text: string, origin: string, view?: OpenedView) => void;
  resolvePending: (accept: boolean) => void;
  /** Restores a link's view and baseline (what a v3 link holds besides the scenario). */
  applyView: (view: OpenedView) => void;
  offerOtherTabWork: (work: OtherTabWork | null) => void;
  /** Loads the other tab's work in place of this tab's, or keeps this tab's. */
  resolveOtherTabWork: (loadTheirs: boolean) => void;
}

export const createUiSlice: StateCreator<PlaygroundState, [], [], UiSlice> = (set, get) => {
  const applyView = (view: OpenedView) => {
    set(view.state);
    if (view.baseline !== undefined)
      get().setCompareBaseline(view.baseline, view.baseline === null ? '' : 'link');
  };
  // Opening is undoable too: a scenario replaced by mistake is one Undo away.
  const open = (text: string, origin: string) => get().replace(text, { source: 'open', origin, saved: true });
  return {
    applyView,
    theme: 'light',
    outputTab: 'rounds',
    toolFilter: '',
    toolSort: { key: 'name', descending: false },
    namespaceFilter: '',
    namespaceSort: { key: 'namespace', descending: false },
    notice: null,
    pendingOpen: null,
    selectedTool: null,
    selectTool: (selectedTool) => set({ selectedTool }),
    otherTabWork: null,
    setTheme: (theme) => set({ theme }),
    setOutputTab: (outputTab) => set({ outputTab }),
    setToolFilter: (toolFilter) => set({ toolFilter }),
    setToolSort: (toolSort) => set({ toolSort }),
    setNamespaceFilter: (namespaceFilter) => set({ namespaceFilter }),
    setNamespaceSort: (namespaceSort) => set({ namespaceSort }),
    showNotice: (notice) => set({ notice }),
    requestOpen: (text, origin, view) => {
      const state = get();
      // The same text again only becomes the saved one: opening it changes nothing else.
      if (text !== state.text && hasUnsavedWork(state)) {
        set({ pendingOpen: view ? { text, origin, view } : { text, origin } });
        return;
      }
      open(text, origin);
      set({ pendingOpen: null });
      if (view) applyView(view);
    },
    resolvePending: (accept) => {
      const pending = get().pendingOpen;
      if (pending && accept) {
        open(pending.text, pending.origin);
        if (pending.view) applyView(pending.view);
      }
      // Declined, the link's view and baseline are declined with it: the page stays as it was.
      set({ pendingOpen: null });
    },
    offerOtherTabWork: (otherTabWork) => set({ otherTabWork }),
    resolveOtherTabWork: (loadTheirs) => {
      const theirs = get().otherTabWork;
      // An open like any other: one Undo brings this tab's work back.
      if (theirs && loadTheirs)
        get().replace(theirs.text, { source: 'open', origin: theirs.origin, saved: theirs.saved });
      set({ otherTabWork: null });
    },
  };
};
