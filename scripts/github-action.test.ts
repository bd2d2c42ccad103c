import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../test-support/run-cli.ts';
import { REPO_ROOT } from '../test-support/vectors.ts';

/**
 * The GitHub Action (action.yml) as a runner runs it: the committed bundle started with
 * node, inputs as INPUT_* variables, the job summary and outputs written to the files the
 * runner names, the pull_request event read from GITHUB_EVENT_PATH, in a git repository with
 * a base and a head commit. The comment goes to a loopback server that answers the REST API's
 * issue-comment endpoints, standing in for GitHub (GITHUB_API_URL).
 */

const ACTION = join(REPO_ROOT, 'dist-action', 'index.mjs');
const TOKEN = 'ghs_testTokenThatMustNeverBeShown42';
const PR = 7;
const work = mkdtempSync(join(tmpdir(), 'disclosure-action-'));
const repo = join(work, 'repo');

const tool = (id: string, name: string, description: string) => ({
  capability_id: id,
  name,
  description,
  parameters: { type: 'object' },
});
const BASE = {
  definitions: [
    tool('notes.read', 'notes__read', 'Read a note.'),
    tool('notes.write', 'notes__write', 'Write a note.'),
  ],
};
// The head gives a second tool the first one's provider name: an error finding (duplicate_name).
const HEAD = {
  definitions: [
    tool('notes.read', 'notes__read', 'Read a note.'),
    tool('notes.write', 'notes__read', 'Write a note.'),
  ],
};
const MCP_CATALOG = {
  tools: [
    { name: 'list_files', description: 'List the files of a folder.', inputSchema: { type: 'object' } },
    { name: 'read_file', description: 'Read a file.', inputSchema: { type: 'object' } },
  ],
};

// For the planner: a catalog the layer defers, with two judged queries.
const PLANNED = {
  definitions: [
    tool('notes.read', 'notes__read', 'Read a note by its title.'),
    tool('notes.write', 'notes__write', 'Write a note.'),
    tool('notes.archive', 'notes__archive', 'Move old notes out of the way.'),
  ],
  mode: 'namespaces',
  caps: { max_tools: 2, max_tokens: 12000 },
  queries: [
    { query: 'read a note', limit: 1, expect: ['notes__read'], weight: 2 },
    { query: 'tidy up the notebook', limit: 1, expect: ['notes__archive'] },
  ],
};

interface Comment {
  id: number;
  body: string;
}
const comments: Comment[] = [];
const calls: string[] = [];
let apiUrl = '';
let baseSha = '';
const api = createServer(async (req, res) => {
  const body = await readBody(req);
  calls.push(
    `${req.method} ${req.url?.split('?')[0]} ${req.headers.authorization === `token ${TOKEN}` ? 'authorized' : 'anonymous'}`,
  );
  const send = (status: number, value: unknown) =>
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(value));
  const url = new URL(req.url ?? '/', 'http://api');
  if (req.method === 'GET' && url.pathname === `/repos/owner/project/issues/${PR}/comments`)
    return send(200, comments);
  if (req.method === 'POST' && url.pathname === `/repos/owner/project/issues/${PR}/comments`) {
    const comment = { id: 100 + comments.length, body: (JSON.parse(body) as Comment).body };
    comments.push(comment);
    return send(201, comment);
  }
  const patch = /^\/repos\/owner\/project\/issues\/comments\/(\d+)$/.exec(url.pathname);
  const existing = patch && comments.find((c) => c.id === Number(patch[1]));
  if (req.method === 'PATCH' && existing) {
    existing.body = (JSON.parse(body) as Comment).body;
    return send(200, existing);
  }
  send(404, { message: 'Not Found' });
});

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    req.on('end', () => resolve(text));
  });
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
const write = (path: string, value: unknown) =>
  writeFileSync(join(repo, path), `${JSON.stringify(value, null, 2)}\n`);

beforeAll(async () => {
  mkdirSync(join(repo, 'tools'), { recursive: true });
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.email', 'test@example.invalid');
  git('config', 'user.name', 'test');
  write('tools/catalog.json', BASE);
  git('add', '.');
  git('commit', '--quiet', '-m', 'base');
  baseSha = git('rev-parse', 'HEAD');
  write('tools/catalog.json', HEAD);
  write('tools/clean.json', BASE);
  write('tools/files-server.json', MCP_CATALOG);
  write('tools/planned.json', PLANNED);
  git('add', '.');
  git('commit', '--quiet', '-m', 'head');
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
  writeFileSync(
    join(work, 'event.json'),
    JSON.stringify({
      action: 'synchronize',
      number: PR,
      pull_request: { number: PR, base: { sha: baseSha } },
    }),
  );
});

afterAll(() => {
  api.close();
  rmSync(work, { recursive: true, force: true });
});

interface ActionRun {
  status: number | null;
  log: string;
  summary: string;
  outputs: Record<string, string>;
}

/** Starts the bundled Action with these inputs, as the runner would, and waits for it to end. */
async function runAction(inputs: Record<string, string>, name: string): Promise<ActionRun> {
  const summaryFile = join(work, `${name}-summary.md`);
  const outputFile = join(work, `${name}-output.txt`);
  writeFileSync(summaryFile, '');
  writeFileSync(outputFile, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: work,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: repo,
    GITHUB_REPOSITORY: 'owner/project',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: join(work, 'event.json'),
    GITHUB_API_URL: apiUrl,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_OUTPUT: outputFile,
    'INPUT_GITHUB-TOKEN': TOKEN,
    INPUT_COMMENT: 'false',
  };
  for (const [key, value] of Object.entries(inputs)) env[`INPUT_${key.toUpperCase()}`] = value;
  const child = spawn(process.execPath, [ACTION], { cwd: repo, env });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const status = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { status, log, summary: readFileSync(summaryFile, 'utf8'), outputs: readOutputs(outputFile) };
}

/** The GITHUB_OUTPUT file: `name<<DELIMITER`, the value's lines, `DELIMITER`. */
function readOutputs(file: string): Record<string, string> {
  const lines = readFileSync(file, 'utf8').split('\n');
  const out: Record<string, string> = {};
  for (let i = 0; i < lines.length; i++) {
    const head = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (!head) continue;
    const end = lines.indexOf(head[2]!, i + 1);
    out[head[1]!] = lines.slice(i + 1, end).join('\n');
    i = end;
  }
  return out;
}

describe('the GitHub Action', () => {
  it('is committed as the build makes it', () => {
    const fresh = join(work, 'fresh-action.mjs');
    execFileSync(process.execPath, [join(REPO_ROOT, 'scripts', 'build-action.mjs'), fresh]);
    expect(
      readFileSync(fresh, 'utf8') === readFileSync(ACTION, 'utf8'),
      'dist-action/index.mjs is not what the sources build: run node scripts/build-action.mjs and commit it',
    ).toBe(true);
  });

  it('reviews the head against the base commit, fails on an error, and posts one comment it later updates', async () => {
    const first = await runAction(
      { scenario: 'tools/catalog.json', 'fail-on': 'error', comment: 'true' },
      'first',
    );
    expect(first.status).toBe(1);
    expect(first.log).toContain('::error::tools/catalog.json: findings at or above error (1 error)');

    // The review is the command's, byte for byte, against the base's text; the Action names that
    // baseline by its commit where the command names it by the file given.
    const baseFile = join(work, 'base-catalog.json');
    writeFileSync(baseFile, execFileSync('git', ['show', `${baseSha}:tools/catalog.json`], { cwd: repo }));
    const cli = runCli(['report', join(repo, 'tools', 'catalog.json'), '--against', baseFile]);
    expect(cli.status).toBe(0);
    expect(first.summary).toContain(
      `Review of \`tools/catalog.json\` against \`git:${baseSha.slice(0, 7)}\`.`,
    );
    // Read as prose: the label's length moves where the baseline's line wraps, nothing else.
    const asProse = (text: string) => text.replace(/\s+/g, ' ');
    const cliReview = asProse(cli.stdout.trimEnd().replaceAll(baseFile, `git:${baseSha.slice(0, 7)}`));
    expect(asProse(first.summary)).toContain(cliReview);

    const json = JSON.parse(
      runCli(['report', join(repo, 'tools', 'catalog.json'), '--against', baseFile, '--format', 'json'])
        .stdout,
    ) as {
      findings: { severity: string }[];
      summary: { scenario: { index_bytes: number; advertised_est_tokens: number } };
      findability: { score: { tools: number; first: number } };
    };
    const count = (s: string) => String(json.findings.filter((f) => f.severity === s).length);
    expect(first.outputs).toMatchObject({
      errors: '1',
      warnings: count('warning'),
      infos: count('info'),
      'index-bytes': String(json.summary.scenario.index_bytes),
      'upfront-tokens': String(json.summary.scenario.advertised_est_tokens),
      'findability-probed': String(json.findability.score.tools),
      'findability-found-first': String(json.findability.score.first),
    });

    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toMatch(/^<!-- ironclaw-disclosure-review tools%2Fcatalog\.json -->\n/);
    expect(asProse(comments[0]!.body)).toContain(cliReview);
    expect(calls.every((c) => c.endsWith('authorized'))).toBe(true);

    // A second run (the pull request updated, no gate) edits that comment instead of adding one.
    write('tools/catalog.json', BASE);
    const second = await runAction({ scenario: 'tools/catalog.json', comment: 'true' }, 'second');
    expect(second.status).toBe(0);
    expect(second.outputs.errors).toBe('0');
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).not.toContain('duplicate_name');
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
    expect(calls.filter((c) => c.startsWith('PATCH'))).toHaveLength(1);
    git('checkout', '--quiet', '--', 'tools/catalog.json');

    for (const run of [first, second]) {
      const seen = [run.log, run.summary, JSON.stringify(run.outputs), ...comments.map((c) => c.body)].join(
        '\n',
      );
      expect(seen).not.toContain(TOKEN);
    }
  });

  it('passes under fail-on when nothing reaches that severity; a catalog is imported as import does', async () => {
    const playground = 'https://example.github.io/playground/';
    const run = await runAction(
      {
        scenario: 'tools/clean.json\ntools/files-server.json',
        'fail-on': 'error',
        'playground-url': playground,
      },
      'third',
    );
    expect(run.log).not.toContain('::error::');
    expect(run.status).toBe(0);
    expect(run.summary).toContain('tools/clean.json is not in');
    const imported = runCli(['import', join(repo, 'tools', 'files-server.json'), '--id', 'files-server']);
    expect(imported.status).toBe(0);
    const review = runCli(['report', '-', '--base-url', playground], imported.stdout);
    expect(review.stdout).toContain(`${playground}#v2/`);
    expect(run.summary).toContain(review.stdout.trimEnd());
    const figures = JSON.parse(run.outputs.figures!) as { file: string }[];
    expect(figures.map((f) => f.file)).toEqual(['tools/clean.json', 'tools/files-server.json']);
  });

  it('adds the plan that disclosure plan prints, with its headline figures as outputs', async () => {
    const options = ['--budget', '2000', '--runtime', 'anthropic'];
    const run = await runAction(
      { scenario: 'tools/planned.json', baseline: 'none', plan: options.join(' '), comment: 'true' },
      'plan',
    );
    expect(run.log).not.toContain('::error::');
    expect(run.status).toBe(0);
    const file = join(repo, 'tools', 'planned.json');
    const cli = runCli(['plan', file, ...options]);
    expect(cli.status).toBe(0);
    expect(run.summary).toContain(
      `Plan for \`tools/planned.json\` (\`disclosure plan tools/planned.json ${options.join(' ')}\`).\n\n${cli.stdout.trimEnd()}`,
    );
    const comment = comments.find((c) => c.body.includes('tools%2Fplanned.json'));
    expect(comment?.body).toContain(cli.stdout.trimEnd());

    const json = JSON.parse(runCli(['plan', file, ...options, '--format', 'json']).stdout) as {
      chosen: {
        label: string;
        pins: string[] | null;
        figures: {
          upfront: { anthropic: { tools: number; tokens: number } };
          recall: number;
          per_task: { anthropic: { input_tokens: number } };
        };
      };
    };
    const { chosen } = json;
    expect(run.outputs).toMatchObject({
      'plan-chosen': chosen.label,
      'plan-upfront-tools': String(chosen.figures.upfront.anthropic.tools),
      'plan-upfront-tokens': String(chosen.figures.upfront.anthropic.tokens),
      'plan-recall': String(chosen.figures.recall),
      'plan-tokens-per-task': String(chosen.figures.per_task.anthropic.input_tokens),
      'plan-pins': chosen.pins ? JSON.stringify(chosen.pins) : '',
    });

    // Its judged queries are the review's headline, as report gives it.
    const review = JSON.parse(runCli(['report', file, '--format', 'json']).stdout) as {
      findability: { score: { judged: { queries: number; recall: number; mrr: number } | null } };
    };
    const judged = review.findability.score.judged;
    expect(judged).not.toBeNull();
    expect(run.outputs).toMatchObject({
      'judged-queries': String(judged!.queries),
      'judged-recall': String(judged!.recall),
      'judged-mrr': String(judged!.mrr),
    });

    const wrong = await runAction({ scenario: 'tools/planned.json', plan: '--apply' }, 'plan-wrong');
    expect(wrong.status).toBe(1);
    expect(wrong.log).toContain('plan takes the command’s target options');
  });
});
