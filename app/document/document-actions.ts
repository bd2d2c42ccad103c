import type { JsonObject, JsonValue } from '../../core/index.ts';
import type { EditResult } from '../scenario-text/scenario-text-edit.ts';
import { usePlayground } from '../state/store.ts';
import { copyLink } from './copy-link.ts';
import { downloadText, suggestFileName } from './scenario-file.ts';

/**
 * Everything that opens, saves or edits the working scenario, in one place.
 * Each first commits input the editor still holds, so no action reads text
 * older than the screen; the store's actions stay pure.
 */
export interface DocumentActions {
  /** The working text, pending input included. */
  readText: () => string;
  requestOpen: (text: string, origin: string) => void;
  editKey: (
    key: string,
    update: (current: JsonValue | undefined, scenario: JsonObject) => JsonValue | undefined,
  ) => EditResult;
  download: () => void;
  markSaved: () => void;
  copyLink: () => Promise<void>;
}

export interface DocumentDeps {
  flushInput: () => void;
  flushHash: () => string;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

export function createDocumentActions({ flushInput, flushHash, clipboard }: DocumentDeps): DocumentActions {
  const readText = () => {
    flushInput();
    return usePlayground.getState().text;
  };
  return {
    readText,
    requestOpen: (text, origin) => {
      flushInput();
      usePlayground.getState().requestOpen(text, origin);
    },
    editKey: (key, update) => {
      flushInput();
      return usePlayground.getState().editKey(key, update);
    },
    download: () => {
      const text = readText();
      downloadText(text, suggestFileName(text));
    },
    markSaved: () => {
      flushInput();
      usePlayground.getState().markSaved();
    },
    copyLink: () => copyLink(flushHash, clipboard ?? globalThis.navigator?.clipboard),
  };
}
