import { main } from '../cli/main.ts';
import { readBounded } from '../cli/node-io.ts';
import { loadTemplates } from '../cli/templates.ts';

interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the `disclosure` command in this process, as `disclosure ARGS < input`
 * would: real files and prompts, standard input from `input`, output collected.
 */
export function runCli(argv: readonly string[], input?: string | Uint8Array): CliRun {
  const run = startCli(argv, input);
  if (typeof run.status !== 'number') throw new Error('this command waits on a server: use runCliAsync');
  return { status: run.status, stdout: run.stdout(), stderr: run.stderr() };
}

/** runCli for the commands that wait on a running server (`import --url`, `-- COMMAND`, `--config`). */
export async function runCliAsync(argv: readonly string[], input?: string | Uint8Array): Promise<CliRun> {
  const run = startCli(argv, input);
  const status = await run.status;
  return { status, stdout: run.stdout(), stderr: run.stderr() };
}

function startCli(argv: readonly string[], input?: string | Uint8Array) {
  let stdout = '';
  let stderr = '';
  const status = main(argv, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    readFile: (path, maxBytes) => readBounded(path, maxBytes),
    // Standard input behaves as a pipe: its size is not known before it is read.
    readStdin: (maxBytes) => {
      const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : (input ?? new Uint8Array());
      return bytes.length > maxBytes ? { tooLarge: undefined } : bytes;
    },
    loadTemplates,
  });
  return { status, stdout: () => stdout, stderr: () => stderr };
}
