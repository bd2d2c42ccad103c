import type { StateCreator } from 'zustand';
import type { PlaygroundState } from './store.ts';

/**
 * The design review's inputs: the scenario pinned as the baseline (side A of
 * the compare view; the text being edited is B) and the tool whose "Why?" is
 * open. The findings, the comparison and the explanation are derived in the
 * Worker from these and the text.
 */
export interface ReviewSlice {
  /** The baseline scenario's text, or null when nothing is pinned. */
  compareBaseline: string | null;
  /** Where the baseline came from ("the scenario at …", "file: …"), shown beside it. */
  compareOrigin: string;
  /** The provider name whose "Why?" panel is open, or null. */
  whyTool: string | null;
  setCompareBaseline: (text: string | null, origin?: string) => void;
  openWhy: (name: string) => void;
  closeWhy: () => void;
}

export const createReviewSlice: StateCreator<PlaygroundState, [], [], ReviewSlice> = (set) => ({
  compareBaseline: null,
  compareOrigin: '',
  whyTool: null,
  setCompareBaseline: (compareBaseline, compareOrigin = '') => set({ compareBaseline, compareOrigin }),
  openWhy: (whyTool) => set({ whyTool }),
  closeWhy: () => set({ whyTool: null }),
});
