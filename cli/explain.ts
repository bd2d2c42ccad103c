import { explainTool, explanationText, type Templates } from '../core/index.ts';
import { lastValue, type Parsed, readArgs } from './args.ts';
import type { CliIo } from './io.ts';
import { reviewScenarioFile } from './read-input.ts';

interface ExplainArgs {
  file: string;
  tool: string;
  query: string | undefined;
  format: 'text' | 'json';
}

const EXIT_OK = 0;
const EXIT_UNKNOWN_TOOL = 1;
const EXIT_FAILED = 2;
const FORMATS = ['text', 'json'] as const;

/** Reads `disclosure explain FILE --tool NAME [--query Q] [--format text|json]`. */
export function parseExplainArgs(argv: readonly string[]): Parsed<ExplainArgs> {
  const parsed = readArgs('explain', argv, {
    tool: { type: 'string' },
    query: { type: 'string' },
    format: { type: 'string' },
  });
  if (!parsed.ok) return parsed;
  const { read } = parsed;
  if (read.positionals.length !== 1) return { ok: false, error: 'explain takes exactly one FILE (or "-")' };
  const tool = lastValue(read, 'tool');
  if (tool === undefined) return { ok: false, error: 'explain needs --tool NAME' };
  const format = lastValue(read, 'format') ?? 'text';
  if (!(FORMATS as readonly string[]).includes(format))
    return { ok: false, error: `--format is text or json (got "${format}")` };
  return {
    ok: true,
    args: {
      file: read.positionals[0]!,
      tool,
      query: lastValue(read, 'query'),
      format: format as ExplainArgs['format'],
    },
  };
}

/**
 * `disclosure explain`: the playground's "Why?" for one tool of FILE — the same
 * core explanation, printed in the same words (text) or as the explanation
 * object (json). Exit 1 when no definition has that name (the explanation says
 * so), 2 when the file cannot be read or evaluated, 0 otherwise.
 */
export function runExplain(args: ExplainArgs, io: CliIo, templates: Templates): number {
  const subject = reviewScenarioFile(args.file, io, templates);
  if (!subject.ok) {
    io.stderr(subject.error);
    return EXIT_FAILED;
  }
  const explanation = explainTool(subject.value, args.tool, args.query);
  if (args.format === 'json') io.json(explanation);
  else io.stdout(explanationText(explanation));
  if (explanation.surface.status === 'unknown') {
    io.stderr(`no definition in ${args.file === '-' ? 'standard input' : args.file} is named "${args.tool}"`);
    return EXIT_UNKNOWN_TOOL;
  }
  return EXIT_OK;
}
