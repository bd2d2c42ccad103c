import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, DEPTH_LIMIT_MESSAGE } from '../core/index.ts';
import { deepScenarioText, HOSTILE_SCENARIOS } from '../test-support/hostile-inputs.ts';
import { REPO_ROOT } from '../test-support/vectors.ts';
import { DEFAULT_MAX_INPUT_BYTES, takeMaxInputBytes } from './input-limit.ts';

function disclosure(args: string[], input?: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'cli/disclosure.ts', ...args], {
    cwd: REPO_ROOT,
    input,
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

let dir: string;
const file = (name: string) => join(dir, name);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'disclosure-hostile-'));
  for (const { name, text } of HOSTILE_SCENARIOS) writeFileSync(file(name), text);
});

describe('the CLI refuses hostile scenarios where the reader does, in the same words', () => {
  it('evaluate prints, for each file, the refusal shared with the browser worker (app/evaluation/hostile-input.test.ts)', () => {
    const run = disclosure(['evaluate', ...HOSTILE_SCENARIOS.map((h) => file(h.name))]);
    expect(run.status).toBe(2);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toEqual(
      HOSTILE_SCENARIOS.map((h) =>
        canonicalJson({
          error: `${file(h.name)}: invalid JSON at line ${h.line}, column ${h.column}: ${h.error}`,
        }),
      ),
    );
    expect(run.stdout.length).toBeLessThan(2000); // the 100,000-digit number is not echoed
  });

  it('link makes no link to the 2,000-deep scenario and says why', () => {
    const run = disclosure(['link', '-'], `${deepScenarioText()}\n`);
    // The CLI makes no link to text it cannot read, and says why on standard error.
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toContain(DEPTH_LIMIT_MESSAGE);
  });

  it('refuses an input over the size limit before reading it, naming the flag', () => {
    const run = disclosure(
      ['evaluate', '--max-input-bytes', '100', file('deep.json'), '-'],
      '{"definitions":[]}',
    );
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(
      `{"error":"${file('deep.json')} is too large (4098 bytes; the limit is 100 bytes, raise it with --max-input-bytes N)"}`,
    );
    expect(lines[1]).toMatch(/^\{"active_set":/);
  });
});

describe(takeMaxInputBytes, () => {
  it('reads the flag in both spellings and leaves the other arguments', () => {
    expect(takeMaxInputBytes(['a.json'])).toEqual({
      ok: true,
      maxBytes: DEFAULT_MAX_INPUT_BYTES,
      rest: ['a.json'],
    });
    expect(takeMaxInputBytes(['--max-input-bytes', '5', 'a.json'])).toEqual({
      ok: true,
      maxBytes: 5,
      rest: ['a.json'],
    });
    expect(takeMaxInputBytes(['--max-input-bytes=7', '-'])).toEqual({ ok: true, maxBytes: 7, rest: ['-'] });
  });

  it.each([['x'], ['0'], ['-1'], ['1.5'], ['']])('refuses %j as a size', (value) => {
    expect(takeMaxInputBytes(['--max-input-bytes', value])).toEqual({
      ok: false,
      error: `--max-input-bytes takes a whole number of bytes, at least 1 (got "${value}")`,
    });
  });
});
