import type { Templates } from '../core/index.ts';
import { type Parsed, readArgs } from './args.ts';
import { EXIT_FAILED, EXIT_OK, evaluateFile } from './evaluate.ts';
import type { CliIo } from './io.ts';

/** Reads `disclosure render FILE`. */
export function parseRenderArgs(argv: readonly string[]): Parsed<{ file: string }> {
  const parsed = readArgs('render', argv, {});
  if (!parsed.ok) return parsed;
  const files = parsed.read.positionals;
  if (files.length !== 1) return { ok: false, error: 'render takes exactly one FILE (or "-")' };
  return { ok: true, args: { file: files[0]! } };
}

/** `disclosure render FILE`: the tool_search description the model reads. */
export function runRender(args: { file: string }, io: CliIo, templates: () => Templates): number {
  const result = evaluateFile(args.file, io, templates);
  if (!result.ok) {
    io.stderr(result.error);
    return EXIT_FAILED;
  }
  io.stdout(result.value.tool_search_description);
  return EXIT_OK;
}
