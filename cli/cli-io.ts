import type { Read } from './read-input.ts';

/**
 * The line-oriented view of the outside world the admit and import commands use, so
 * tests can run them without a process. main() builds it from the command's io.
 */
export interface CliIo {
  stdout(line: string): void;
  stderr(line: string): void;
  /** A file's text ("-" is standard input), or why it cannot be read. */
  readFile(path: string): Read<string>;
}
