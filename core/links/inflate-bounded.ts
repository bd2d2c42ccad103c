import { Inflate } from 'fflate';

/** `tooLarge`: refused for passing the limit, not for damage. */
export type Inflated = { ok: true; value: Uint8Array } | { ok: false; reason: string; tooLarge?: true };

/**
 * Input is fed in chunks so a "deflate bomb" is stopped within ~1,000× one chunk
 * (16 MiB) past the limit. Each chunk regrows the inflater's output buffer, so small
 * chunks spent much of an inflate copying; past this size larger chunks gained nothing.
 */
const INFLATE_CHUNK_BYTES = 16 * 1024;

/**
 * Inflates raw DEFLATE data without ever holding more than `maxBytes` of output:
 * a link is untrusted (anyone can send one), and a few kilobytes can inflate
 * to gigabytes. Never throws.
 */
export function inflateBounded(data: Uint8Array, maxBytes: number): Inflated {
  const whole = inflateFflate(data, maxBytes);
  if (!whole.ok || !inflateFflate(data.subarray(0, data.length - 1), maxBytes).ok) return whole;
  return { ok: false, reason: TRAILING_BYTES };
}

/**
 * Bytes after the end of the compressed data are not part of what was linked (the
 * checksum covers the text, not the envelope), so a link that has them is damaged.
 * Neither inflater says where its stream ended; but a stream ends in its last byte
 * exactly when the data less that byte is cut short, so that is what is asked.
 */
const TRAILING_BYTES = 'the link is damaged (bytes follow the end of its compressed data)';

function inflateFflate(data: Uint8Array, maxBytes: number): Inflated {
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
        return { ok: false, reason: `the link inflates to more than ${maxBytes} bytes`, tooLarge: true };
      }
    }
  } catch (err) {
    return { ok: false, reason: `the link is damaged (${err instanceof Error ? err.message : String(err)})` };
  }
  if (!finished) return { ok: false, reason: 'the link is damaged (no compressed data)' };
  return { ok: true, value: joinChunks(chunks, total) };
}

/**
 * The same inflation by the engine's own DecompressionStream, where there is one:
 * native code inflates a large link quickly, where fflate in a page that has just
 * started runs in code not yet optimised, on its only thread. It gives
 * only what inflateBounded would give for a success; for anything else
 * (no native inflater, damaged data, past the limit) it gives undefined, and the
 * caller asks inflateBounded, so a failure reads the same on every path.
 */
export async function inflateNatively(data: Uint8Array, maxBytes: number): Promise<Inflated | undefined> {
  const whole = await inflateByStream(data, maxBytes);
  if (
    whole === undefined ||
    (await inflateByStream(data.subarray(0, data.length - 1), maxBytes)) !== undefined
  )
    return undefined;
  return whole;
}

async function inflateByStream(data: Uint8Array, maxBytes: number): Promise<Inflated | undefined> {
  const Stream = hostDecompressionStream();
  if (Stream === undefined) return undefined;
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    const stream = new Stream('deflate-raw');
    const writing = stream.writable.getWriter();
    writing.write(data).catch(() => undefined);
    writing.close().catch(() => undefined);
    const reading = stream.readable.getReader();
    for (;;) {
      const { done, value } = await reading.read();
      if (done) break;
      total += value.length;
      if (total > maxBytes) {
        reading.cancel().catch(() => undefined);
        return undefined;
      }
      chunks.push(value);
    }
  } catch {
    return undefined;
  }
  return { ok: true, value: joinChunks(chunks, total) };
}

/** The chunks, `total` bytes in all, as one array (the one chunk itself when there is one). */
export function joinChunks(chunks: readonly Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

interface NativeStream {
  readable: {
    getReader(): { read(): Promise<{ done: boolean; value: Uint8Array }>; cancel(): Promise<void> };
  };
  writable: { getWriter(): { write(chunk: Uint8Array): Promise<void>; close(): Promise<void> } };
}

/** Core's types name no host API (tsconfig.core.json); this is the one shape of it used here. */
function hostDecompressionStream(): (new (format: 'deflate-raw') => NativeStream) | undefined {
  return (globalThis as { DecompressionStream?: new (format: 'deflate-raw') => NativeStream })
    .DecompressionStream;
}
