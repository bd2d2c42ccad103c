import type { JsonObject, JsonValue, ReviewReport, TextEdit } from '../../core/index.ts';
import {
  BULKY_KEYS,
  type EditResult,
  type KnownText,
  type RootMember,
  withSetting,
} from '../scenario-text/scenario-text-edit.ts';
import { usePlayground } from '../state/store.ts';
import { copyLink, markSaved } from './copy-link.ts';
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
  /** Rewrites one string deep in the scenario while it still reads `expected` (a what-if fix). */
  editStringAt: (path: readonly (string | number)[], expected: string, value: string) => EditResult;
  download: () => void;
  markSaved: () => void;
  copyLink: () => Promise<void>;
  /** The review exports, each carrying the page's link as it is written now. */
  copyReviewMarkdown: (report: ReviewReport) => Promise<void>;
  downloadReviewReport: (report: ReviewReport) => Promise<void>;
  downloadReviewMarkdown: (report: ReviewReport) => Promise<void>;
  downloadReviewImage: (report: ReviewReport) => Promise<void>;
}

type ReviewExports = typeof import('./review-export.ts');
let reviewExports: Promise<ReviewExports> | null = null;

/**
 * The exports' code (the Markdown writer, the image) is a script of
 * its own: the first page does without it. It is fetched once the review has a
 * report to export, so a click finds it in; one that failed to arrive is asked
 * for again by the next click.
 */
export function loadReviewExports(): Promise<ReviewExports> {
  reviewExports ??= import('./review-export.ts').catch((err: unknown) => {
    reviewExports = null;
    throw err;
  });
  return reviewExports;
}

/** Runs an export once its script is in, or says plainly that it could not be fetched. */
async function withReviewExports(run: (exports: ReviewExports) => void | Promise<void>): Promise<void> {
  let exports: ReviewExports;
  try {
    exports = await loadReviewExports();
  } catch {
    usePlayground.getState().showNotice({
      tone: 'error',
      text: 'The export could not be loaded (its script did not arrive). Try again, or reload the page.',
    });
    return;
  }
  await run(exports);
}

interface DocumentDeps {
  flushInput: () => void;
  /** What the Worker read from exactly this text, when its newest evaluation is of it. */
  knownOf?: (text: string) => KnownText | null;
  /** The address with the hash written now (the link's writer may have to be fetched first). */
  flushHash: () => string | Promise<string>;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

export function createDocumentActions({
  flushInput,
  flushHash,
  clipboard,
  knownOf,
}: DocumentDeps): DocumentActions {
  // What is known of a text a control just wrote, without the Worker: a control that changes two keys
  // (the mode and its raw spelling) does not have its second edit read the whole text again.
  let derived: { text: string; known: KnownText } | null = null;
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
      const known = knownOf?.(text) ?? (derived?.text === text ? derived.known : undefined);
      let written: { value: JsonValue | undefined } | null = null;
      const result = editKey(
        key,
        (current, scenario) => {
          written = { value: update(current, scenario) };
          return written.value;
        },
        known,
      );
      derived = result.ok && known && written ? knownAfter(known, key, written, result, text) : null;
      return result;
    },
    editStringAt: (path, expected, value) => {
      flushInput();
      derived = null;
      return usePlayground.getState().editStringAt(path, expected, value);
    },
    download: () => {
      const text = readText();
      downloadText(text, suggestFileName(text));
    },
    markSaved: () => {
      flushInput();
      markSaved();
    },
    copyLink: () => copyLink(flushHash, clipboard ?? globalThis.navigator?.clipboard),
    // The link and the theme are read at the click, before the script is awaited.
    copyReviewMarkdown: async (report) => {
      const target = clipboard ?? globalThis.navigator?.clipboard;
      const href = await flushHash();
      return withReviewExports((exports) => exports.copyReviewMarkdown(report, href, target));
    },
    downloadReviewReport: async (report) => {
      const href = await flushHash();
      return withReviewExports((exports) => exports.downloadReviewReport(report, href));
    },
    downloadReviewMarkdown: async (report) => {
      const href = await flushHash();
      return withReviewExports((exports) => exports.downloadReviewMarkdown(report, href));
    },
    downloadReviewImage: async (report) => {
      const dark = usePlayground.getState().theme === 'dark';
      const href = await flushHash();
      return withReviewExports((exports) => exports.downloadReviewImage(report, href, dark));
    },
  };
}

/**
 * What is known of the text an edit of `key` wrote, from what was known of the text
 * before: the edit changed that one member and left every other byte alone. A
 * removed key gives nothing, unless it was absent (a duplicate key above it would
 * count now); members stay mapped when the edit replaced a mapped value in place.
 */
export function knownAfter(
  known: KnownText,
  key: string,
  written: { value: JsonValue | undefined },
  result: { text: string; change?: TextEdit },
  before: string,
): { text: string; known: KnownText } | null {
  const { text, change } = result;
  if (!change) return { text, known };
  if (BULKY_KEYS.has(key)) return { text, known: { settings: known.settings, members: null } };
  if (written.value === undefined) return null;
  const settings = withSetting(known.settings, key, written.value);
  return { text, known: { settings, members: shiftMembers(known.members, key, change, before.length) } };
}

/** The members after `change` (an edit of a text of `beforeLength`) replaced the value of the last `key` in place; null for any other change. */
function shiftMembers(
  members: readonly RootMember[] | null,
  key: string,
  change: TextEdit,
  beforeLength: number,
): RootMember[] | null {
  if (!members) return null;
  const at = members.findLastIndex((m) => m.key === key);
  const edited = members[at];
  const start = change.prefix;
  const end = beforeLength - change.suffix;
  if (!edited || edited.valueStart !== start || edited.valueEnd !== end) return null;
  const delta = change.middle.length - (end - start);
  return members.map((m, i) => {
    if (i === at) return { ...m, valueEnd: m.valueEnd + delta };
    return m.valueStart > start
      ? { ...m, valueStart: m.valueStart + delta, valueEnd: m.valueEnd + delta }
      : m;
  });
}
