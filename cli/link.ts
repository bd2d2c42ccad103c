import { makeShareLink } from '../core/index.ts';
import { type Parsed, readArgs } from './args.ts';
import { EXIT_FAILED, EXIT_OK } from './evaluate.ts';
import type { CliIo } from './io.ts';
import { scenarioTextProblem } from './read-input.ts';

/** Reads `disclosure link FILE`. */
export function parseLinkArgs(argv: readonly string[]): Parsed<{ file: string }> {
  const parsed = readArgs('link', argv, {});
  if (!parsed.ok) return parsed;
  const files = parsed.read.positionals;
  if (files.length !== 1) return { ok: false, error: 'link takes exactly one FILE (or "-")' };
  return { ok: true, args: { file: files[0]! } };
}

/** `disclosure link FILE`: the URL fragment that opens the file's text in the playground. */
export function runLink(args: { file: string }, io: CliIo): number {
  const text = io.readFile(args.file);
  const fail = (message: string) => {
    io.stderr(message);
    return EXIT_FAILED;
  };
  if (!text.ok) return fail(text.error);
  // The playground would refuse a link to broken JSON, so refuse to make one.
  const problem = scenarioTextProblem(text.value, args.file);
  if (problem !== undefined) return fail(problem);
  // Nor a link the playground would refuse for its size.
  const link = makeShareLink(text.value);
  if (!link.ok) return fail(`no link: ${link.reason}; share the file instead`);
  io.stdout(link.hash);
  return EXIT_OK;
}
