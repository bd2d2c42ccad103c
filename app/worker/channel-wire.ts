/**
 * The one wire convention between the page and its Worker: a request names its
 * lane and carries an id; the answer repeats the id and holds either a value
 * (packed so exact JSON numbers survive the structured clone, see transfer.ts)
 * or the error that stopped it.
 */
export interface ChannelRequest {
  id: number;
  lane: string;
  body: unknown;
}

export type ChannelReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: string };
