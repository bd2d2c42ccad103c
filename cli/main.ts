import { escapeInvisible, showInvisible, type Templates, writeCanonicalJson } from '../core/index.ts';
import { parseAdmitArgs, runAdmit } from './admit.ts';
import type { Parsed } from './args.ts';
import { EXIT_FAILED, EXIT_OK, parseEvaluateArgs, runEvaluate } from './evaluate.ts';
import { parseExplainArgs, runExplain } from './explain.ts';
import { parseExportArgs, runExport } from './export.ts';
import { COMMAND_HELP, MAIN_HELP } from './help.ts';
import { parseImportArgs, runImport } from './import.ts';
import { takeMaxInputBytes } from './input-limit.ts';
import type { CliIo, ProcessIo } from './io.ts';
import { parseLinkArgs, runLink } from './link.ts';
import { parsePlanArgs, runPlan } from './plan.ts';
import { createInputReader } from './read-input.ts';
import { parseRelevanceArgs, runRelevance } from './relevance.ts';
import { parseRenderArgs, runRender } from './render.ts';
import { parseReportArgs, runReport } from './report.ts';
import { parseServeArgs, runServe } from './serve.ts';
import { packageVersion } from './version.ts';

/**
 * The `disclosure` command as a function of its arguments and its surroundings:
 * `main(argv, io)` returns the exit code and touches nothing but `io`, so tests
 * run it in process; disclosure.ts is the entry that wires in the real process.
 * It only dispatches: each command reads its own arguments (cli/<command>.ts).
 */

/** One command: how it reads its arguments and what it does with them. */
interface Command<A> {
  parse(argv: readonly string[]): Parsed<A>;
  /** A command that waits on the outside world (a running server) answers with a promise. */
  run(args: A, io: CliIo, templates: () => Templates): number | Promise<number>;
}

const command = <A>(parse: Command<A>['parse'], run: Command<A>['run']): Command<unknown> =>
  ({ parse, run }) as Command<unknown>;

const COMMANDS: Record<string, Command<unknown>> = {
  evaluate: command(parseEvaluateArgs, runEvaluate),
  render: command(parseRenderArgs, runRender),
  link: command(parseLinkArgs, runLink),
  relevance: command(parseRelevanceArgs, (args, io, templates) => runRelevance(args, io, templates)),
  admit: command(parseAdmitArgs, runAdmit),
  import: command(parseImportArgs, runImport),
  report: command(parseReportArgs, (args, io, templates) => runReport(args, io, templates())),
  export: command(parseExportArgs, (args, io, templates) => runExport(args, io, templates())),
  explain: command(parseExplainArgs, (args, io, templates) => runExplain(args, io, templates())),
  serve: command(parseServeArgs, runServe),
  plan: command(parsePlanArgs, (args, io, templates) => runPlan(args, io, templates())),
};

/** Output that is lines of text by design (a report, the index) keeps its line breaks; a message does not. */
const MULTI_LINE = { keepLineBreaks: true } as const;

export function main(argv: readonly string[], io: ProcessIo): number | Promise<number> {
  const fail = (message: string): number => {
    io.stderr(`disclosure: ${showInvisible(message)}\n`);
    return EXIT_FAILED;
  };
  const [name, ...rest] = argv;
  if (name === '--version' || name === '-V') {
    io.stdout(`${packageVersion()}\n`);
    return EXIT_OK;
  }
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const topic = name === 'help' ? rest[0] : undefined;
    if (topic !== undefined && !Object.hasOwn(COMMANDS, topic))
      return fail(`unknown command "${topic}"; try "disclosure --help"`);
    io.stdout(topic === undefined ? MAIN_HELP : COMMAND_HELP[topic]!);
    // Bare `disclosure` is a usage mistake in a script; asking for help is not.
    return name === undefined ? EXIT_FAILED : EXIT_OK;
  }
  const chosen = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (chosen === undefined) return fail(`unknown command "${name}"; try "disclosure --help"`);
  // After "--" every argument is a file name (`render -- --help`) or a server's own command line.
  const own = rest.includes('--') ? rest.slice(0, rest.indexOf('--')) : rest;
  if (own.includes('--help') || own.includes('-h')) {
    io.stdout(COMMAND_HELP[name]!);
    return EXIT_OK;
  }
  // Every command takes --max-input-bytes; the command reads what is left.
  const sized = takeMaxInputBytes(rest);
  if (!sized.ok) return fail(sized.error);
  const parsed = chosen.parse(sized.rest);
  if (!parsed.ok) return fail(parsed.error);
  const input = createInputReader(io, sized.maxBytes);
  // Text from data never reaches the terminal raw: a name or description may hold escape sequences.
  const lines: CliIo = {
    stdout: (line) => io.stdout(`${showInvisible(line, MULTI_LINE)}\n`),
    json: (value) => {
      writeCanonicalJson(value, (chunk) => io.stdout(escapeInvisible(chunk)));
      io.stdout('\n');
    },
    stderr: (line) => io.stderr(`disclosure: ${showInvisible(line)}\n`),
    readFile: (path) => input.readText(path),
  };
  let templates: Templates | undefined;
  return chosen.run(parsed.args, lines, () => {
    templates ??= io.loadTemplates();
    return templates;
  });
}
