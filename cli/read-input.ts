import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { type JsonValue, parseJson } from '../core/json-value.ts';
import { DEFAULT_MAX_INPUT_BYTES, describeTooLarge } from './input-limit.ts';

export type Read<T> = { ok: true; value: T } | { ok: false; error: string };

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
let stdinText: string | undefined;
let maxInputBytes = DEFAULT_MAX_INPUT_BYTES;

/** Sets the size past which inputs are refused unread (from `--max-input-bytes`). */
export function setMaxInputBytes(bytes: number): void {
  maxInputBytes = bytes;
}

const FILE_ERRORS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'is a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
};

/**
 * The text of a file, or of standard input for "-", as written: a byte-order
 * mark is kept, so core's parseJson refuses it by name exactly as the editor does.
 */
export function readText(arg: string): Read<string> {
  if (arg === '-' && stdinText !== undefined) return { ok: true, value: stdinText };
  let bytes: Uint8Array;
  try {
    const read = readBounded(arg === '-' ? 0 : arg, maxInputBytes);
    if (!(read instanceof Uint8Array)) {
      return { ok: false, error: describeTooLarge(label(arg), read.tooLarge, maxInputBytes) };
    }
    bytes = read;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? '';
    return { ok: false, error: `cannot read ${label(arg)}: ${FILE_ERRORS[code] ?? (err as Error).message}` };
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, error: `cannot read ${label(arg)}: not UTF-8 text` };
  }
  if (arg === '-') stdinText = text;
  return { ok: true, value: text };
}

/** Parses with the number-preserving reader; the message says where the JSON breaks. */
export function parseScenarioText(text: string, arg: string): Read<JsonValue> {
  const parsed = parseJson(text);
  if (parsed.ok) return { ok: true, value: parsed.value };
  return {
    ok: false,
    error: `${label(arg)}: invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.error}`,
  };
}

export function readScenarioFile(arg: string): Read<JsonValue> {
  const text = readText(arg);
  return text.ok ? parseScenarioText(text.value, arg) : text;
}

/**
 * The bytes of a file or of standard input, or `tooLarge` (with the size when known) without reading on:
 * a regular file's size is known before reading, a pipe is read in chunks and
 * dropped as soon as it passes the limit.
 */
function readBounded(source: string | 0, maxBytes: number): Uint8Array | { tooLarge: number | undefined } {
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
    return concat(chunks, total);
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

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

function label(arg: string): string {
  return arg === '-' ? 'standard input' : arg;
}
