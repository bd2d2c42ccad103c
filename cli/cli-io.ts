import { type Read, readText } from './read-input.ts';

/** What a command needs from the outside world, so tests can run it without a process. */
export interface CliIo {
  stdout(line: string): void;
  stderr(line: string): void;
  /** A file's text ("-" is standard input), or why it cannot be read. */
  readFile(path: string): Read<string>;
}

export const processIo: CliIo = {
  stdout: (line) => process.stdout.write(`${line}\n`),
  stderr: (line) => process.stderr.write(`disclosure: ${line}\n`),
  readFile: readText,
};
