import { admitHostedCatalog } from '../core/index.ts';
import { type Parsed, readArgs } from './args.ts';
import type { CliIo } from './io.ts';
import { parseJsonText } from './read-input.ts';

interface AdmitArgs {
  files: string[];
  /** Keep the `explain` key (why each tool was skipped, where each finding matched). */
  explain: boolean;
}

const EXIT_OK = 0;
const EXIT_FAILED = 2;

/** Reads `disclosure admit` arguments: FILE… and `--explain`. */
export function parseAdmitArgs(argv: readonly string[]): Parsed<AdmitArgs> {
  const parsed = readArgs('admit', argv, { explain: { type: 'boolean' } });
  if (!parsed.ok) return parsed;
  return { ok: true, args: { files: parsed.read.positionals, explain: parsed.read.flags.has('explain') } };
}

/**
 * `disclosure admit FILE…`: one admission report per input, one line each, in
 * order. A rejected catalog is a normal report; only a file that cannot be read
 * or is not an admission input prints `{"error": …}` and makes the exit status 2.
 */
export function runAdmit(args: AdmitArgs, io: CliIo): number {
  if (args.files.length === 0) {
    io.stderr('admit needs at least one FILE (or "-")');
    return EXIT_FAILED;
  }
  let status = EXIT_OK;
  for (const file of args.files) {
    const text = io.readFile(file);
    const parsed = text.ok ? parseJsonText(text.value, file) : text;
    const outcome = parsed.ok ? admitHostedCatalog(parsed.value) : parsed;
    if (!outcome.ok) {
      status = EXIT_FAILED;
      io.json({ error: parsed.ok ? `${file}: ${outcome.error}` : outcome.error });
      continue;
    }
    // canonicalJson leaves out undefined keys, so this prints the §6 report alone.
    io.json(args.explain ? outcome.report : { ...outcome.report, explain: undefined });
  }
  return status;
}
