/**
 * The one wire convention between the page and its Worker: a request names its
 * lane and carries an id; the answer repeats the id and holds either a value
 * (packed so exact JSON numbers survive the structured clone, see transfer.ts)
 * or the error that stopped it. A long array of the value may come first, in
 * parts of its own (answer-parts.ts).
 */
export interface ChannelRequest {
  id: number;
  lane: string;
  body: unknown;
}

export type ChannelReply =
  | { id: number; part: number; items: unknown[] }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: string };
