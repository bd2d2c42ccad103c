import type { StateCreator } from 'zustand';
import type { PlaygroundState } from './store.ts';

/** The import dialog is open when this is set; `text` prefills `Tools JSON` (a paste the editor recognised). */
interface ImportRequest {
  text: string;
}

export interface ImportSlice {
  importRequest: ImportRequest | null;
  openImport: (text?: string) => void;
  closeImport: () => void;
}

export const createImportSlice: StateCreator<PlaygroundState, [], [], ImportSlice> = (set) => ({
  importRequest: null,
  openImport: (text = '') => set({ importRequest: { text } }),
  closeImport: () => set({ importRequest: null }),
});
