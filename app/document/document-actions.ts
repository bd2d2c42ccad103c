import type { JsonObject, JsonValue, ReviewReport } from '../../core/index.ts';
import { BULKY_KEYS, type EditResult } from '../scenario-text/scenario-text-edit.ts';
import { usePlayground } from '../state/store.ts';
import { copyLink } from './copy-link.ts';
import { copyReviewMarkdown, downloadReviewImage, downloadReviewReport } from './review-export.ts';
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
  /** The review exports, each carrying the page's link as it is written now. */
  copyReviewMarkdown: (report: ReviewReport) => Promise<void>;
  downloadReviewReport: (report: ReviewReport) => void;
  downloadReviewImage: (report: ReviewReport) => void;
}

export interface DocumentDeps {
  flushInput: () => void;
  /** The settings the Worker read from exactly this text, when its newest evaluation is of it. */
  settingsOf?: (text: string) => JsonObject | null;
  flushHash: () => string;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

export function createDocumentActions({
  flushInput,
  flushHash,
  clipboard,
  settingsOf,
}: DocumentDeps): DocumentActions {
  // The settings of a text a control just wrote, known without the Worker: a control that changes two keys
  // (the mode and its raw spelling) does not have its second edit read the whole text again.
  let derived: { text: string; settings: JsonObject } | null = null;
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
      const { text, editKey } = usePlayground.getState();
      const settings = settingsOf?.(text) ?? (derived?.text === text ? derived.settings : undefined);
      let written: { value: JsonValue | undefined } | null = null;
      const result = editKey(
        key,
        (current, scenario) => {
          written = { value: update(current, scenario) };
          return written.value;
        },
        settings,
      );
      derived = result.ok && settings && written ? settingsAfter(settings, key, written, result.text) : null;
      return result;
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
    copyReviewMarkdown: (report) =>
      copyReviewMarkdown(report, flushHash(), clipboard ?? globalThis.navigator?.clipboard),
    downloadReviewReport: (report) => downloadReviewReport(report, flushHash()),
    downloadReviewImage: (report) => downloadReviewImage(report, usePlayground.getState().theme === 'dark'),
  };
}

/**
 * The settings of the text an edit of `key` wrote, from those of the text before:
 * the edit changed that one member and left every other byte alone. A removed key
 * gives none, unless it was absent (a duplicate key above it would now count).
 */
function settingsAfter(
  settings: JsonObject,
  key: string,
  written: { value: JsonValue | undefined },
  text: string,
): { text: string; settings: JsonObject } | null {
  if (BULKY_KEYS.has(key)) return { text, settings };
  const next: JsonObject = {};
  for (const k of Object.keys(settings)) {
    if (k !== key) Object.defineProperty(next, k, { value: settings[k], enumerable: true, writable: true });
  }
  if (written.value === undefined) return Object.hasOwn(settings, key) ? null : { text, settings };
  Object.defineProperty(next, key, { value: written.value, enumerable: true, writable: true });
  return { text, settings: next };
}
