import type { StateCreator } from 'zustand';
import type { JsonObject, JsonValue } from '../../core/index.ts';
import { type EditResult, editTopLevelValue } from '../scenario-text/scenario-text-edit.ts';
import type { PlaygroundState } from './store.ts';

/**
 * The scenario text is the one input everything derives from. `baseline` is the
 * text as it was last opened, linked or downloaded: work differing from it is
 * unsaved, and nothing replaces unsaved work without asking.
 */
export interface ScenarioSlice {
  text: string;
  baseline: string;
  /** Where the working scenario came from ("preset: …", "link", "file: …"), shown to people. */
  origin: string;
  setText: (text: string) => void;
  openScenario: (text: string, origin: string) => void;
  /** Callers commit input the editor still holds first (services: document actions); actions never reach the editor. */
  markSaved: () => void;
  /** Rewrites one top-level key through the number-preserving reader and writer. */
  editKey: (
    key: string,
    update: (current: JsonValue | undefined, scenario: JsonObject) => JsonValue | undefined,
  ) => EditResult;
}

export const createScenarioSlice: StateCreator<PlaygroundState, [], [], ScenarioSlice> = (set, get) => ({
  text: '',
  baseline: '',
  origin: '',
  setText: (text) => set({ text }),
  openScenario: (text, origin) => set({ text, baseline: text, origin }),
  markSaved: () => {
    set((s) => ({ baseline: s.text }));
  },
  editKey: (key, update) => {
    const result = editTopLevelValue(get().text, key, update);
    if (result.ok && result.text !== get().text) set({ text: result.text });
    return result;
  },
});

export function hasUnsavedWork(s: Pick<ScenarioSlice, 'text' | 'baseline'>): boolean {
  return s.text.trim() !== '' && s.text !== s.baseline;
}
