import { applyEdit, diffTexts, type KnownEdit, knownEditOf, type TextEdit } from '../../../core/index.ts';
import { isPlainRecord } from './answer-sharing.ts';

// A request's scenario text crosses to a Worker as the span that changed since
// the last text that Worker was sent: at 10,000 tools the text is 6 MB, and its
// structured clone cost the page about 25 ms and the Worker about 20 ms an edit,
// for a keystroke. Both halves keep the last long text of the one Worker they
// talk through (messages arrive in order), so the Worker puts the text back from
// its own copy. A short text crosses whole.

/** Texts shorter than this cross whole: their clone costs less than finding the span. */
export const TEXT_EDIT_MIN_CHARS = 1 << 16;

/**
 * A text put back from an edit is the engine's join of three pieces. The first slice
 * of such a text copies all of it into one piece, in time that grows with its length,
 * and the next edit slices it. Reading one character makes that copy
 * now, so the Worker does it after an answer, between keystrokes, rather than at
 * the start of the next edit.
 */
export function joinText(text: string | null): void {
  text?.charCodeAt(0);
}

/**
 * The edit from `before` to `after`: `known` when it is one of `before`, none when
 * they are the same text, otherwise found by comparing them. Comparing slices the
 * two texts, and the editor's value is the engine's join of many pieces, which a
 * first slice copies into one, in time that grows with its length.
 */
function editOf(before: string, after: string, known: KnownEdit | undefined): TextEdit {
  const taken = knownEditOf(known, before, after.length);
  if (taken) return taken;
  if (before === after) return { prefix: after.length, suffix: 0, middle: '' };
  return diffTexts(before, after);
}

/**
 * A request body with a long `text`, as it crosses: the text as an edit of `last`
 * when there is one. `known`: how the text was made, when the page knows.
 */
export function encodeBodyText(
  body: unknown,
  last: string | null,
  known?: KnownEdit,
): { body: unknown; text: string | null } {
  if (!isPlainRecord(body) || typeof body.text !== 'string' || body.text.length < TEXT_EDIT_MIN_CHARS)
    return { body, text: last };
  const { text, ...rest } = body;
  if (last === null) return { body, text };
  return { body: { ...rest, textEdit: editOf(last, text, known) }, text };
}

/**
 * The Worker's half: the body with its text put back from `last`, the long text
 * to keep, and the edit when the text came as one.
 */
export function decodeBodyText(
  body: unknown,
  last: string | null,
): { body: unknown; text: string | null; edit?: TextEdit } {
  if (!isPlainRecord(body)) return { body, text: last };
  if (isTextEdit(body.textEdit)) {
    if (last === null) throw new Error('a text edit arrived before any text');
    const { textEdit, ...rest } = body;
    const text = applyEdit(last, textEdit);
    return { body: { ...rest, text }, text, edit: textEdit };
  }
  if (typeof body.text === 'string' && body.text.length >= TEXT_EDIT_MIN_CHARS)
    return { body, text: body.text };
  return { body, text: last };
}

function isTextEdit(value: unknown): value is TextEdit {
  return (
    isPlainRecord(value) &&
    typeof value.prefix === 'number' &&
    typeof value.suffix === 'number' &&
    typeof value.middle === 'string'
  );
}
