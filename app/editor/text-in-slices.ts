import {
  PieceTreeTextBufferBuilder,
  type TextBufferFactory,
} from 'monaco-editor/editor/common/model/pieceTreeTextBuffer/pieceTreeTextBufferBuilder.js';

export type { TextBufferFactory };

/**
 * Characters Monaco indexes per task when a large text becomes a model: small enough
 * that each task stays short, where indexing a big paste's lines in one go held the page.
 */
const SLICE_CHARS = 4_000_000;

/**
 * Monaco's text buffer for `text`, built a slice per task: Monaco's own builder
 * takes a text in pieces (a line break split between two pieces included), and
 * `monaco.editor.createModel` accepts what it builds in place of the string.
 * Every slice waits for a task of its own, the first as well: the caller's task
 * (a paste, with its clipboard read) is long enough already. Resolves to null once `abandoned()` says a newer text has taken this one's place.
 */
export async function textBufferInSlices(
  text: string,
  abandoned: () => boolean,
  {
    sliceChars = SLICE_CHARS,
    yieldTask = nextTask,
  }: { sliceChars?: number; yieldTask?: () => Promise<void> } = {},
): Promise<TextBufferFactory | null> {
  const builder = new PieceTreeTextBufferBuilder();
  for (let at = 0; at < text.length; ) {
    await yieldTask();
    if (abandoned()) return null;
    const end = sliceEnd(text, at === 0 ? Math.max(sliceChars, 2) : at + sliceChars);
    builder.acceptChunk(text.slice(at, end));
    at = end;
  }
  return builder.finish();
}

/**
 * A slice never ends on a carriage return or the first half of a surrogate pair.
 * Monaco's builder holds such a last character back for the next piece, and loses
 * it when that piece is one more such character alone. Nor is the first slice a
 * byte-order mark alone (hence at least two characters): the builder strips a mark
 * from every piece until it holds some text.
 */
function sliceEnd(text: string, end: number): number {
  while (end < text.length) {
    const last = text.charCodeAt(end - 1);
    if (last !== 13 && (last < 0xd800 || last > 0xdbff)) break;
    end++;
  }
  return Math.min(end, text.length);
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
