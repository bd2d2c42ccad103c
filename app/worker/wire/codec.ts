import { type KnownEdit, NESTED_TOO_DEEPLY, type TextEdit } from '../../../core/index.ts';
import { ArrivingParts, chunksOf, splitLongArrays } from './answer-parts.ts';
import { shareWithLast } from './answer-sharing.ts';
import { decodeBodyText, encodeBodyText } from './request-text.ts';
import { SharingLostStep, unpackFromTransfer } from './transfer.ts';

/**
 * The one codec between the page and a Worker, both halves in one place: each
 * message passes one encoder on its way out and one decoder on its way in.
 *
 * A request names its lane and carries an id; its body's long text crosses as the
 * span that changed since the last text sent to the same Worker (request-text.ts).
 * The answer repeats the id and holds either the value or the error that stopped
 * it. The value crosses as what changed since that lane's last answer
 * (answer-sharing.ts), exact numbers boxed so they survive the structured clone
 * (transfer.ts), its long arrays sent ahead in parts of their own (answer-parts.ts).
 * Both halves keep what the other last sent or received; a fresh Worker starts
 * both afresh.
 */
export interface ChannelRequest {
  id: number;
  lane: string;
  body: unknown;
}

export type ChannelReply =
  | { id: number; part: number; items: unknown[] }
  /** How far a long answer has come (the planner's plans): any number of these before the answer. */
  | { id: number; progress: number; of: number }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: string };

/** The pack Worker's answer: raw DEFLATE bytes (transferred, not copied), or why not. */
export type PackReply =
  | { id: number; ok: true; bytes: Uint8Array }
  | { id: number; ok: false; error: string };

/** A refusal the Worker words itself (an unreadable scenario): it reaches the page as it is. */
export class LaneRefusal extends Error {}

type DecodedReply =
  | { kind: 'part' }
  | { kind: 'progress'; done: number; of: number }
  | { kind: 'failed'; error: string }
  /** `large`: parts came ahead of it, so the answer is drawn in a task of its own. */
  | { kind: 'answered'; value: unknown; large: boolean };

/** The page's half, one per Worker. */
export interface PageCodec {
  /**
   * Posts request `id` of `lane`. `edit`: how the body's text was made, when the page
   * knows; taken when it is one of the Worker's last text. Only a request posted is
   * what the next one refers to.
   */
  encodeRequest: (
    request: { id: number; lane: string; body: unknown; edit?: KnownEdit },
    post: (message: ChannelRequest) => void,
  ) => void;
  /** Reads a reply to request `id` of `lane`; throws SharingLostStep when it refers to what this page does not hold. */
  decodeReply: (reply: ChannelReply, lane: string) => DecodedReply;
}

export function createPageCodec(): PageCodec {
  /** The last long text the Worker was sent: the next one crosses as an edit of it. */
  let sentText: string | null = null;
  /** Each lane's last answer from the Worker: the next one refers to it for what did not change. */
  const received = new Map<string, unknown>();
  let parts = new ArrivingParts();
  let partsOf = 0;
  return {
    encodeRequest: ({ id, lane, body, edit }, post) => {
      const wire = encodeBodyText(body, sentText, edit);
      post({ id, lane, body: wire.body });
      sentText = wire.text;
    },
    decodeReply: (reply, lane) => {
      if ('progress' in reply) return { kind: 'progress', done: reply.progress, of: reply.of };
      if (partsOf !== reply.id) {
        parts = new ArrivingParts();
        partsOf = reply.id;
      }
      if ('part' in reply) {
        parts.add(reply.part, reply.items);
        return { kind: 'part' };
      }
      if (!reply.ok) return { kind: 'failed', error: reply.error };
      const value = unpackFromTransfer(reply.value, received.get(lane), parts);
      received.set(lane, value);
      return { kind: 'answered', value, large: parts.arrived };
    },
  };
}

export { SharingLostStep };

interface DecodedRequest {
  id: number;
  lane: string;
  body: unknown;
  /** How the body's text was made from the last text, when it came as an edit. */
  edit?: KnownEdit;
  /** A text put back from an edit, to join into one piece once answered (`joinText`). */
  joined: string | null;
}

/** The Worker's half, one per Worker. Requests are decoded in the order they came, before any await. */
interface WorkerCodec {
  decodeRequest: (request: ChannelRequest) => DecodedRequest;
  /**
   * Posts the messages that carry `value` as the answer to request `id` of `lane`: its
   * parts, then its head. Only an answer posted whole is what the next one refers to.
   */
  encodeAnswer: (id: number, lane: string, value: unknown, post: (reply: ChannelReply) => void) => void;
  encodeFailure: (id: number, err: unknown) => ChannelReply;
}

export function createWorkerCodec(): WorkerCodec {
  /** The last long text received: the next may come as an edit of it. */
  let lastText: string | null = null;
  /** What each lane last sent, for the next answer to send only what changed. */
  const sent = new Map<string, unknown>();
  return {
    decodeRequest: ({ id, lane, body }) => {
      const read = decodeBodyText(body, lastText);
      const edit: (TextEdit & { before: string }) | undefined =
        read.edit && lastText !== null ? { before: lastText, ...read.edit } : undefined;
      lastText = read.text;
      return { id, lane, body: read.body, ...(edit && { edit }), joined: read.edit ? read.text : null };
    },
    encodeAnswer: (id, lane, value, post) => {
      const { head, parts } = splitLongArrays(shareWithLast(value, sent.get(lane)));
      parts.forEach((items, part) => {
        for (const chunk of chunksOf(items)) post({ id, part, items: chunk });
      });
      post({ id, ok: true, value: head });
      sent.set(lane, value);
    },
    encodeFailure: (id, err) => ({ id, ok: false, error: describeFailure(err) }),
  };
}

function describeFailure(err: unknown): string {
  if (err instanceof LaneRefusal) return err.message;
  if (err instanceof RangeError) return `${NESTED_TOO_DEEPLY} (${err.message})`;
  return `the worker failed: ${err instanceof Error ? err.message : String(err)}`;
}
