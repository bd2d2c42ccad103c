import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { joinChunks } from '../core/index.ts';
import type { ProcessIo } from './io.ts';
import { loadTemplates } from './templates.ts';

/** The process's own streams, files and prompts. */
export function createNodeIo(): ProcessIo {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readFile: (path, maxBytes) => readBounded(path, maxBytes),
    readStdin: (maxBytes) => readBounded(0, maxBytes),
    loadTemplates,
  };
}

/**
 * The bytes of a file or of standard input, or `tooLarge` (with the size when known) without reading on:
 * a regular file's size is known before reading, a pipe is read in chunks and
 * dropped as soon as it passes the limit.
 */
export function readBounded(
  source: string | 0,
  maxBytes: number,
): Uint8Array | { tooLarge: number | undefined } {
  const fd = typeof source === 'number' ? source : openSync(source, 'r');
  try {
    const stat = fstatSync(fd);
    if (stat.isFile() && stat.size > maxBytes) return { tooLarge: stat.size };
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const chunk = new Uint8Array(Math.min(CHUNK_BYTES, maxBytes + 1 - total));
      const n = readChunk(fd, chunk);
      if (n === 0) break;
      total += n;
      if (total > maxBytes) return { tooLarge: undefined };
      chunks.push(chunk.subarray(0, n));
    }
    return joinChunks(chunks, total);
  } finally {
    if (fd !== 0) closeSync(fd);
  }
}

const CHUNK_BYTES = 1 << 20;

function readChunk(fd: number, into: Uint8Array): number {
  for (;;) {
    try {
      return readSync(fd, into);
    } catch (err) {
      // A closed standard input reads as the end; a non-blocking one asks to try again.
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EOF') return 0;
      if (code !== 'EAGAIN') throw err;
    }
  }
}
