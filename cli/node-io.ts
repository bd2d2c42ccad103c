import { readFileSync } from 'node:fs';
import type { CliIo } from './io.ts';
import { loadTemplates } from './templates.ts';

/** The process's own streams, files and prompts. */
export function createNodeIo(): CliIo {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readFile: (path) => readFileSync(path),
    readStdin: () => readFileSync(0),
    loadTemplates,
  };
}
