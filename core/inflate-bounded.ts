import { Inflate } from 'fflate';

export type Inflated = { ok: true; value: Uint8Array } | { ok: false; reason: string };

/**
 * Input is fed in chunks so a "deflate bomb" is stopped within ~1,000× one chunk
 * (16 MiB) past the limit. Each chunk regrows the inflater's output buffer: with
 * 4 KiB chunks a 2 MB link spent half its inflate copying (118 against 70 ms in
 * a fresh engine); from 16 KiB on, larger chunks gain nothing more.
 */
const INFLATE_CHUNK_BYTES = 16 * 1024;

/**
 * Inflates raw DEFLATE data without ever holding more than `maxBytes` of output:
 * a link is untrusted (STYLE.md, "Share links"), and a few kilobytes can inflate
 * to gigabytes. Never throws.
 */
export function inflateBounded(data: Uint8Array, maxBytes: number): Inflated {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let finished = false;
  const inflater = new Inflate((chunk, final) => {
    total += chunk.length;
    if (total <= maxBytes) chunks.push(chunk);
    if (final) finished = true;
  });
  try {
    for (let offset = 0; offset < data.length; offset += INFLATE_CHUNK_BYTES) {
      const end = Math.min(offset + INFLATE_CHUNK_BYTES, data.length);
      inflater.push(data.subarray(offset, end), end === data.length);
      if (total > maxBytes) {
        return { ok: false, reason: `the link inflates to more than ${maxBytes} bytes` };
      }
    }
  } catch (err) {
    return { ok: false, reason: `the link is damaged (${err instanceof Error ? err.message : String(err)})` };
  }
  if (!finished) return { ok: false, reason: 'the link is damaged (no compressed data)' };
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return { ok: true, value: out };
}
