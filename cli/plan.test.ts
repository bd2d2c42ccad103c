import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  createEditSession,
  fromPlain,
  isJsonObject,
  parseJson,
  proposePlan,
  renderPlanMarkdown,
} from '../core/index.ts';
import { templates } from '../test-support/review-scenarios.ts';
import { runCli } from '../test-support/run-cli.ts';
import { parsePlanArgs } from './plan.ts';

const WORDS = ['issue', 'pull', 'branch', 'commit', 'file', 'search', 'review', 'label'];
const DEFINITIONS = Array.from({ length: 24 }, (_, i) => ({
  capability_id: `gh.tool_${i}`,
  name: `gh__tool_${i}`,
  description: `Works on ${WORDS[i % 8]} and ${WORDS[(i * 3) % 8]}`,
  parameters: { type: 'object', properties: { id: { type: 'string', description: 'which one' } } },
}));
const SCENARIO = canonicalJson(
  fromPlain({
    definitions: DEFINITIONS,
    mode: 'namespaces',
    caps: { max_tools: 6 },
    queries: [
      { query: 'pull review', limit: 3, expect: ['gh__tool_1'], weight: 2 },
      { query: 'label', limit: 3, expect: ['gh__tool_7'] },
      { query: 'merge it', limit: 3, expect: ['gh__tool_12'] },
    ],
  }),
);

const proposal = (options: Parameters<typeof proposePlan>[2]) => {
  const result = proposePlan(SCENARIO, templates, options);
  if (!result.ok) throw new Error(result.error);
  return result.proposal;
};

describe('disclosure plan', () => {
  it('prints the core’s proposal for the file, in the same words', () => {
    const run = runCli(['plan', '-', '--budget', '900'], SCENARIO);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(renderPlanMarkdown(proposal({ target: { kind: 'budget', tokens: 900 } })));
    expect(run.stdout).toContain('Target: at most 900 tokens up front under IronClaw, Anthropic, OpenAI.');
  });

  it('writes with --apply the scenario whose figures the plan shows, within the budget', () => {
    const run = runCli(['plan', '-', '--budget', '900', '--runtime', 'ironclaw', '--apply'], SCENARIO);
    expect(run.status).toBe(0);
    const chosen = proposal({ target: { kind: 'budget', tokens: 900 }, runtimes: ['ironclaw'] }).chosen!;
    const load = createEditSession(templates, { lend: false }).load(run.stdout);
    if (!load.evaluation.ok) throw new Error(load.evaluation.error);
    expect(load.evaluation.report.active_set.advertised_tokens).toBe(chosen.figures.upfront.ironclaw.tokens);
    expect(chosen.figures.upfront.ironclaw.tokens).toBeLessThanOrEqual(900);
    expect(run.stdout).toContain('"mode":"bridged"');
  });

  it('prints the proposal as JSON without the plans’ scenario texts', () => {
    const run = runCli(['plan', '-', '--max-tools', '2', '--format', 'json'], SCENARIO);
    expect(run.status).toBe(0);
    const parsed = parseJson(run.stdout);
    if (!parsed.ok || !isJsonObject(parsed.value)) throw new Error(run.stdout);
    const value = parsed.value as unknown as { frontier: string[]; evaluated: object[]; target: object };
    expect(value.frontier.length).toBeGreaterThan(0);
    expect(value.target).toEqual({ kind: 'max_tools', tools: fromPlain(2) });
    for (const plan of value.evaluated) expect(plan).not.toHaveProperty('text');
  });

  it('exits 1 and says why when no plan meets the target', () => {
    const run = runCli(['plan', '-', '--budget', '10'], SCENARIO);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('No evaluated plan keeps at most 10 tokens up front');
    const applied = runCli(['plan', '-', '--budget', '10', '--apply'], SCENARIO);
    expect(applied.status).toBe(1);
    expect(applied.stdout).toBe('');
    expect(applied.stderr).toContain('No evaluated plan keeps at most 10 tokens up front');
  });

  it('exits 2 for a file it cannot read, and explains itself with --help', () => {
    expect(runCli(['plan', '-'], '{').status).toBe(2);
    const help = runCli(['plan', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: disclosure plan FILE');
    expect(runCli(['--help']).stdout).toContain('plan FILE [--budget TOKENS | --max-tools N]');
  });
});

describe(parsePlanArgs, () => {
  it.each([
    [['a.json', '--budget', '5', '--max-tools', '2'], 'give --budget or --max-tools, not both'],
    [['a.json', '--runtime', 'gemini'], '--runtime is ironclaw, anthropic, openai (got "gemini")'],
    [['a.json', '--min-recall', '80'], '--min-recall is a share from 0 to 1 (got "80")'],
    [['a.json', '--budget', 'lots'], '--budget is a whole number of tokens (got "lots")'],
    [['a.json', 'b.json'], 'plan takes exactly one FILE (or "-")'],
  ])('refuses %j', (argv, error) => {
    expect(parsePlanArgs(argv)).toEqual({ ok: false, error });
  });

  it('reads runtimes as a list or one by one', () => {
    const parsed = parsePlanArgs(['a.json', '--runtime', 'openai,anthropic', '--runtime', 'openai']);
    expect(parsed.ok && parsed.args.runtimes).toEqual(['openai', 'anthropic']);
  });
});
