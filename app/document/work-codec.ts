import { Deflate, Inflate } from 'fflate';

/**
 * Work is kept deflated (fflate), a slice at a time with a pause between slices,
 * so keeping a 50 MB paste never holds the page for one long task. The pause is
 * a macrotask: input and painting get their turn between slices.
 */
// About 15 ms of deflate per slice on a slow core: well under the 50 ms of a long task.
const SLICE_CHARS = 1 << 17;

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function compressText(text: string): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  const deflate = new Deflate({ level: 6 }, (chunk) => parts.push(chunk));
  const encoder = new TextEncoder();
  let at = 0;
  while (at < text.length) {
    let end = Math.min(at + SLICE_CHARS, text.length);
    // Never split a surrogate pair: each half alone would encode as U+FFFD.
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end++;
    deflate.push(encoder.encode(text.slice(at, end)), false);
    at = end;
    await pause();
  }
  deflate.push(new Uint8Array(0), true);
  return join(parts);
}

export async function decompressText(bytes: Uint8Array): Promise<string> {
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

function join(parts: Uint8Array[]): Uint8Array {
  const total = parts.reduce((n, p) => n + p.length, 0);
  const all = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  return all;
}
