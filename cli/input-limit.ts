/**
 * The largest input the CLI reads unless told otherwise. Reading, checking and
 * evaluating a scenario holds several times its size in memory (docs/cli.md, "Limits"),
 * so a default keeps a mistaken 1 GB file from exhausting the heap; the flag
 * raises (or lowers) it for a machine that can take more.
 */
export const DEFAULT_MAX_INPUT_BYTES = 64 * 1024 * 1024;
export const MAX_INPUT_FLAG = '--max-input-bytes';

export type TakenLimit = { ok: true; maxBytes: number; rest: string[] } | { ok: false; error: string };

/** Removes `--max-input-bytes N` (or `--max-input-bytes=N`) from the arguments and reads N. */
export function takeMaxInputBytes(args: string[]): TakenLimit {
  let maxBytes = DEFAULT_MAX_INPUT_BYTES;
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    let value: string | undefined;
    if (arg === MAX_INPUT_FLAG) value = args[++i] ?? '';
    else if (arg.startsWith(`${MAX_INPUT_FLAG}=`)) value = arg.slice(MAX_INPUT_FLAG.length + 1);
    else {
      rest.push(arg);
      continue;
    }
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
  const what = size === undefined ? `more than ${maxBytes} bytes` : `${size} bytes`;
  return `${label} is too large (${what}; the limit is ${maxBytes} bytes, raise it with ${MAX_INPUT_FLAG} N)`;
}
