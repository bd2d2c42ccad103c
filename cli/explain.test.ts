import { describe, expect, it } from 'vitest';
import {
  advertisedFigures,
  describeExplanation,
  explainTool,
  explanationText,
  isJsonObject,
  parseJson,
} from '../core/index.ts';
import { deferred, manyTools, reviewText } from '../test-support/review-scenarios.ts';
import { runCli } from '../test-support/run-cli.ts';
import { parseExplainArgs } from './explain.ts';

const TOOLS = manyTools(300, 3, 40);
const SCENARIO = JSON.stringify({ ...deferred(TOOLS), queries: [{ query: 'action 7' }] });
/** The last tool: the index's budget leaves it out. */
const CUT = TOOLS.at(-1)!.name;
const SEVENTH = TOOLS[7]!.name;

const subject = () => reviewText(SCENARIO);

describe('disclosure explain', () => {
  it('prints the same words as the playground’s "Why?" for the same file', () => {
    const run = runCli(['explain', '-', '--tool', CUT], SCENARIO);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const why = explainTool(subject(), CUT);
    expect(run.stdout).toBe(`${explanationText(why)}\n`);
    const sent = advertisedFigures(subject().report);
    expect(run.stdout).toContain(`the turn advertises ${sent.count} tools, ${sent.tokens} est. tokens`);
    expect(run.stdout).toMatch(/Index: +cut \(fair round \d+\), so not named/);
    expect(run.stdout).toContain('To be named, its line would end at byte');
    for (const line of describeExplanation(why)) expect(run.stdout).toContain(line.text);
  });

  it('ranks the tool for --query, and prints the explanation object as JSON', () => {
    const run = runCli(
      ['explain', '-', '--tool', SEVENTH, '--query', 'action 7', '--format', 'json'],
      SCENARIO,
    );
    expect(run.status).toBe(0);
    const parsed = parseJson(run.stdout);
    if (!parsed.ok || !isJsonObject(parsed.value)) throw new Error(run.stdout);
    const value = parsed.value as unknown as {
      name: string;
      query_search: { query: string };
      advertised: object;
    };
    expect(value.name).toBe(SEVENTH);
    expect(value.query_search.query).toBe('action 7');
    const sent = advertisedFigures(subject().report);
    expect(run.stdout).toContain(`"advertised_count":${sent.count},"advertised_tokens":${sent.tokens}`);
  });

  it('exits 1 when no definition has the name, and says so', () => {
    const run = runCli(['explain', '-', '--tool', 'nope'], SCENARIO);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Surface:');
    expect(run.stdout).toContain('no definition has this name');
    expect(run.stderr).toContain('no definition in standard input is named "nope"');
  });

  it('refuses a missing --tool, a second file, an unknown format, and a file it cannot read', () => {
    expect(parseExplainArgs(['a.json'])).toEqual({ ok: false, error: 'explain needs --tool NAME' });
    expect(parseExplainArgs(['a.json', 'b.json', '--tool', 'x']).ok).toBe(false);
    expect(parseExplainArgs(['a.json', '--tool', 'x', '--format', 'md'])).toEqual({
      ok: false,
      error: '--format is text or json (got "md")',
    });
    expect(runCli(['explain', '-', '--tool', 'x', '--frobnicate'], SCENARIO).status).toBe(2);
    const broken = runCli(['explain', '-', '--tool', 'x'], '{"definitions": [');
    expect(broken.status).toBe(2);
    expect(broken.stderr).toContain('standard input: invalid JSON');
    expect(runCli(['explain', '--help']).stdout).toContain('Usage: disclosure explain FILE --tool NAME');
  });
});
