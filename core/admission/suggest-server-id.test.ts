import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveExtensionId } from './extension-id.ts';
import { suggestServerId } from './suggest-server-id.ts';

describe(suggestServerId, () => {
  it.each([
    ['atlassian-tools.json', 'atlassian-tools'],
    ['/home/me/catalogs/Grafana_MCP.JSON', 'grafana_mcp'],
    ['C:\\catalogs\\aws.valkey.tools.json', 'aws-valkey-tools'],
    ['My Server (v2).json', 'my-server-v2'],
    ['mcp-github.json', 'github'],
    ['--.json', ''],
    ['Ünïcode Tools.json', 'unicode-tools'],
    ['.json', ''],
  ])('%s → %s', (name, id) => {
    expect(suggestServerId(name)).toBe(id);
  });

  it('cuts a long name to the id limit', () => {
    const id = suggestServerId(`${'a'.repeat(300)}.json`);
    expect(id).toBe('a'.repeat(124));
  });

  it('suggests only ids admission accepts (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        const id = suggestServerId(name);
        if (id !== '') expect(deriveExtensionId(id).ok).toBe(true);
      }),
    );
  });
});
