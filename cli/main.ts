import type { JsonValue, Templates } from '../core/index.ts';
import { canonicalJson, type EvaluateResult, evaluateScenario, makeShareLink } from '../core/index.ts';
import { parseAdmitArgs, runAdmit } from './admit.ts';
import type { CliIo as LineIo } from './cli-io.ts';
import { EXPLAIN_OPTIONS, parseExplainArgs, runExplain } from './explain.ts';
import { EXPORT_OPTIONS, parseExportArgs, runExport } from './export.ts';
import { COMMAND_HELP, MAIN_HELP } from './help.ts';
import { parseImportArgs, runImport } from './import.ts';
import { DEFAULT_MAX_INPUT_BYTES, takeMaxInputBytes } from './input-limit.ts';
import type { CliIo } from './io.ts';
import { createInputReader, scenarioTextProblem } from './read-input.ts';
import { PRESET_NAMES, runRelevance } from './relevance.ts';
import { parseReportArgs, REPORT_OPTIONS, runReport } from './report.ts';

/**
 * The `disclosure` command as a function of its arguments and its surroundings:
 * `main(argv, io)` returns the exit code and touches nothing but `io`, so tests
 * run it in process; disclosure.ts is the entry that wires in the real process.
 */

export const EXIT_OK = 0;
export const EXIT_FAILED = 2;

export function main(argv: readonly string[], io: CliIo): number {
  const out = (text: string) => io.stdout(text);
  const fail = (message: string): number => {
    io.stderr(`disclosure: ${message}\n`);
    return EXIT_FAILED;
  };
  let maxInputBytes = DEFAULT_MAX_INPUT_BYTES;
  const input = createInputReader(io, () => maxInputBytes);
  // admit and import speak in lines; they get the same streams and files.
  const lines: LineIo = {
    stdout: (line) => io.stdout(`${line}\n`),
    stderr: (line) => io.stderr(`disclosure: ${line}\n`),
    readFile: (path) => input.readText(path),
  };
  let templates: Templates | undefined;

  function evaluate(scenario: JsonValue): EvaluateResult {
    try {
      templates ??= io.loadTemplates();
      return evaluateScenario(scenario, templates);
    } catch (err) {
      // evaluateScenario promises not to throw; if it ever does, say so on the scenario's line.
      return { ok: false, error: `internal error: ${err instanceof Error ? err.message : String(err)}` };
    }
  }

  function runEvaluate(files: string[]): number {
    if (files.length === 0) return fail('evaluate needs at least one FILE (or "-")');
    let allEvaluated = true;
    for (const file of files) {
      const scenario = input.readScenarioFile(file);
      const result = scenario.ok ? evaluate(scenario.value) : scenario;
      if (result.ok) {
        out(`${canonicalJson(result.report)}\n`);
      } else {
        allEvaluated = false;
        out(`${canonicalJson({ error: result.error })}\n`);
      }
    }
    return allEvaluated ? EXIT_OK : EXIT_FAILED;
  }

  function runRender(files: string[]): number {
    if (files.length !== 1) return fail('render takes exactly one FILE (or "-")');
    const scenario = input.readScenarioFile(files[0]!);
    if (!scenario.ok) return fail(scenario.error);
    const result = evaluate(scenario.value);
    if (!result.ok) return fail(result.error);
    out(`${result.report.tool_search_description}\n`);
    return EXIT_OK;
  }

  function runLink(files: string[]): number {
    if (files.length !== 1) return fail('link takes exactly one FILE (or "-")');
    const file = files[0]!;
    const text = input.readText(file);
    if (!text.ok) return fail(text.error);
    // The playground would refuse a link to broken JSON, so refuse to make one.
    const problem = scenarioTextProblem(text.value, file);
    if (problem !== undefined) return fail(problem);
    // Nor a link the playground would refuse for its size.
    const link = makeShareLink(text.value);
    if (!link.ok) return fail(`no link: ${link.reason}; share the file instead`);
    out(`${link.hash}\n`);
    return EXIT_OK;
  }

  function runRelevanceCommand(args: string[]): number {
    const json = args.includes('--json');
    const worstAt = args.indexOf('--worst');
    const worst = worstAt >= 0 ? Number(args[worstAt + 1]) : 5;
    if (!Number.isInteger(worst) || worst < 0) return fail('--worst takes a whole number');
    const positional = args.filter(
      (a, i) => a !== '--json' && a !== '--worst' && (worstAt < 0 || i !== worstAt + 1),
    );
    if (positional.length > 1) return fail('relevance takes one corpus FILE or preset name');
    const source = positional[0] ?? 'upstream';
    const result = runRelevance({ source, json, worst }, out, input);
    if (!result.ok) return fail(`${result.error} (presets: ${PRESET_NAMES.join(', ')})`);
    return EXIT_OK;
  }

  const COMMANDS: Record<string, (args: string[]) => number> = {
    evaluate: runEvaluate,
    render: runRender,
    link: runLink,
    relevance: runRelevanceCommand,
    admit: (args) => runAdmit(parseAdmitArgs(args), lines),
    import: (args) => {
      const parsed = parseImportArgs(args);
      return parsed.ok ? runImport(parsed.args, lines) : fail(parsed.error);
    },
    report: (args) => {
      const parsed = parseReportArgs(args);
      if (!parsed.ok) return fail(parsed.error);
      templates ??= io.loadTemplates();
      return runReport(parsed.args, lines, templates);
    },
    export: (args) => {
      const parsed = parseExportArgs(args);
      if (!parsed.ok) return fail(parsed.error);
      templates ??= io.loadTemplates();
      return runExport(parsed.args, lines, templates);
    },
    explain: (args) => {
      const parsed = parseExplainArgs(args);
      if (!parsed.ok) return fail(parsed.error);
      templates ??= io.loadTemplates();
      return runExplain(parsed.args, lines, templates);
    },
  };

  const KNOWN_OPTIONS: Record<string, string[]> = {
    relevance: ['--json', '--worst'],
    admit: ['--explain'],
    import: ['--id', '--format'],
    report: REPORT_OPTIONS,
    export: EXPORT_OPTIONS,
    explain: EXPLAIN_OPTIONS,
  };

  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    const topic = command === 'help' ? rest[0] : undefined;
    if (topic !== undefined && !(topic in COMMANDS))
      return fail(`unknown command "${topic}"; try "disclosure --help"`);
    out(topic === undefined ? MAIN_HELP : COMMAND_HELP[topic]!);
    // Bare `disclosure` is a usage mistake in a script; asking for help is not.
    return command === undefined ? EXIT_FAILED : EXIT_OK;
  }
  const run = COMMANDS[command];
  if (run === undefined) return fail(`unknown command "${command}"; try "disclosure --help"`);
  if (rest.includes('--help') || rest.includes('-h')) {
    out(COMMAND_HELP[command]!);
    return EXIT_OK;
  }
  const sized = takeMaxInputBytes(rest);
  if (!sized.ok) return fail(sized.error);
  maxInputBytes = sized.maxBytes;
  const known = KNOWN_OPTIONS[command] ?? [];
  const unknownOption = sized.rest.find(
    (a) => a.startsWith('-') && a !== '-' && a !== '--' && !known.includes(a),
  );
  if (unknownOption !== undefined) return fail(`unknown option "${unknownOption}" for ${command}`);
  return run(sized.rest.filter((a) => a !== '--'));
}
