/**
 * Reads kept work (work-codec.ts: the raw DEFLATE of the text's UTF-8 bytes) by
 * the browser's own inflater, off the page's thread; fflate, a script of its own,
 * is fetched only where the browser has no raw DEFLATE stream. Kept work is read
 * as the page starts, so its script holds no inflater of its own.
 */
export async function decompressText(bytes: Uint8Array): Promise<string> {
  const stream = rawInflater();
  if (stream === null) return (await import('./work-codec.ts')).inflateInSlices(bytes);
  // Kept work is read from storage into an ArrayBuffer of its own, never a shared one.
  const source = new Response(bytes as Uint8Array<ArrayBuffer>).body!;
  const inflated = await new Response(source.pipeThrough(stream)).arrayBuffer();
  return new TextDecoder('utf-8', { fatal: true }).decode(inflated);
}

function rawInflater(): DecompressionStream | null {
  if (typeof DecompressionStream !== 'function') return null;
  try {
    return new DecompressionStream('deflate-raw');
  } catch {
    // A browser whose stream knows only gzip and deflate.
    return null;
  }
}
