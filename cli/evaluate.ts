import type { Report, Templates } from '../core/index.ts';
import { type Parsed, readArgs } from './args.ts';
import type { CliIo } from './io.ts';
import { loadScenarioFile, type Read } from './read-input.ts';

export const EXIT_OK = 0;
export const EXIT_FAILED = 2;

/** Reads `disclosure evaluate FILE…`. */
export function parseEvaluateArgs(argv: readonly string[]): Parsed<{ files: string[] }> {
  const parsed = readArgs('evaluate', argv, {});
  if (!parsed.ok) return parsed;
  const files = parsed.read.positionals;
  if (files.length === 0) return { ok: false, error: 'evaluate needs at least one FILE (or "-")' };
  return { ok: true, args: { files } };
}

/** The core's report, or the reason on the scenario's own line: the edit session promises not to throw. */
export function evaluateFile(file: string, io: CliIo, templates: () => Templates): Read<Report> {
  try {
    const loaded = loadScenarioFile(file, io, templates());
    return loaded.ok ? { ok: true, value: loaded.value.evaluation.report } : loaded;
  } catch (err) {
    return { ok: false, error: `internal error: ${err instanceof Error ? err.message : String(err)}` };
  }
}

/** `disclosure evaluate FILE…`: one canonical JSON report per file, in order; exit 2 if any failed. */
export function runEvaluate(args: { files: string[] }, io: CliIo, templates: () => Templates): number {
  let allEvaluated = true;
  for (const file of args.files) {
    const result = evaluateFile(file, io, templates);
    if (!result.ok) allEvaluated = false;
    io.json(result.ok ? result.value : { error: result.error });
  }
  return allEvaluated ? EXIT_OK : EXIT_FAILED;
}
