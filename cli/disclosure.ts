import type { JsonValue, Templates } from '../core/index.ts';
import { canonicalJson, type EvaluateResult, encodeShareLink, evaluateScenario } from '../core/index.ts';
import { parseAdmitArgs, runAdmit } from './admit.ts';
import { processIo } from './cli-io.ts';
import { COMMAND_HELP, MAIN_HELP } from './help.ts';
import { parseImportArgs, runImport } from './import.ts';
import { parseScenarioText, readScenarioFile, readText } from './read-input.ts';
import { PRESET_NAMES, runRelevance } from './relevance.ts';
import { loadTemplates } from './templates.ts';

const EXIT_OK = 0;
const EXIT_FAILED = 2;

function out(text: string): void {
  process.stdout.write(text);
}

function fail(message: string): number {
  process.stderr.write(`disclosure: ${message}\n`);
  return EXIT_FAILED;
}

let templates: Templates | undefined;

function evaluate(scenario: JsonValue): EvaluateResult {
  try {
    templates ??= loadTemplates();
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
    const scenario = readScenarioFile(file);
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
  const scenario = readScenarioFile(files[0]!);
  if (!scenario.ok) return fail(scenario.error);
  const result = evaluate(scenario.value);
  if (!result.ok) return fail(result.error);
  out(`${result.report.tool_search_description}\n`);
  return EXIT_OK;
}

function runLink(files: string[]): number {
  if (files.length !== 1) return fail('link takes exactly one FILE (or "-")');
  const file = files[0]!;
  const text = readText(file);
  if (!text.ok) return fail(text.error);
  // The playground would refuse a link to broken JSON, so refuse to make one.
  const parsed = parseScenarioText(text.value, file);
  if (!parsed.ok) return fail(parsed.error);
  out(`${encodeShareLink(text.value)}\n`);
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
  const result = runRelevance({ source, json, worst }, out);
  if (!result.ok) return fail(`${result.error} (presets: ${PRESET_NAMES.join(', ')})`);
  return EXIT_OK;
}

const COMMANDS: Record<string, (args: string[]) => number> = {
  evaluate: runEvaluate,
  render: runRender,
  link: runLink,
  relevance: runRelevanceCommand,
  admit: (args) => runAdmit(parseAdmitArgs(args), processIo),
  import: (args) => {
    const parsed = parseImportArgs(args);
    return parsed.ok ? runImport(parsed.args, processIo) : fail(parsed.error);
  },
};

const KNOWN_OPTIONS: Record<string, string[]> = {
  relevance: ['--json', '--worst'],
  admit: ['--explain'],
  import: ['--id', '--format'],
};

export function main(argv: string[]): number {
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
  const known = KNOWN_OPTIONS[command] ?? [];
  const unknownOption = rest.find((a) => a.startsWith('-') && a !== '-' && a !== '--' && !known.includes(a));
  if (unknownOption !== undefined) return fail(`unknown option "${unknownOption}" for ${command}`);
  return run(rest.filter((a) => a !== '--'));
}

// A closed pipe (e.g. `| head`) ends the output quietly instead of with a stack trace.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(EXIT_OK);
  throw err;
});
process.exitCode = main(process.argv.slice(2));
