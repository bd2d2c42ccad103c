import {
  EXPORT_TARGETS,
  type ExportTarget,
  exportRequest,
  planTiers,
  type Templates,
} from '../core/index.ts';
import { lastValue, type Parsed, readArgs } from './args.ts';
import type { CliIo } from './io.ts';
import { reviewScenarioFile } from './read-input.ts';

interface ExportArgs {
  file: string;
  to: ExportTarget;
}

/** Reads `disclosure export FILE --to anthropic|openai-responses|openai-chat`. */
export function parseExportArgs(argv: readonly string[]): Parsed<ExportArgs> {
  const parsed = readArgs('export', argv, { to: { type: 'string' } });
  if (!parsed.ok) return parsed;
  const files = parsed.read.positionals;
  const to = lastValue(parsed.read, 'to');
  if (files.length !== 1) return { ok: false, error: 'export takes exactly one FILE (or "-")' };
  if (to === undefined) return { ok: false, error: `export needs --to ${EXPORT_TARGETS.join('|')}` };
  if (!(EXPORT_TARGETS as readonly string[]).includes(to))
    return { ok: false, error: `--to is ${EXPORT_TARGETS.join(', ')} (got "${to}")` };
  return { ok: true, args: { file: files[0]!, to: to as ExportTarget } };
}

/**
 * `disclosure export`: the request body (its `tools` array) the runtime takes for
 * FILE's catalog, on standard output. Renamed tools and broken caps go to
 * standard error; a catalog over a cap still exports (exit 0). Exit 2 when FILE
 * cannot be read or evaluated.
 */
export function runExport(args: ExportArgs, io: CliIo, templates: Templates): number {
  const subject = reviewScenarioFile(args.file, io, templates);
  if (!subject.ok) {
    io.stderr(subject.error);
    return 2;
  }
  const { report, value } = subject.value;
  const request = exportRequest(planTiers(report, value), args.to);
  io.json(request.body);
  for (const r of request.renamed) io.stderr(`renamed: ${r.from} -> ${r.to}`);
  for (const c of request.schema_changes) io.stderr(`schema of ${c.tool}: ${c.change}`);
  for (const w of request.warnings) io.stderr(`${w.kind === 'cap' ? 'warning' : w.kind}: ${w.text}`);
  return 0;
}
