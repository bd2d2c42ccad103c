import { editFits, type KnownEdit, type TextEdit } from '../../core/index.ts';

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
 * `known` as an edit of `before`, when it is one of exactly that text (the editor's
 * own, carried with the text it made: app/editor/edit-span.ts) and fits a text of
 * `afterLength`; else null. A wrong edit that fits is not checked.
 */
export function knownEditOf(
  known: KnownEdit | null | undefined,
  before: string,
  afterLength: number,
): TextEdit | null {
  if (!known || known.middle === undefined || known.before !== before || !editFits(known, afterLength))
    return null;
  return { prefix: known.prefix, suffix: known.suffix, middle: known.middle };
}
