import { usePlayground } from '../state/store.ts';
import type { EditorDocument } from './editor-controller.ts';

/** The store as the editor sees it: typing is one writer of the text among others (state/scenario-slice.ts). */
export const STORE_DOCUMENT: EditorDocument = {
  text: () => usePlayground.getState().text,
  write: (text, edit) => usePlayground.getState().replace(text, { source: 'typing', ...(edit && { edit }) }),
  subscribe: (listener) =>
    usePlayground.subscribe((state, previous) => {
      if (state.edit !== previous.edit) listener(state.text, state.edit);
    }),
};
