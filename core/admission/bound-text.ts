import { truncateToBytes } from '../text/text.ts';
import { utf8Length } from '../text/utf8-length.ts';
import { hasControlOtherThanTabNewline } from './control-characters.ts';

const ELLIPSIS = '...';

type BoundTextResult = { ok: true; text: string; truncated: boolean } | { ok: false };

/**
 * MCP-ADMISSION.md §2.5: refuse a text with a control character other than
 * `\n \r \t` (checked on the whole text, before any cut), keep it when it fits,
 * else cut at the last character boundary at or before `limit - 3` bytes and
 * append `...`.
 */
export function boundText(text: string, limit: number): BoundTextResult {
  if (hasControlOtherThanTabNewline(text)) return { ok: false };
  if (utf8Length(text) <= limit) return { ok: true, text, truncated: false };
  return { ok: true, text: truncateToBytes(text, limit - ELLIPSIS.length) + ELLIPSIS, truncated: true };
}

/** What a cut to `limit` bytes drops: how much, from which byte, and the text either side of the cut. */
export interface TextCut {
  /** JSON Pointer into the tool as the server published it. */
  field: '/description' | '/annotations/title';
  limit: number;
  /** The text's length as published, in UTF-8 bytes. */
  bytes: number;
  /** Bytes kept from its start; "..." follows them. */
  kept_bytes: number;
  dropped_bytes: number;
  /** The last characters kept and the first dropped, so the cut can be seen in place. */
  before_cut: string;
  after_cut: string;
}

const CONTEXT_CHARS = 24;

export function textCut(field: TextCut['field'], text: string, limit: number): TextCut {
  const kept = truncateToBytes(text, limit - ELLIPSIS.length);
  const bytes = utf8Length(text);
  const keptBytes = utf8Length(kept);
  const before = Array.from(kept);
  const after = Array.from(text.slice(kept.length));
  return {
    field,
    limit,
    bytes,
    kept_bytes: keptBytes,
    dropped_bytes: bytes - keptBytes,
    before_cut: before.slice(-CONTEXT_CHARS).join(''),
    after_cut: after.slice(0, CONTEXT_CHARS).join(''),
  };
}
