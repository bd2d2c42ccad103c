import type { Templates } from '../core/index.ts';

/** Bytes read, or `tooLarge` (with the size when known) once the input passed the limit. */
export type BoundedRead = Uint8Array | { tooLarge: number | undefined };

/**
 * Everything the command touches outside itself. The entry (disclosure.ts) hands
 * in the process's streams and files; tests hand in their own and run `main` in
 * process. Nothing here imports Node, so the command also runs beside the app.
 */
export interface CliIo {
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
