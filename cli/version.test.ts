import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-support/run-cli.ts';
import { REPO_ROOT } from '../test-support/vectors.ts';
import { parseServeArgs } from './serve.ts';
import { packageVersion } from './version.ts';

const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };

describe(packageVersion, () => {
  it("is package.json's version, which --version and -V print", () => {
    expect(packageVersion()).toBe(version);
    for (const flag of ['--version', '-V'])
      expect(runCli([flag])).toEqual({ status: 0, stdout: `${version}\n`, stderr: '' });
  });
});

describe(parseServeArgs, () => {
  it('takes --open, off unless given', () => {
    expect(parseServeArgs(['--open'])).toMatchObject({ ok: true, args: { open: true } });
    expect(parseServeArgs([])).toMatchObject({ ok: true, args: { open: false } });
  });
});
