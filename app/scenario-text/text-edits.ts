/**
 * An edit of a long text as the span that changed: what stays at either end and
 * what replaces the rest. The page's channel to the Worker sends texts this way
 * (app/worker/text-edit.ts), and the store follows its baseline through them
 * (baseline-diff.ts), each without reading the whole text again.
 */
export interface TextEdit {
  /** Code units kept from the start and from the end of the last text. */
  prefix: number;
  suffix: number;
  /** What replaces the rest. */
  middle: string;
}

/** Compared a chunk at a time by the engine's own string equality before a character at a time. */
const CHUNK = 1 << 13;

export function editBetween(before: string, after: string): TextEdit {
  const common = Math.min(before.length, after.length);
  let prefix = 0;
  while (
    prefix + CHUNK <= common &&
    before.slice(prefix, prefix + CHUNK) === after.slice(prefix, prefix + CHUNK)
  )
    prefix += CHUNK;
  while (prefix < common && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  const room = common - prefix;
  let suffix = 0;
  while (
    suffix + CHUNK <= room &&
    before.slice(before.length - suffix - CHUNK, before.length - suffix) ===
      after.slice(after.length - suffix - CHUNK, after.length - suffix)
  )
    suffix += CHUNK;
  while (
    suffix < room &&
    before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)
  )
    suffix++;
  return { prefix, suffix, middle: after.slice(prefix, after.length - suffix) };
}

export function applyEdit(before: string, edit: TextEdit): string {
  return before.slice(0, edit.prefix) + edit.middle + before.slice(before.length - edit.suffix);
}

/**
 * The last edit the page knows without comparing texts (the editor's own change
 * events, app/editor/edit-span.ts). Whoever next meets `after` over `before` takes
 * it as it is: the Worker's channel (app/worker/text-edit.ts), to send only the
 * span, and the store, to tell whether the text still matches its baseline
 * (baseline-diff.ts). An edit that does not fit the two is not kept; a wrong one
 * that fits is not checked.
 */
let knownEdit: { before: string; after: string; edit: TextEdit } | null = null;

export function noteKnownEdit(before: string, after: string, edit: TextEdit): void {
  const { prefix, suffix, middle } = edit;
  const fits =
    prefix >= 0 &&
    suffix >= 0 &&
    prefix + suffix <= Math.min(before.length, after.length) &&
    prefix + middle.length + suffix === after.length;
  knownEdit = fits ? { before, after, edit } : null;
}

/** The noted edit when it is the one from `before` to `after` (the very strings), else null. */
export function knownEditBetween(before: string, after: string): TextEdit | null {
  return knownEdit && knownEdit.after === after && knownEdit.before === before ? knownEdit.edit : null;
}
