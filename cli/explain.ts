import { canonicalJson, explainTool, explanationText, prepareReview, type Templates } from '../core/index.ts';
import type { CliIo } from './cli-io.ts';

export interface ExplainArgs {
  file: string;
  tool: string;
  query: string | undefined;
  format: 'text' | 'json';
}

export type ParsedExplainArgs = { ok: true; args: ExplainArgs } | { ok: false; error: string };

const EXIT_OK = 0;
const EXIT_UNKNOWN_TOOL = 1;
const EXIT_FAILED = 2;
const FORMATS = ['text', 'json'] as const;
export const EXPLAIN_OPTIONS = ['--tool', '--query', '--format'];

/** Reads `disclosure explain FILE --tool NAME [--query Q] [--format text|json]`. */
export function parseExplainArgs(argv: readonly string[]): ParsedExplainArgs {
  const files: string[] = [];
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!EXPLAIN_OPTIONS.includes(a)) {
      files.push(a);
      continue;
    }
    const value = argv[++i];
    if (value === undefined) return { ok: false, error: `${a} needs a value` };
    values.set(a, value);
  }
  if (files.length !== 1) return { ok: false, error: 'explain takes exactly one FILE (or "-")' };
  const tool = values.get('--tool');
  if (tool === undefined) return { ok: false, error: 'explain needs --tool NAME' };
  const format = values.get('--format') ?? 'text';
  if (!(FORMATS as readonly string[]).includes(format))
    return { ok: false, error: `--format is text or json (got "${format}")` };
  return {
    ok: true,
    args: { file: files[0]!, tool, query: values.get('--query'), format: format as ExplainArgs['format'] },
  };
}

/**
 * `disclosure explain`: the playground's "Why?" for one tool of FILE — the same
 * core explanation, printed in the same words (text) or as the explanation
 * object (json). Exit 1 when no definition has that name (the explanation says
 * so), 2 when the file cannot be read or evaluated, 0 otherwise.
 */
export function runExplain(args: ExplainArgs, io: CliIo, templates: Templates): number {
  const text = io.readFile(args.file);
  if (!text.ok) {
    io.stderr(text.error);
    return EXIT_FAILED;
  }
  const prepared = prepareReview({ text: text.value }, templates);
  if (!prepared.ok) {
    io.stderr(`${args.file === '-' ? 'standard input' : args.file}: ${prepared.error}`);
    return EXIT_FAILED;
  }
  const explanation = explainTool(prepared.subject, args.tool, args.query);
  io.stdout(args.format === 'json' ? canonicalJson(explanation) : explanationText(explanation));
  if (explanation.surface.status === 'unknown') {
    io.stderr(`no definition in ${args.file === '-' ? 'standard input' : args.file} is named "${args.tool}"`);
    return EXIT_UNKNOWN_TOOL;
  }
  return EXIT_OK;
}
