import {
  createEditSession,
  detectToolsFormat,
  invalidJsonMessage,
  type JsonValue,
  parseJson,
  prepareReview,
  type ReportedLoad,
  type ReviewSubject,
  readTextBytes,
  reported,
  type Templates,
} from '../core/index.ts';
import { describeTooLarge } from './input-limit.ts';
import type { CliIo, ProcessIo } from './io.ts';

export type Read<T> = { ok: true; value: T } | { ok: false; error: string };

const FILE_ERRORS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'is a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
};

interface InputReader {
  /**
   * The text of a file, or of standard input for "-", as written, read by core's
   * readTextBytes: a byte-order mark is kept, so core's parseJson refuses it by
   * name exactly as the editor does; UTF-16 and bytes that are not UTF-8 are refused.
   */
  readText(arg: string): Read<string>;
}

/**
 * A reader for one run of the command: inputs past `maxBytes` are refused unread
 * (`--max-input-bytes`), and standard input is read once and kept for a second "-".
 */
export function createInputReader(
  io: Pick<ProcessIo, 'readFile' | 'readStdin'>,
  maxBytes: number,
): InputReader {
  let stdinText: string | undefined;
  const readText = (arg: string): Read<string> => {
    if (arg === '-' && stdinText !== undefined) return { ok: true, value: stdinText };
    let bytes: Uint8Array;
    try {
      const limit = maxBytes;
      const read = arg === '-' ? io.readStdin(limit) : io.readFile(arg, limit);
      if (!(read instanceof Uint8Array)) {
        return { ok: false, error: describeTooLarge(label(arg), read.tooLarge, limit) };
      }
      bytes = read;
    } catch (err) {
      const code = (err as { code?: string }).code ?? '';
      if (code === 'ENOENT' && arg.includes(REPLACEMENT)) return { ok: false, error: notUtf8Name(arg) };
      return {
        ok: false,
        error: `cannot read ${label(arg)}: ${FILE_ERRORS[code] ?? (err as Error).message}`,
      };
    }
    // The page's Open file and Baseline from file read bytes by the same rule, in the same words.
    const read = readTextBytes(bytes, label(arg));
    if (!read.ok) return read;
    if (arg === '-') stdinText = read.text;
    return { ok: true, value: read.text };
  };
  return { readText };
}

/**
 * A scenario file read as the playground reads the editor's text: through core's
 * edit session, the one way from a text to its report. A file that cannot be
 * read, is not JSON or holds a refused scenario gives why, after the file's name.
 */
export function loadScenarioFile(file: string, io: CliIo, templates: Templates): Read<ReportedLoad> {
  const text = io.readFile(file);
  if (!text.ok) return text;
  const load = reported(createEditSession(templates, { lend: false }).load(text.value));
  return load.ok
    ? { ok: true, value: load.load }
    : { ok: false, error: notEvaluated(file, load.error, text.value) };
}

/** The design review of a scenario file (`report`, `explain`, `export`), from the same load as `evaluate`'s. */
export function reviewScenarioFile(file: string, io: CliIo, templates: Templates): Read<ReviewSubject> {
  const loaded = loadScenarioFile(file, io, templates);
  if (!loaded.ok) return loaded;
  const prepared = prepareReview(loaded.value, templates);
  return prepared.ok
    ? { ok: true, value: prepared.subject }
    : { ok: false, error: `${label(file)}: ${prepared.error}` };
}

/** JSON that is not a scenario (an admission input, tools, a corpus), with exact numbers; the message names the file. */
export function parseJsonText(text: string, arg: string): Read<JsonValue> {
  const parsed = parseJson(text);
  if (parsed.ok) return { ok: true, value: parsed.value };
  return { ok: false, error: `${label(arg)}: ${invalidJsonMessage(parsed)}` };
}

/**
 * Why the text is not JSON the playground would open, or undefined when it is. Only
 * the verdict leaves this function, so a caller that needs the text alone (`link`)
 * does not keep the parsed value alive while it goes on, nor pays for a report.
 */
export function scenarioTextProblem(text: string, arg: string): string | undefined {
  const parsed = parseJsonText(text, arg);
  return parsed.ok ? undefined : parsed.error;
}

/**
 * Node reads the command line as UTF-8 and puts U+FFFD where a byte is not; a file
 * whose name has such bytes cannot be named from here, which is the truth to tell.
 */
const REPLACEMENT = '\uFFFD';

function notUtf8Name(arg: string): string {
  return `cannot read ${arg}: the file name is not UTF-8 (each \uFFFD stands for bytes that are not), so it cannot be opened by that name; rename the file or pass it on standard input as "-"`;
}

function label(arg: string): string {
  return arg === '-' ? 'standard input' : arg;
}

/**
 * Why FILE cannot be reviewed, and, when it holds a tool catalog (an MCP tools/list
 * result, an OpenAI or Anthropic tools array) rather than a scenario, how to make a
 * scenario of it: `disclosure import` first.
 */
function notEvaluated(arg: string, error: string, text: string): string {
  const parsed = parseJson(text);
  const catalog = parsed.ok ? detectToolsFormat(parsed.value) : null;
  const hint = catalog?.ok
    ? `; it holds a tool catalog (${catalog.label}), not a scenario: make a scenario of it first with disclosure import ${arg} --id NAME`
    : '';
  return `${label(arg)}: ${error}${hint}`;
}
