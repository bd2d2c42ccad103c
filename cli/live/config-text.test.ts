import { describe, expect, it } from 'vitest';
import { liveTestPlace } from '../../test-support/mcp-servers.ts';
import { runCliAsync } from '../../test-support/run-cli.ts';
import { configAsJson } from './config-text.ts';

const { file } = liveTestPlace('config-depth-');

describe(configAsJson, () => {
  it('blanks comments and trailing commas, keeping every line and column', () => {
    const text = [
      '{',
      '  // the servers this workspace starts',
      '  "servers": {',
      '    "files": { "command": "npx", /* pinned */ "args": ["a", "b",], },',
      '  },',
      '}',
    ].join('\n');
    const json = configAsJson(text);
    expect(json.split('\n').map((line) => line.length)).toEqual(text.split('\n').map((line) => line.length));
    expect(JSON.parse(json)).toEqual({ servers: { files: { command: 'npx', args: ['a', 'b'] } } });
  });

  it('leaves comment-like text inside strings alone', () => {
    const text = '{"url": "https://example.test/mcp", "note": "a /* b */ c, ]"}';
    expect(configAsJson(text)).toBe(text);
  });

  it('keeps a comma that is a real error, so the JSON reader still names it', () => {
    expect(configAsJson('{"a": 1,, }')).toBe('{"a": 1,  }');
    expect(() => JSON.parse(configAsJson('{"a": 1 "b": 2}'))).toThrow();
  });
});

describe('a config nested past any depth', () => {
  it('is refused by the JSON reader by its depth limit, not by a stack overflow (200,000 brackets)', async () => {
    const deep = `{"mcpServers": ${'['.repeat(200_000)}${']'.repeat(200_000)}}`;
    expect(configAsJson(`// c\n${deep}`).startsWith('    \n{')).toBe(true);
    const run = await runCliAsync(['import', '--config', file('deep.json', deep)]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('nested more than 256 levels deep');
    expect(run.stderr).not.toContain('internal error');
  });
});
