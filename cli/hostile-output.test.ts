import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, isJsonObject, type JsonValue, parseJson, WORK_BUDGET } from '../core/index.ts';
import { longNamesText, queryFloodText, SPOOFING } from '../test-support/multiplied-inputs.ts';
import { runCli } from '../test-support/run-cli.ts';
import { REPO_ROOT } from '../test-support/vectors.ts';

/**
 * What the command writes for hostile input: bounded work with a message, text
 * that cannot drive or spoof a terminal, and faults of the output or the file
 * name said in one line with status 2.
 */

let dir: string;
const file = (name: string) => join(dir, name);
/** A control or reordering character a terminal or a bidi renderer would act on. */
const ACTIVE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;

function json(line: string): Record<string, JsonValue> {
  const parsed = parseJson(line);
  if (!parsed.ok || !isJsonObject(parsed.value)) throw new Error(`not a JSON object: ${line.slice(0, 80)}`);
  return parsed.value;
}

const tool = (name: string, description = 'Does a thing.') => ({
  capability_id: `x.${name.replace(/[^a-z]/g, '')}`,
  name,
  description,
  parameters: { type: 'object' },
});

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'disclosure-output-'));
  writeFileSync(file('flood.json'), queryFloodText());
  writeFileSync(file('names.json'), longNamesText());
  writeFileSync(
    file('spoof.json'),
    JSON.stringify({
      name: SPOOFING.rlo,
      caps: { max_tools: 3 },
      definitions: [
        tool('read_file', SPOOFING.terminal),
        tool('a_tool'),
        tool('b_tool'),
        tool('c_tool'),
        { ...tool('bad'), name: SPOOFING.rlo },
      ],
      promoted: [SPOOFING.zwsp, SPOOFING.terminal],
    }),
  );
  writeFileSync(
    file('server.json'),
    JSON.stringify({ tools: [{ name: 'get', description: 'Get.', inputSchema: { type: 'object' } }] }),
  );
  writeFileSync(file('--help'), JSON.stringify({ definitions: [tool('a_tool')] }));
});

describe('work a scenario multiplies', () => {
  it('the 2,000-tool, 20,000-query file evaluates within the budget and says how many queries ran', () => {
    const started = performance.now();
    const run = runCli(['evaluate', file('flood.json')]);
    expect(run.status).toBe(0);
    const report = json(run.stdout);
    const [stop] = report.work_stopped as Record<string, JsonValue>[];
    const ran = (report.searches as JsonValue[]).length;
    expect(ran).toBeGreaterThan(10);
    expect(ran).toBeLessThan(2000);
    expect([stop!.list, canonicalJson(stop!.done), canonicalJson(stop!.of), stop!.field]).toEqual([
      'queries',
      String(ran),
      '20000',
      `/queries/${ran}`,
    ]);
    expect(stop!.message).toMatch(
      new RegExp(
        `^${ran} of 20000 queries ran; the other ${20000 - ran} did not, because the work before them had (written ${WORK_BUDGET.outputBytes} bytes|examined ${WORK_BUDGET.steps} tools)`,
      ),
    );
    // Each search writes its output twice (value and text) and its scores: a few times the budget, not gigabytes.
    expect(run.stdout.length).toBeLessThan(8 * WORK_BUDGET.outputBytes);
    expect(performance.now() - started).toBeLessThan(60_000);

    const review = runCli(['report', file('flood.json'), '--format', 'json']);
    expect(review.status).toBe(0);
    const findings = json(review.stdout).findings as Record<string, JsonValue>[];
    expect(findings.find((f) => f.id === 'work_budget_reached')?.message).toBe(
      `Not everything was evaluated: ${stop!.message}.`,
    );
  });

  it('130,000 refused names are reported as findings (status 1 under --fail-on), not a stack overflow', () => {
    const run = runCli(['report', file('names.json'), '--fail-on', 'error']);
    expect(run.stderr).toMatch(/^disclosure: \S+names\.json: findings at or above error \(/);
    expect(run.status).toBe(1);
    expect(run.stdout.replace(/\s+/g, ' ')).toContain(
      '130000 definitions have a provider name over 64 bytes (the longest is 70)',
    );
  });
});

describe('text from data on a terminal', () => {
  it('names controls, overrides and zero-width characters in Markdown, text and messages', () => {
    const run = runCli(['report', file('spoof.json')]);
    expect(run.status).toBe(0);
    expect(run.stdout).not.toMatch(ACTIVE);
    expect(run.stdout).toContain('demo ⟨U+202E⟩txt.exe');
    expect(run.stdout).toContain('read⟨U+200B⟩file');
    expect(run.stdout).toContain('x⟨U+001B⟩c⟨U+001B⟩7⟨U+0008⟩⟨U+0008⟩⟨U+009B⟩2J');

    const explained = runCli(['explain', file('spoof.json'), '--tool', SPOOFING.zwsp]);
    expect(explained.status).toBe(1);
    expect(explained.stderr).toBe(
      `disclosure: no definition in ${file('spoof.json')} is named "read⟨U+200B⟩file"\n`,
    );
  });

  it('keeps the exact text in JSON, as escapes a terminal does not act on', () => {
    const run = runCli(['evaluate', file('spoof.json')]);
    expect(run.stdout).not.toMatch(ACTIVE);
    expect(run.stdout).toContain('demo \\u202etxt.exe');
    const report = json(run.stdout);
    const names = (report.errors as { definitions: { input: JsonValue }[] }).definitions.map((e) => e.input);
    expect(names).toContain(SPOOFING.rlo);
  });

  it('names an escape sequence in a server id on standard error', () => {
    const run = runCli(['import', file('server.json'), '--id', SPOOFING.osc]);
    expect(run.stderr).not.toMatch(ACTIVE);
    expect(run.stderr).toContain('srv⟨U+001B⟩]0;pwned⟨U+0007⟩');
  });
});

describe('faults of the surroundings', () => {
  const disclosure = (args: string[], stdout: 'pipe' | number = 'pipe') =>
    spawnSync(process.execPath, ['bin/disclosure.mjs', ...args], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', stdout, 'pipe'],
    });

  it.runIf(existsSync('/dev/full'))('a full disk is one line and status 2, no stack trace', async () => {
    const { openSync, closeSync } = await import('node:fs');
    const full = openSync('/dev/full', 'w');
    try {
      const run = disclosure(['evaluate', file('spoof.json')], full);
      expect(run.stderr).toBe('disclosure: cannot write the output: no space left on the device (ENOSPC)\n');
      expect(run.status).toBe(2);
    } finally {
      closeSync(full);
    }
  });

  it('reads a file named --help after "--"', () => {
    const inDir = (args: string[]) =>
      spawnSync(process.execPath, [join(REPO_ROOT, 'bin/disclosure.mjs'), ...args], {
        cwd: dir,
        encoding: 'utf8',
      });
    const run = inDir(['render', '--', '--help']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^These 1 tools are available on demand/);
    expect(inDir(['render', '--help']).stdout).toMatch(/^Usage|render/);
  });

  it('says a file name that is not UTF-8 cannot be given by name, rather than that it does not exist', () => {
    const latin1 = Buffer.from([...Buffer.from(join(dir, 'caf')), 0xe9, ...Buffer.from('.json')]);
    writeFileSync(latin1, '{"definitions":[]}');
    const run = spawnSync(
      'sh',
      [
        '-c',
        `"${process.execPath}" bin/disclosure.mjs render "$(printf '%s\\351.json' "$1")"`,
        'sh',
        join(dir, 'caf'),
      ],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('the file name is not UTF-8');
    expect(run.stderr).not.toContain('no such file');
  });
});
