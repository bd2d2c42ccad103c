import type { Templates } from '../core/index.ts';

/**
 * Everything the command touches outside itself. The entry (disclosure.ts) hands
 * in the process's streams and files; tests hand in their own and run `main` in
 * process. Nothing here imports Node, so the command also runs beside the app.
 */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /**
   * A file's bytes, or `tooLarge` when it holds more than `maxBytes` (then it is not
   * read on); throws an error whose `code` says why (ENOENT, EISDIR, …) when it cannot.
   */
  readFile(path: string, maxBytes: number): Uint8Array | { tooLarge: number | undefined };
  /** Standard input's bytes, read once to the end, or `tooLarge` past `maxBytes`. */
  readStdin(maxBytes: number): Uint8Array | { tooLarge: number | undefined };
  /** The prompt texts the core renders with (prompts/). */
  loadTemplates(): Templates;
}
