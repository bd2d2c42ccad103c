import type { JsonObject, JsonValue, ReviewReport, TextEdit } from '../../core/index.ts';
import {
  BULKY_KEYS,
  type EditResult,
  type KnownText,
  type ReadScenario,
  type RootMember,
  readsText,
  withSetting,
} from '../scenario-text/scenario-text-edit.ts';
import { usePlayground } from '../state/store.ts';
import { copyLink, markSaved } from './copy-link.ts';
import { downloadText, fileNameFor } from './download.ts';
import { type LazyScript, lazyScript } from './lazy-script.ts';
import { fileReader, scenarioReader } from './page-readers.ts';

/**
 * Everything that opens, saves or edits the working scenario, in one place.
 * Each first commits input the editor still holds, so no action reads text
 * older than the screen; the store's actions stay pure.
 */
export interface DocumentActions {
  /** The working text, pending input included. */
  readText: () => string;
  requestOpen: (text: string, origin: string) => void;
  /** Reads a picked or dropped file by the command line's rule and opens it, or says why not. */
  openFile: (file: File) => Promise<void>;
  /** Rewrites one top-level key; an edit that waits for the page's reader is answered once it is made. */
  editKey: (
    key: string,
    update: (current: JsonValue | undefined, scenario: JsonObject) => JsonValue | undefined,
  ) => EditOutcome;
  /** Rewrites one string deep in the scenario while it still reads `expected` (a what-if fix). */
  editStringAt: (path: readonly (string | number)[], expected: string, value: string) => EditOutcome;
  download: () => void;
  markSaved: () => void;
  copyLink: () => Promise<void>;
  /** The review exports, each carrying the page's link as it is written now. */
  copyReviewMarkdown: (report: ReviewReport) => Promise<void>;
  downloadReviewReport: (report: ReviewReport) => Promise<void>;
  downloadReviewMarkdown: (report: ReviewReport) => Promise<void>;
  downloadReviewImage: (report: ReviewReport) => Promise<void>;
}

/** An edit's result, at once, or once the script of the page's reader is in (page-readers.ts). */
type EditOutcome = EditResult | Promise<EditResult>;

const READER_MISSING: EditResult = {
  ok: false,
  reason:
    'the scenario reader could not be loaded (its script did not arrive); try again, or reload the page',
};

type ReviewExports = typeof import('./review-export.ts');
type FileReading = typeof import('./scenario-file.ts');
/**
 * The exports' code (the Markdown writer, the image) is a script of
 * its own: the first page does without it. It is fetched once the review has a
 * report to export, so a click finds it in; one that failed to arrive is asked
 * for again by the next click.
 */
export const reviewExports: LazyScript<ReviewExports> = lazyScript(() => import('./review-export.ts'));

/** Runs an export once its script is in, or says plainly that it could not be fetched. */
async function withReviewExports(run: (exports: ReviewExports) => void | Promise<void>): Promise<void> {
  let exports: ReviewExports;
  try {
    exports = await reviewExports.load();
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
  const inOrder = editsInOrder(flushInput);
  const exporting = async (run: (exports: ReviewExports, href: string) => void | Promise<void>) => {
    const href = await flushHash();
    return withReviewExports((exports) => run(exports, href));
  };
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
    openFile: async (file) => {
      const { showNotice, requestOpen } = usePlayground.getState();
      let read: Awaited<ReturnType<FileReading['readScenarioFile']>>;
      try {
        read = await (await fileReader.load()).readScenarioFile(file);
      } catch {
        read = {
          ok: false,
          reason: `${file.name} could not be opened: the file reader's script did not arrive; try again, or reload the page`,
        };
      }
      if (!read.ok) showNotice({ tone: 'error', text: read.reason });
      else {
        flushInput();
        requestOpen(read.text, `file: ${file.name}`);
      }
    },
    editKey: (key, update) => {
      flushInput();
      const knownNow = () => {
        const { text } = usePlayground.getState();
        return knownOf?.(text) ?? (derived?.text === text ? derived.known : undefined);
      };
      return inOrder(
        () => readsText(key, knownNow()),
        (read) => {
          const { text, editKey } = usePlayground.getState();
          const known = knownNow();
          let written: { value: JsonValue | undefined } | null = null;
          const result = editKey(
            key,
            (current, scenario) => {
              written = { value: update(current, scenario) };
              return written.value;
            },
            known,
            read,
          );
          derived = result.ok && known && written ? knownAfter(known, key, written, result, text) : null;
          return result;
        },
      );
    },
    editStringAt: (path, expected, value) => {
      flushInput();
      return inOrder(
        () => true,
        (read) => {
          derived = null;
          return read ? usePlayground.getState().editStringAt(path, expected, value, read) : READER_MISSING;
        },
      );
    },
    download: () => {
      const text = readText();
      const known = knownOf?.(text);
      if (known) downloadText(text, fileNameFor(known.settings.name));
      else
        void fileReader.load().then(
          ({ suggestFileName }) => downloadText(text, suggestFileName(text)),
          () => downloadText(text, fileNameFor(undefined)),
        );
    },
    markSaved: () => {
      flushInput();
      markSaved();
    },
    copyLink: () => copyLink(flushHash, clipboard ?? globalThis.navigator?.clipboard),
    // The link and the theme are read at the click, before the script is awaited.
    copyReviewMarkdown: (report) => {
      const target = clipboard ?? globalThis.navigator?.clipboard;
      return exporting((exports, href) => exports.copyReviewMarkdown(report, href, target));
    },
    downloadReviewReport: (report) =>
      exporting((exports, href) => exports.downloadReviewReport(report, href)),
    downloadReviewMarkdown: (report) =>
      exporting((exports, href) => exports.downloadReviewMarkdown(report, href)),
    downloadReviewImage: (report) => {
      const dark = usePlayground.getState().theme === 'dark';
      return exporting((exports, href) => exports.downloadReviewImage(report, href, dark));
    },
  };
}

/**
 * Runs each edit at once while it can be made: one that must read the text itself waits for
 * the reader's script, and holds every later edit behind it, so edits land in the order made
 * (each still one step of the history). Input typed meanwhile is committed before it runs.
 */
function editsInOrder(flushInput: () => void) {
  let waiting: Promise<EditResult> | null = null;
  return (reads: () => boolean, edit: (read?: ReadScenario) => EditResult): EditOutcome => {
    const reader = scenarioReader.now();
    if (waiting === null && (reader !== null || !reads())) return edit(reader?.readScenarioObject);
    const next = (waiting ?? Promise.resolve(READER_MISSING))
      .then(() => scenarioReader.load())
      .then(
        ({ readScenarioObject }) => {
          flushInput();
          return edit(readScenarioObject);
        },
        () => READER_MISSING,
      );
    waiting = next;
    void next.finally(() => {
      if (waiting === next) waiting = null;
    });
    return next;
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
