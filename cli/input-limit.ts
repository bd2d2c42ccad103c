import { parseArgs } from 'node:util';
import { tooLargeMessage } from '../core/index.ts';

/**
 * The largest input the CLI reads unless told otherwise. Reading, checking and
 * evaluating a scenario holds several times its size in memory (docs/cli.md, "Limits"),
 * so a default keeps a mistaken 1 GB file from exhausting the heap; the flag
 * raises (or lowers) it for a machine that can take more.
 */
export const DEFAULT_MAX_INPUT_BYTES = 64 * 1024 * 1024;
const MAX_INPUT_FLAG = '--max-input-bytes';

type TakenLimit = { ok: true; maxBytes: number; rest: string[] } | { ok: false; error: string };

/**
 * Removes `--max-input-bytes N` (or `--max-input-bytes=N`) from the arguments and reads N.
 * Every command takes it, so main() reads it before the command reads the rest.
 */
export function takeMaxInputBytes(args: string[]): TakenLimit {
  const name = MAX_INPUT_FLAG.slice(2);
  const { tokens } = parseArgs({
    args,
    options: { [name]: { type: 'string' } },
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  let maxBytes = DEFAULT_MAX_INPUT_BYTES;
  const rest: string[] = [];
  let passed = -1;
  for (const token of tokens) {
    if (token.kind !== 'option' || token.name !== name) {
      // Anything else passes on as written, once (short flags grouped as "-ab" share an index).
      if (token.index !== passed) rest.push(args[token.index]!);
      passed = token.index;
      continue;
    }
    const value = token.value ?? '';
    if (!/^[0-9]{1,16}$/.test(value) || Number(value) < 1) {
      return {
        ok: false,
        error: `${MAX_INPUT_FLAG} takes a whole number of bytes, at least 1 (got "${value}")`,
      };
    }
    maxBytes = Number(value);
  }
  return { ok: true, maxBytes, rest };
}

export function describeTooLarge(label: string, size: number | undefined, maxBytes: number): string {
  return tooLargeMessage(label, size, maxBytes, `raise it with ${MAX_INPUT_FLAG} N`);
}
