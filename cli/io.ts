import type { Templates } from '../core/index.ts';
import type { Read } from './read-input.ts';

/** Bytes read, or `tooLarge` (with the size when known) once the input passed the limit. */
type BoundedRead = Uint8Array | { tooLarge: number | undefined };

/**
 * What every command sees of the outside world, in lines: main() builds it once per run
 * from the process, tests build it over memory. Nothing here imports Node's files or streams.
 */
export interface CliIo {
  /** A line (or lines) of text for a person: characters that are invisible or drive a terminal are named. */
  stdout(line: string): void;
  /** A value as a line of canonical JSON, written as it is made; such characters keep their value as `\uXXXX` escapes. */
  json(value: unknown): void;
  /** A one-line message on standard error, named as stdout names (a line break in data included). */
  stderr(line: string): void;
  /** A file's text ("-" is standard input), or why it cannot be read. */
  readFile(path: string): Read<string>;
}

/**
 * The process as main() receives it: raw streams and bounded byte reads. Only main()
 * and the entries that hand it in (disclosure.ts, tests running the whole command) use it.
 */
export interface ProcessIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /**
   * A file's bytes, at most `maxBytes` of them (past that, `tooLarge`, without reading
   * on); throws an error whose `code` says why (ENOENT, EISDIR, …) when it cannot.
   */
  readFile(path: string, maxBytes: number): BoundedRead;
  /** Standard input's bytes, read to the end or until past `maxBytes`. */
  readStdin(maxBytes: number): BoundedRead;
  /** The prompt texts the core renders with (prompts/). */
  loadTemplates(): Templates;
}
