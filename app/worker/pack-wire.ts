import type { TextEdit } from '../../core/index.ts';
import { decodeBodyText } from './text-edit.ts';

/**
 * The pack Worker's messages: a text to deflate, and its raw DEFLATE bytes or why
 * not. A long text crosses as the span that changed since the last text sent to
 * the same Worker (app/worker/text-edit.ts): cloning a large text whole would
 * cost the page on every save.
 */
export type PackRequest = { id: number } & ({ text: string } | { textEdit: TextEdit });

export type PackReply =
  | { id: number; ok: true; bytes: Uint8Array }
  | { id: number; ok: false; error: string };

/** The Worker's half: each request's whole text, put back from the last long one it read. */
export function createPackReader(): (request: PackRequest) => { id: number; text: string } {
  let last: string | null = null;
  return (request) => {
    const read = decodeBodyText(request, last);
    last = read.text;
    return read.body as { id: number; text: string };
  };
}
