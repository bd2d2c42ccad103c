import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalJson, decodeShareLink, isJsonObject, type JsonValue, parseJson } from '../core/index.ts';
import { memoryIo } from '../test-support/memory-io.ts';
import { manyTools, templates, tool } from '../test-support/review-scenarios.ts';
import { REPO_ROOT } from '../test-support/vectors.ts';
import { runImport } from './import.ts';
import { parseReportArgs, type ReportArgs, runReport } from './report.ts';

function json(text: string): Record<string, JsonValue> {
  const parsed = parseJson(text);
  if (!parsed.ok || !isJsonObject(parsed.value)) throw new Error(`not a JSON object: ${text.slice(0, 80)}`);
  return parsed.value;
}

const numberOf = (v: JsonValue | undefined) => Number((v as { raw: string }).raw);

// The baseline lists every tool; the reviewed file narrows the policy to ten, so they fit and are sent directly.
const tools = manyTools(40, 4);
const FILES = {
  'base.json': JSON.stringify({ name: 'All tools', definitions: tools, queries: [{ query: 'svc2' }] }),
  'narrow.json': JSON.stringify({
    name: 'Ten tools',
    definitions: tools,
    policy: { kind: 'allow_only', ids: tools.slice(0, 10).map((t) => t.capability_id) },
    playground: { surface: 'production' },
    queries: [{ query: 'svc2' }],
  }),
  'warn.json': JSON.stringify({ definitions: [tool('x.a')], pins: ['x.a'] }),
  'error.json': JSON.stringify({
    definitions: [tool('x.a', { name: 'same' }), tool('y.a', { name: 'same' })],
  }),
  'broken.json': '{"definitions": [',
  'rejected.json': '{"definitions": 7}',
};

function report(argv: string[]) {
  const parsed = parseReportArgs(argv);
  if (!parsed.ok) throw new Error(parsed.error);
  const { io, out, err } = memoryIo(FILES);
  return { status: runReport(parsed.args, io, templates), out: out.join('\n'), err };
}

describe(runReport, () => {
  it('prints the Markdown review: index text, findings and the link', () => {
    const run = report(['base.json']);
    expect(run.status).toBe(0);
    expect(run.out).toContain('## Disclosure review: All tools');
    expect(run.out).toContain('\n- svc0__action_0\n');
    expect(run.out).toContain('### Findings');
    const link = /^\[scenario\]: (#v[0-9]+\/\S+)$/m.exec(run.out)![1]!;
    const decoded = decodeShareLink(link);
    expect(decoded.ok && decoded.text).toBe(FILES['base.json']);
    expect(run.out).not.toContain('Changes from the baseline');
  });

  it('prints the changes from the baseline in Markdown, links on a base address', () => {
    const run = report(['narrow.json', '--against', 'base.json', '--base-url', 'https://play.test/']);
    expect(run.status).toBe(0);
    expect(run.out).toContain('### Changes from the baseline');
    expect(run.out).toContain('- Advertised removed: `tool_search`, `tool_describe`, `tool_call`');
    expect(run.out).toMatch(/^\[scenario\]: https:\/\/play\.test\/#v/m);
    expect(run.out).toMatch(/^\[baseline\]: https:\/\/play\.test\/#v/m);
  });

  it('prints JSON with a summary, no delta and the findings', () => {
    const run = report(['base.json', '--format', 'json']);
    expect(run.status).toBe(0);
    const r = json(run.out);
    expect(Object.keys(r).sort()).toEqual([
      'delta',
      'findability',
      'findings',
      'index_text',
      'review_format_version',
      'runtimes',
      'summary',
    ]);
    expect(r.delta).toBeNull();
    const summary = r.summary as Record<string, Record<string, JsonValue>>;
    expect(summary.baseline).toBeNull();
    expect(summary.scenario!.name).toBe('All tools');
    expect(numberOf(summary.scenario!.index_budget_bytes)).toBe(3800);
    expect(Array.isArray(r.findings)).toBe(true);
  });

  it('gives deltas from BASELINE to FILE in JSON', () => {
    const base = json(report(['base.json', '--format', 'json']).out);
    const narrow = json(report(['narrow.json', '--format', 'json']).out);
    const run = report(['narrow.json', '--against', 'base.json', '--format', 'json']);
    const r = json(run.out);
    const delta = r.delta as Record<string, JsonValue>;
    const bytes = (x: Record<string, JsonValue>) =>
      numberOf((x.summary as Record<string, Record<string, JsonValue>>).scenario!.index_bytes);
    expect(numberOf(delta.index_bytes)).toBe(bytes(narrow) - bytes(base));
    expect(delta.advertised_added).toEqual(
      tools
        .slice(0, 10)
        .map((t) => t.name)
        .sort(),
    );
    expect(delta.advertised_removed).toEqual(['tool_search', 'tool_describe', 'tool_call']);
    expect(delta.index_identical).toBe(false);
    expect(delta.tools_array_identical).toBe(false);
    expect((delta.representatives_removed as string[]).length).toBe(30);
    expect(delta.representatives_added).toEqual([]);
    expect(r.findings).toEqual(narrow.findings);
  });

  it('exits 1 with --fail-on when a finding is at or above it, 0 below', () => {
    expect(report(['warn.json', '--fail-on', 'error']).status).toBe(0);
    const warned = report(['warn.json', '--fail-on', 'warning']);
    expect(warned.status).toBe(1);
    expect(warned.err).toEqual(['warn.json: findings at or above warning (0 error, 1 warning)']);
    expect(report(['error.json', '--fail-on', 'error', '--format', 'json']).status).toBe(1);
    expect(report(['base.json', '--fail-on', 'error']).status).toBe(0);
  });

  it.each([
    [['missing.json'], 'cannot read missing.json: no such file'],
    [['broken.json'], 'broken.json: invalid JSON at line 1'],
    [['rejected.json'], 'rejected.json: scenario.definitions must be an array'],
    [['base.json', '--against', 'missing.json'], 'cannot read missing.json'],
  ])('exits 2 on unreadable input %j', (argv, message) => {
    const run = report(argv);
    expect(run.status).toBe(2);
    expect(run.out).toBe('');
    expect(run.err[0]).toContain(message);
  });
});

describe(parseReportArgs, () => {
  it.each([
    [['a.json', '--format', 'xml'], '--format is md or json'],
    [['a.json', '--fail-on', 'info'], '--fail-on is error or warning'],
    [['a.json', '--against'], '--against needs a value'],
    [['a.json', 'b.json'], 'exactly one FILE'],
    [[], 'exactly one FILE'],
  ])('refuses %j', (argv, message) => {
    const parsed = parseReportArgs(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(message);
  });

  it('reads every option', () => {
    const expected: ReportArgs = { file: 'a', against: 'b', format: 'json', failOn: 'warning', baseUrl: 'u' };
    expect(
      parseReportArgs(['--format', 'json', 'a', '--against', 'b', '--fail-on', 'warning', '--base-url', 'u']),
    ).toEqual({
      ok: true,
      args: expected,
    });
  });
});

describe('what an import lost, in the report', () => {
  // Real catalogs of the presets: GitHub's nine tools, and "everything" served in pages of two,
  // so its second page holds only camelCase names and the whole catalog is refused.
  const result = (name: string) =>
    (
      JSON.parse(readFileSync(join(REPO_ROOT, 'app/presets/servers', `${name}.json`), 'utf8')) as {
        result: { tools: unknown[] };
      }
    ).result;
  const everything = result('everything').tools;
  const catalog = JSON.stringify({
    servers: {
      github: result('github'),
      everything: [{ tools: everything.slice(0, 2), nextCursor: '2' }, { tools: everything.slice(2, 4) }],
    },
  });

  function importThenReport(format: 'md' | 'json') {
    const imported = memoryIo({ 'servers.json': catalog });
    expect(runImport({ files: ['servers.json'], ids: [], format: undefined }, imported.io)).toBe(2);
    const scenario = JSON.parse(imported.out[0]!);
    scenario.promoted = ['mcp-everything__echo'];
    scenario.queries = [{ query: 'run printEnv or mcp-everything.echo' }];
    const { io, out } = memoryIo({ 's.json': JSON.stringify(scenario) });
    const status = runReport(
      { file: 's.json', against: null, format, failOn: 'error', baseUrl: undefined },
      io,
      templates,
    );
    return { status, out: out.join('\n'), scenario, importErr: imported.err };
  }

  it('keeps the refused server under servers and reports it as an error with its rule and fix', () => {
    const run = importThenReport('md');
    expect(
      run.scenario.servers.map((s: { id: string; summary: { outcome: string } }) => [
        s.id,
        s.summary.outcome,
      ]),
    ).toEqual([
      ['github', 'admitted'],
      ['everything', 'tools_list:invalid_tool_name'],
    ]);
    expect(run.status).toBe(1);
    // Prose wraps at the Markdown's width: continuation lines (indented, not a new item) are joined back.
    const prose = run.out.replace(/\n {2,}(?!- )/g, ' ');
    expect(prose).toContain(
      "- **error** `admission_rejected`: Server everything's catalog was refused at tools\\_list:invalid\\_tool\\_name, so none of its tools are offered: every tool on a page was skipped for its name, as longRunningOperation breaks the tool-name rule",
    );
    expect(prose).toContain(
      '  - server everything · tool printEnv · field /name · text “printEnv” · rule invalid\\_tool\\_name',
    );
    expect(prose).toContain('fix: rename it to print\\_env');
    // The promotion and the query name tools of the refused server: leftovers.
    expect(run.out).toContain('`leftover_promotions`');
    expect(run.out).toContain('  - tool mcp-everything\\_\\_echo · field /promoted/0');
    expect(run.out).toContain('`leftover_queries`');
    expect(run.importErr[0]).toBe(
      'servers.json (everything): the catalog was rejected; it is recorded under "servers" and none of its tools are added',
    );
  });

  it('gives the causes as fields in the JSON report', () => {
    const run = importThenReport('json');
    const findings = JSON.parse(run.out).findings as { id: string; causes?: Record<string, string>[] }[];
    const refused = findings.find((f) => f.id === 'admission_rejected')!;
    expect(refused.causes?.map((c) => c.tool)).toEqual(['longRunningOperation', 'printEnv']);
    expect(refused.causes?.[0]).toMatchObject({
      rule: 'invalid_tool_name',
      field: '/name',
      fix: 'rename it to long_running_operation',
    });
  });
});

describe('disclosure report (process)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'disclosure-report-'));
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(dir, name), text);
  const run = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'cli/disclosure.ts', ...args], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });

  it('is dispatched, explained by --help, and exits 1 on --fail-on and 2 on bad options', () => {
    const help = run(['report', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: disclosure report FILE [--against BASELINE]');
    expect(run(['--help']).stdout).toContain('report FILE');
    const gated = run(['report', join(dir, 'warn.json'), '--fail-on', 'warning', '--format', 'json']);
    expect(gated.status).toBe(1);
    expect(json(gated.stdout).findings).toHaveLength(1);
    expect(run(['report', join(dir, 'warn.json'), '--format', 'xml']).status).toBe(2);
    expect(run(['report', join(dir, 'warn.json'), '--verbose']).status).toBe(2);
    const tooLarge = run(['report', join(dir, 'warn.json'), '--max-input-bytes', '10']);
    expect(tooLarge.status).toBe(2);
    expect(tooLarge.stderr).toContain('is too large');
  });
});

describe('findability in the report', () => {
  // GitHub's own catalog as `disclosure import` makes it, with the question a person asks of it.
  const imported = memoryIo({
    'github.json': readFileSync(join(REPO_ROOT, 'app/presets/servers/github.json'), 'utf8'),
  });
  expect(runImport({ files: ['github.json'], ids: ['github'], format: undefined }, imported.io)).toBe(0);
  const scenario = JSON.parse(imported.out[0]!);
  scenario.caps = { max_tools: 10 };
  // Without the agent's own tools beside it the query ranks it 10th; a limit of 5 misses it.
  scenario.queries = [{ query: 'open a PR', limit: 5, expect: ['create_pull_request'] }];

  function reportOf(value: unknown, format: 'md' | 'json') {
    const { io, out } = memoryIo({ 's.json': JSON.stringify(value) });
    const status = runReport(
      { file: 's.json', against: null, format, failOn: null, baseUrl: undefined },
      io,
      templates,
    );
    expect(status).toBe(0);
    return out.join('\n');
  }

  it('carries every probed tool, the missed expectation with its cause and the fix', () => {
    const r = json(reportOf(scenario, 'json'));
    const found = JSON.parse(canonicalJson(r.findability!)) as {
      tools: { name: string; own_name_query: string; own_name_rank: number | null; outranked_by: string[] }[];
      expectations: {
        tool: string;
        met: boolean;
        rank: number;
        cause: { lacking: { term: string }[] };
        fix: { words: string[]; rank_after: number; description: string; definition_index: number };
      }[];
    };
    expect(found.tools).toHaveLength(21);
    expect(found.tools).toContainEqual({
      name: 'mcp-github__create_pull_request',
      capability_id: 'mcp-github.create_pull_request',
      namespace: 'mcp-github',
      own_name_query: 'create pull request',
      own_name_rank: 1,
      outranked_by: [],
    });
    const [miss] = found.expectations;
    expect(miss).toMatchObject({ tool: 'mcp-github__create_pull_request', met: false });
    expect(miss!.rank).toBe(10);
    expect(miss!.cause.lacking.map((l) => l.term)).toEqual(['open', 'pr']);
    expect(miss!.fix.words).toEqual(['PR']);
    // Applied to the file, the fix gives the rank it promised.
    const fixed = structuredClone(scenario);
    fixed.definitions[miss!.fix.definition_index].description = miss!.fix.description;
    const after = json(reportOf(fixed, 'json'));
    const [met] = (JSON.parse(canonicalJson(after.findability!)) as typeof found).expectations;
    expect(met).toMatchObject({ met: true, rank: miss!.fix.rank_after });
  });

  it('summarises findability in the Markdown with counts and the fix', () => {
    const md = reportOf(scenario, 'md');
    expect(md).toContain('### Findability');
    expect(md).toMatch(/Found by its own name: 21 of 21 first \(100 %\)/);
    expect(md).toMatch(
      /misses `mcp-github__create_pull_request` \(ranks \d+\); adding “PR” to its description/,
    );
  });
});
