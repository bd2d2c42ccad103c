/** The pack Worker's messages: a text to deflate, and its raw DEFLATE bytes or why not. */
export interface PackRequest {
  id: number;
  text: string;
}

export type PackReply =
  | { id: number; ok: true; bytes: Uint8Array }
  | { id: number; ok: false; error: string };
