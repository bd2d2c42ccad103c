import { type KnownEdit, NESTED_TOO_DEEPLY } from '../../core/index.ts';
import { chunksOf, splitLongArrays } from './answer-parts.ts';
import { shareWithLast } from './answer-sharing.ts';
import type { ChannelReply, ChannelRequest } from './channel-wire.ts';
import { decodeBodyText, joinText } from './text-edit.ts';

/** `edit`: how the body's text was made from the last text, when it came as an edit (the parse then need not look for it). */
export type LaneHandler = (lane: string, body: unknown, edit?: KnownEdit) => unknown;

interface Scope {
  postMessage: (message: ChannelReply) => void;
  onmessage: ((event: MessageEvent<ChannelRequest>) => void) | null;
}

/**
 * The Worker's half of the channel: every request is answered, and whatever goes
 * wrong while answering it (an exception in the core, a stack exhausted by a
 * deeply nested paste, an answer the browser cannot clone) comes back as that
 * request's error instead of leaving the page waiting. A text put back from an
 * edit is joined into one piece after the answer, in a step `settle` runs later
 * (joinText in text-edit.ts).
 */
export function serveChannel(
  scope: Scope,
  handle: LaneHandler,
  settle: (step: () => void) => void = (step) => void setTimeout(step, 0),
): void {
  // What each lane last sent, for the next answer to send only what changed (answer-sharing.ts).
  const sent = new Map<string, unknown>();
  // The last long text received: the next may come as an edit of it (text-edit.ts). Read before any await, in order.
  let lastText: string | null = null;
  scope.onmessage = async (event) => {
    const { id, lane } = event.data;
    try {
      const read = decodeBodyText(event.data.body, lastText);
      const edit = read.edit && lastText !== null ? { before: lastText, ...read.edit } : undefined;
      lastText = read.text;
      const answer = await handle(lane, read.body, edit);
      const { head, parts } = splitLongArrays(shareWithLast(answer, sent.get(lane)));
      parts.forEach((items, part) => {
        for (const chunk of chunksOf(items)) scope.postMessage({ id, part, items: chunk });
      });
      scope.postMessage({ id, ok: true, value: head });
      sent.set(lane, answer);
      if (read.edit) settle(() => joinText(read.text));
    } catch (err) {
      scope.postMessage({ id, ok: false, error: describeFailure(err) });
    }
  };
}

function describeFailure(err: unknown): string {
  if (err instanceof RangeError) return `${NESTED_TOO_DEEPLY} (${err.message})`;
  return `the worker failed: ${err instanceof Error ? err.message : String(err)}`;
}
