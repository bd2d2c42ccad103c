import { truncateToBytes, utf8Length } from '../text/text.ts';
import { hasControlOtherThanTabNewline } from './control-characters.ts';

const ELLIPSIS = '...';

export type BoundTextResult = { ok: true; text: string; truncated: boolean } | { ok: false };

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
