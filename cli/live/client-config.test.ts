// biome-ignore-all lint/suspicious/noTemplateCurlyInString: client configs spell their variables ${…}, and these are configs
import { describe, expect, it } from 'vitest';
import { fromPlain } from '../../core/index.ts';
import { readClientConfig } from './client-config.ts';

const context = {
  file: '/work/app/.vscode/mcp.json',
  env: { TOKEN: 'tok-123', EMPTY: '' },
  home: '/home/me',
};
const read = (value: unknown) => readClientConfig(fromPlain(value), context);

describe('client configs', () => {
  it("reads VS Code's servers shape and Claude's mcpServers shape, expanding their variables", () => {
    const vscode = read({
      inputs: [],
      servers: {
        files: {
          type: 'stdio',
          command: 'npx',
          args: ['server', '${workspaceFolder}/docs', '${userHome}'],
          env: { TOKEN: '${env:TOKEN}' },
          cwd: 'sub',
        },
        remote: {
          type: 'http',
          url: 'https://example.test/mcp',
          headers: { Authorization: 'Bearer ${TOKEN}' },
        },
      },
    });
    expect(vscode).toEqual({
      ok: true,
      config: {
        key: 'servers',
        servers: [
          {
            ok: true,
            spec: {
              id: 'files',
              transport: 'stdio',
              command: 'npx',
              args: ['server', '/work/app/docs', '/home/me'],
              env: { TOKEN: 'tok-123' },
              cwd: '/work/app/.vscode/sub',
              // Every variable's value is a secret of the connection; the two folders are not.
              expanded: ['tok-123'],
            },
          },
          {
            ok: true,
            spec: {
              id: 'remote',
              transport: 'http',
              url: 'https://example.test/mcp',
              headers: { Authorization: 'Bearer tok-123' },
              expanded: ['tok-123'],
            },
          },
        ],
      },
    });
    const claude = read({
      mcpServers: {
        a: { command: 'x', args: ['${MISSING:-fallback}', '${EMPTY:-used}'] },
        b: { serverUrl: 'http://h/mcp' },
      },
    });
    expect(claude.ok && claude.config.servers.map((s) => s.ok === true && s.spec)).toEqual([
      // A default put in stands for the variable's value, so it is one of the connection's secrets too.
      {
        id: 'a',
        transport: 'stdio',
        command: 'x',
        args: ['fallback', 'used'],
        env: {},
        expanded: ['fallback', 'used'],
      },
      { id: 'b', transport: 'http', url: 'http://h/mcp', headers: {}, expanded: [] },
    ]);
  });

  it('makes each wrongly written server a failure of its own, naming the field', () => {
    const config = read({
      mcpServers: {
        unset: { command: 'x', env: { K: '${env:NOT_SET}' } },
        prompt: { url: 'http://h/${input:token}' },
        neither: { args: [] },
        off: { command: 'x', disabled: true },
        typed: { command: 'x', args: [1] },
      },
    });
    expect(config.ok && config.config.servers).toEqual([
      { ok: false, id: 'unset', error: '"env.K" uses ${env:NOT_SET} but NOT_SET is not set' },
      {
        ok: false,
        id: 'prompt',
        error: expect.stringContaining('asks for ${input:token}, which only the client can prompt for'),
      },
      { ok: false, id: 'neither', error: 'it has neither "command" nor "url"' },
      { ok: 'disabled', id: 'off' },
      { ok: false, id: 'typed', error: '"args" must be an array of strings' },
    ]);
    expect(read({ other: {} })).toMatchObject({
      ok: false,
      error: expect.stringContaining('no "mcpServers"'),
    });
  });
});
