import { deflateSync, Inflate } from 'fflate';

/**
 * How work is kept: the raw DEFLATE of the text's UTF-8 bytes (the browser's own,
 * or fflate's at level 6).
 * The page deflates in the pack Worker (app/worker/pack-worker.ts), so a huge
 * paste is deflated off its thread; it inflates on its own thread when the work
 * is opened, a slice at a time with a pause between slices (a macrotask: input
 * and painting get their turn).
 */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function compressText(text: string): Uint8Array {
  return deflateSync(new TextEncoder().encode(text), { level: 6 });
}

/**
 * The same format by the browser's own deflate (`CompressionStream`, raw
 * DEFLATE), faster than fflate's in Chromium; fflate where
 * the browser has no such stream. Either is read by `decompressText` (work-reader.ts).
 */
export async function compressTextNatively(text: string): Promise<Uint8Array> {
  if (typeof CompressionStream === 'function') {
    let stream: CompressionStream | null = null;
    try {
      stream = new CompressionStream('deflate-raw');
    } catch {
      // A browser whose stream knows only gzip and deflate: fflate below.
    }
    if (stream)
      return new Uint8Array(await new Response(new Blob([text]).stream().pipeThrough(stream)).arrayBuffer());
  }
  return compressText(text);
}

/** fflate's inflate of kept work (work-reader.ts reads it natively where the browser can). */
export async function inflateInSlices(bytes: Uint8Array): Promise<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const out: string[] = [];
  const inflate = new Inflate((chunk) => out.push(decoder.decode(chunk, { stream: true })));
  const step = 1 << 18;
  for (let at = 0; at < bytes.length; at += step) {
    inflate.push(bytes.subarray(at, at + step), at + step >= bytes.length);
    await pause();
  }
  if (bytes.length === 0) inflate.push(new Uint8Array(0), true);
  out.push(decoder.decode());
  return out.join('');
}
