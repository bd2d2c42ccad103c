import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  decodeShareLink,
  isJsonObject,
  type JsonValue,
  MAX_INFLATED_BYTES,
  parseJson,
} from '../core/index.ts';
import { compareReport } from '../test-support/compare-report.ts';
import { runCli } from '../test-support/run-cli.ts';
import {
  listVectorFiles,
  REPO_ROOT,
  readVector,
  specPath,
  writeJsonAsRead,
} from '../test-support/vectors.ts';

/** The command run in process; one test below also spawns the real binary. */
const disclosure = runCli;

function jsonLines(stdout: string): JsonValue[] {
  return stdout
    .trimEnd()
    .split('\n')
    .map((line) => {
      const parsed = parseJson(line);
      if (!parsed.ok) throw new Error(`not JSON: ${line.slice(0, 80)}`);
      return parsed.value;
    });
}

let dir: string;
const file = (name: string) => join(dir, name);
const SCENARIO =
  '{"definitions":[{"capability_id":"github.create_issue","name":"github__create_issue",' +
  '"description":"Open an issue","parameters":{"type":"object"}}],"mode":"bridged",' +
  '"caps":{"max_tools":0},"queries":[{"query":"issue","limit":3.0}]}';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'disclosure-cli-'));
  writeFileSync(file('good.json'), SCENARIO);
  writeFileSync(file('broken.json'), '{\n  "definitions": [\n    {"name": }\n  ]\n}');
  writeFileSync(file('rejected.json'), '{"definitions": 7}');
  writeFileSync(file('latin1.json'), Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x7d]));
});

describe('disclosure --help', () => {
  it('lists the commands and exits 0', () => {
    const run = disclosure(['--help']);
    expect(run.status).toBe(0);
    for (const command of ['evaluate FILE', 'render FILE', 'link FILE'])
      expect(run.stdout).toContain(command);
  });

  it.each(['evaluate', 'render', 'link'])('explains %s on its own', (command) => {
    const run = disclosure([command, '--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^Usage: disclosure ${command} `));
    expect(disclosure(['help', command]).stdout).toBe(run.stdout);
  });

  it('refuses an unknown command or option with exit 2', () => {
    expect(disclosure(['frobnicate'])).toMatchObject({
      status: 2,
      stdout: '',
      stderr: expect.stringMatching(/unknown command "frobnicate"/),
    });
    expect(disclosure(['evaluate', '--pretty', 'x.json'])).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/unknown option "--pretty"/),
    });
    expect(disclosure([]).status).toBe(2);
    expect(disclosure(['evaluate']).status).toBe(2);
  });
});

describe('disclosure evaluate', () => {
  it('prints one line per input, in order, with errors on their own lines, and exits 2', () => {
    const run = disclosure([
      'evaluate',
      file('good.json'),
      file('broken.json'),
      file('missing.json'),
      file('rejected.json'),
      file('latin1.json'),
    ]);
    expect(run.status).toBe(2);
    const [good, broken, missing, rejected, latin1, ...rest] = jsonLines(run.stdout);
    expect(rest).toEqual([]);
    expect(isJsonObject(good!) && typeof good.tool_search_description).toBe('string');
    expect(broken).toEqual({
      error: `${file('broken.json')}: invalid JSON at line 3, column 14: Object value expected after ':'`,
    });
    expect(missing).toEqual({ error: `cannot read ${file('missing.json')}: no such file` });
    expect(isJsonObject(rejected!) && Object.keys(rejected)).toEqual(['error']);
    expect(latin1).toEqual({
      error: `cannot read ${file('latin1.json')}: it is not UTF-8 text (the byte at offset 2 is not part of a UTF-8 character); save it as UTF-8`,
    });
  });

  it('exits 0 when every scenario is evaluated, reading "-" from standard input', () => {
    const run = disclosure(['evaluate', file('good.json'), '-'], SCENARIO);
    expect(run.status).toBe(0);
    const [first, second] = run.stdout.trimEnd().split('\n');
    expect(second).toBe(first);
  });

  it('writes numbers as they were written, not as JavaScript doubles', () => {
    const run = disclosure(
      ['evaluate', '-'],
      SCENARIO.replace('"limit":3.0', '"limit":18446744073709551615,"x":1.0'),
    );
    expect(run.stdout).toContain('"arguments":{"limit":18446744073709551615,"query":"issue","x":1.0}');
  });

  it('prints the report upstream produced for a number-hazard vector', () => {
    const vector = readVector(listVectorFiles(specPath('vectors/hazards'))[0]!);
    const run = disclosure(['evaluate', '-'], writeJsonAsRead(vector.scenario));
    expect(run.status).toBe(0);
    expect(compareReport(jsonLines(run.stdout)[0], vector.expected)).toEqual([]);
  });
});

describe('disclosure render', () => {
  it('prints exactly the tool_search description', () => {
    const report = jsonLines(disclosure(['evaluate', file('good.json')]).stdout)[0];
    const run = disclosure(['render', file('good.json')]);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${isJsonObject(report!) && report.tool_search_description}\n`);
  });

  it('explains a broken file on stderr and exits 2', () => {
    const run = disclosure(['render', file('broken.json')]);
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toContain('invalid JSON at line 3, column 14');
  });
});

describe('disclosure link', () => {
  it('prints a fragment that opens to the file text', () => {
    const run = disclosure(['link', file('good.json')]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^#v2\/[A-Za-z0-9_-]+\n$/);
    expect(decodeShareLink(run.stdout.trimEnd())).toEqual({ ok: true, text: SCENARIO, version: 2 });
  });

  it('makes no link to a file that is not JSON', () => {
    expect(disclosure(['link', file('broken.json')])).toMatchObject({ status: 2, stdout: '' });
    expect(disclosure(['link', file('missing.json')]).stderr).toMatch(
      /cannot read .*missing\.json: no such file/,
    );
  });

  it('makes no link the playground would refuse for its size, and says why', () => {
    const big = `{"definitions": [], "notes": "${'x'.repeat(MAX_INFLATED_BYTES)}"}`;
    const run = disclosure(['link', '-'], big);
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toContain(
      'no link: the scenario is over 16777216 bytes of UTF-8, the most a link holds; share the file instead',
    );
  });
});

describe('the disclosure binary', () => {
  it('runs as a process: reads standard input, prints the report and sets the exit code', () => {
    const run = spawnSync(process.execPath, ['bin/disclosure.mjs', 'evaluate', '-'], {
      cwd: REPO_ROOT,
      input: SCENARIO,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(runCli(['evaluate', '-'], SCENARIO).stdout);
    const bad = spawnSync(process.execPath, ['bin/disclosure.mjs', 'render', 'no-such-file.json'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(bad).toMatchObject({
      status: 2,
      stdout: '',
      stderr: 'disclosure: cannot read no-such-file.json: no such file\n',
    });
  });
});

describe('the bundled command (scripts/build-cli.mjs, built by npm test before this step)', () => {
  const bundle = join(REPO_ROOT, 'dist-cli', 'disclosure.mjs');
  it.skipIf(!existsSync(bundle))('prints what the source prints, byte for byte, for every command', () => {
    const deep = `{"definitions":[{"capability_id":"a.b","name":"a__b","parameters":${'['.repeat(2000)}${']'.repeat(2000)}}]}`;
    writeFileSync(file('deep.json'), deep);
    const cases: [string[], string][] = [
      [['evaluate', '-'], SCENARIO],
      [['render', file('good.json')], ''],
      [['link', file('good.json')], ''],
      [['report', file('good.json'), '--format', 'json'], ''],
      [['evaluate', file('deep.json')], ''],
      [['evaluate', file('broken.json')], ''],
      [['--help'], ''],
    ];
    for (const [args, input] of cases) {
      const run = spawnSync(process.execPath, [bundle, ...args], { cwd: REPO_ROOT, input, encoding: 'utf8' });
      const source = runCli(args, input);
      expect({ args, status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({
        args,
        status: source.status,
        stdout: source.stdout,
        stderr: source.stderr,
      });
    }
  });
});
