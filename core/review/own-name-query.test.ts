import { describe, expect, it } from 'vitest';
import { ownNameQuery } from './own-name-query.ts';

describe(ownNameQuery, () => {
  it.each([
    ['mcp-github__create_pull_request', 'create pull request'],
    ['mcp-github__getPullRequest', 'get pull request'],
    ['pods_log', 'pods log'],
    ['insert-many', 'insert many'],
    ['ironclaw__memory__search', 'memory search'],
    ['a.b-c_d', 'a b c d'],
    ['HTTPUrl', 'httpurl'],
    ['get2FA', 'get2fa'],
    ['x__', 'x'],
    ['__lead', 'lead'],
    ['multi___under', 'under'],
  ])('%s → “%s”', (name, query) => {
    expect(ownNameQuery(name)).toBe(query);
  });
});
