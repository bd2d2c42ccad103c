import { readFileSync } from 'node:fs';
import { type JsonValue, parseJson } from '../core/index.ts';

export type Read<T> = { ok: true; value: T } | { ok: false; error: string };

const utf8 = new TextDecoder('utf-8', { fatal: true });
let stdinText: string | undefined;

const FILE_ERRORS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'is a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
};

/** The text of a file, or of standard input for "-"; a leading byte-order mark is dropped. */
export function readText(arg: string): Read<string> {
  if (arg === '-' && stdinText !== undefined) return { ok: true, value: stdinText };
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(arg === '-' ? 0 : arg);
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
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  if (arg === '-') stdinText = text;
  return { ok: true, value: text };
}

/** Parses with the number-preserving reader; the message says where the JSON breaks. */
export function parseScenarioText(text: string, arg: string): Read<JsonValue> {
  const parsed = parseJson(text);
  if (parsed.ok) return { ok: true, value: parsed.value };
  const reason = parsed.error.replace(/ at position \d+$/, '');
  return {
    ok: false,
    error: `${label(arg)}: invalid JSON at line ${parsed.line}, column ${parsed.column}: ${reason}`,
  };
}

export function readScenarioFile(arg: string): Read<JsonValue> {
  const text = readText(arg);
  return text.ok ? parseScenarioText(text.value, arg) : text;
}

function label(arg: string): string {
  return arg === '-' ? 'standard input' : arg;
}
