import type { CliIo } from '../cli/io.ts';
import { canonicalJson } from '../core/index.ts';

/** A line io over in-memory files that records what a command prints, for the commands' own tests. */
export function memoryIo(files: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    stdout: (line) => out.push(line),
    json: (value) => out.push(canonicalJson(value)),
    stderr: (line) => err.push(line),
    readFile: (path) =>
      path in files
        ? { ok: true, value: files[path]! }
        : { ok: false, error: `cannot read ${path}: no such file` },
  };
  return { io, out, err };
}
