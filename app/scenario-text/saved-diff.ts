import { diffTexts, type TextEdit } from '../../core/index.ts';

/**
 * Whether the working text still matches its saved text (the text last opened or
 * saved) decides the unsaved-work warnings, and the store keeps that answer with
 * every keystroke. Comparing two equal-length texts walks all of them, on a large
 * catalog the largest single cost of a keystroke on the page, and half
 * of the keystrokes of a typed-then-deleted letter are of the saved text's length.
 *
 * So the store keeps where the two may differ instead: they agree on their first
 * `head` and last `tail` code units, and `middle` is the text's own code units
 * between. An edit of the text moves that window (`followEdit`) by reading only
 * the saved text and the old window, never the text itself, and the question is
 * then a comparison of the window with the saved text's same stretch (`differs`).
 */
export interface SavedDiff {
  head: number;
  tail: number;
  middle: string;
}

/** The window for a text compared with its saved text afresh (a whole walk when the lengths match). */
export function diffOf(text: string, savedText: string): SavedDiff | null {
  if (text === savedText) return { head: text.length, tail: 0, middle: '' };
  // A text of another length differs whatever it holds; where is left unknown rather than searched.
  if (text.length !== savedText.length) return null;
  const { prefix, suffix, middle } = diffTexts(savedText, text);
  return { head: prefix, tail: suffix, middle };
}

/** The window after `edit` turned the text the window was about into the next one. */
export function followEdit(diff: SavedDiff, savedText: string, edit: TextEdit): SavedDiff {
  const { head, tail, middle } = diff;
  // The text was its saved text: any split of it is a window, so the edit's own is.
  if (middle === '' && head + tail === savedText.length)
    return { head: edit.prefix, tail: edit.suffix, middle: edit.middle };
  // The text before the edit, read between two places from the saved text and the window alone.
  const beforeLength = head + middle.length + tail;
  const tailStart = head + middle.length;
  const offset = savedText.length - beforeLength;
  const readBefore = (from: number, to: number): string =>
    savedText.slice(from, Math.min(to, head)) +
    middle.slice(Math.max(from, head) - head, Math.max(Math.min(to, tailStart) - head, 0)) +
    savedText.slice(Math.max(from, tailStart) + offset, Math.max(to, tailStart) + offset);
  const nextHead = Math.min(head, edit.prefix);
  const nextTail = Math.min(tail, edit.suffix);
  return {
    head: nextHead,
    tail: nextTail,
    middle:
      readBefore(nextHead, edit.prefix) +
      edit.middle +
      readBefore(beforeLength - edit.suffix, beforeLength - nextTail),
  };
}

/** Whether the text the window is about differs from its saved text. */
export function differs(diff: SavedDiff, savedText: string): boolean {
  return (
    diff.head + diff.middle.length + diff.tail !== savedText.length ||
    diff.middle !== savedText.slice(diff.head, savedText.length - diff.tail)
  );
}
