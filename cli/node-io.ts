import type { CliIo } from './io.ts';
import { readBounded } from './read-bounded.ts';
import { loadTemplates } from './templates.ts';

/** The process's own streams, files and prompts; inputs are read no further than the size limit. */
export function createNodeIo(): CliIo {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readFile: (path, maxBytes) => readBounded(path, maxBytes),
    readStdin: (maxBytes) => readBounded(0, maxBytes),
    loadTemplates,
  };
}
