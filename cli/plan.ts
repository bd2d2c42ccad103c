import {
  invalidJsonMessage,
  PLAN_RUNTIMES,
  type PlanProposal,
  type PlanRuntime,
  type PlanTarget,
  parseJson,
  proposePlan,
  renderPlanMarkdown,
  type Templates,
} from '../core/index.ts';
import { lastValue, type Parsed, readArgs } from './args.ts';
import type { CliIo } from './io.ts';

interface PlanArgs {
  file: string;
  runtimes: PlanRuntime[];
  target: PlanTarget;
  minRecall: number | undefined;
  format: 'md' | 'json';
  apply: boolean;
}

const EXIT_OK = 0;
const EXIT_NO_PLAN = 1;
const EXIT_FAILED = 2;
const FORMATS = ['md', 'json'] as const;

const wholeNumber = (text: string) => (/^(0|[1-9][0-9]{0,9})$/.test(text) ? Number(text) : null);

/** Reads `disclosure plan FILE [--runtime R]... [--budget TOKENS | --max-tools N] [--min-recall X] [--format md|json] [--apply]`. */
export function parsePlanArgs(argv: readonly string[]): Parsed<PlanArgs> {
  const parsed = readArgs('plan', argv, {
    runtime: { type: 'string', multiple: true },
    budget: { type: 'string' },
    'max-tools': { type: 'string' },
    'min-recall': { type: 'string' },
    format: { type: 'string' },
    apply: { type: 'boolean' },
  });
  if (!parsed.ok) return parsed;
  const { read } = parsed;
  if (read.positionals.length !== 1) return { ok: false, error: 'plan takes exactly one FILE (or "-")' };
  const runtimes = (read.strings.get('runtime') ?? []).flatMap((r) => r.split(','));
  for (const r of runtimes)
    if (!(PLAN_RUNTIMES as readonly string[]).includes(r))
      return { ok: false, error: `--runtime is ${PLAN_RUNTIMES.join(', ')} (got "${r}")` };
  const budget = lastValue(read, 'budget');
  const maxTools = lastValue(read, 'max-tools');
  if (budget !== undefined && maxTools !== undefined)
    return { ok: false, error: 'give --budget or --max-tools, not both' };
  let target: PlanTarget = { kind: 'fewest_tokens' };
  if (budget !== undefined) {
    const tokens = wholeNumber(budget);
    if (tokens === null)
      return { ok: false, error: `--budget is a whole number of tokens (got "${budget}")` };
    target = { kind: 'budget', tokens };
  }
  if (maxTools !== undefined) {
    const tools = wholeNumber(maxTools);
    if (tools === null) return { ok: false, error: `--max-tools is a whole number (got "${maxTools}")` };
    target = { kind: 'max_tools', tools };
  }
  const recallText = lastValue(read, 'min-recall');
  const minRecall = recallText === undefined ? undefined : Number(recallText);
  if (minRecall !== undefined && !(/^[0-9.]+$/.test(recallText!) && minRecall >= 0 && minRecall <= 1))
    return { ok: false, error: `--min-recall is a share from 0 to 1 (got "${recallText}")` };
  const format = lastValue(read, 'format') ?? 'md';
  if (!(FORMATS as readonly string[]).includes(format))
    return { ok: false, error: `--format is md or json (got "${format}")` };
  return {
    ok: true,
    args: {
      file: read.positionals[0]!,
      runtimes: [...new Set(runtimes)] as PlanRuntime[],
      target,
      minRecall,
      format: format as PlanArgs['format'],
      apply: read.flags.has('apply'),
    },
  };
}

/**
 * `disclosure plan`: the planner's proposal for FILE (core/plan), in Markdown or
 * JSON, or with --apply the planned scenario itself, the very text the plan's
 * figures were evaluated from. Exit 1 when no plan meets the target, 2 when the
 * file cannot be read or evaluated.
 */
export function runPlan(args: PlanArgs, io: CliIo, templates: Templates): number {
  const p = planProposal(args, io, templates);
  if (p === null) return EXIT_FAILED;
  if (args.apply) {
    if (!p.chosen) {
      io.stderr(p.why);
      return EXIT_NO_PLAN;
    }
    // As canonical JSON through io.json: invisible characters keep their value as escapes, so the file means the same.
    const planned = parseJson(p.chosen.text);
    if (!planned.ok) {
      io.stderr(invalidJsonMessage(planned));
      return EXIT_FAILED;
    }
    io.json(planned.value);
    return EXIT_OK;
  }
  if (args.format === 'json') {
    // The plans' scenario texts stay out: --apply writes the chosen one, and pins say the rest.
    const plain = (plan: typeof p.current) => {
      const { text: _, ...rest } = plan;
      return rest;
    };
    io.json({
      ...p,
      current: plain(p.current),
      evaluated: p.evaluated.map(plain),
      chosen: p.chosen && plain(p.chosen),
    });
  } else io.stdout(planMarkdown(p));
  return p.chosen ? EXIT_OK : EXIT_NO_PLAN;
}

/**
 * The proposal for FILE as the command makes it (read through io, with the command's
 * options), or null after saying why on io.stderr. The Action plans through this too.
 */
export function planProposal(args: PlanArgs, io: CliIo, templates: Templates): PlanProposal | null {
  const text = io.readFile(args.file);
  if (!text.ok) {
    io.stderr(text.error);
    return null;
  }
  const result = proposePlan(text.value, templates, {
    ...(args.runtimes.length > 0 ? { runtimes: args.runtimes } : {}),
    target: args.target,
    ...(args.minRecall === undefined ? {} : { minRecall: args.minRecall }),
  });
  if (!result.ok) {
    io.stderr(`${args.file === '-' ? 'standard input' : args.file}: ${result.error}`);
    return null;
  }
  return result.proposal;
}

/** The plan's Markdown exactly as `disclosure plan` prints it. */
export function planMarkdown(p: PlanProposal): string {
  return renderPlanMarkdown(p).trimEnd();
}
