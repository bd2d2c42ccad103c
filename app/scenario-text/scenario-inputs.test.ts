import { describe, expect, it } from 'vitest';
import { JsonNumber, readSurfaceSetting } from '../../core/index.ts';
import { buildPolicyWithDenied, parseListText, readCaps, readMode } from './scenario-inputs.ts';

describe(buildPolicyWithDenied, () => {
  it.each([
    ['allow_all, deny', { kind: 'allow_all' }, true, { kind: 'all_except', ids: ['a.b'] }],
    [
      'all_except, deny another',
      { kind: 'all_except', ids: ['c.d'] },
      true,
      { kind: 'all_except', ids: ['c.d', 'a.b'] },
    ],
    [
      'all_except, allow back',
      { kind: 'all_except', ids: ['a.b', 'c.d'] },
      false,
      { kind: 'all_except', ids: ['c.d'] },
    ],
    [
      'allow_only, deny',
      { kind: 'allow_only', ids: ['a.b', 'c.d'] },
      true,
      { kind: 'allow_only', ids: ['c.d'] },
    ],
    [
      'allow_only, allow back',
      { kind: 'allow_only', ids: ['c.d'] },
      false,
      { kind: 'allow_only', ids: ['c.d', 'a.b'] },
    ],
    ['no policy, deny', null, true, { kind: 'all_except', ids: ['a.b'] }],
  ])('%s', (_, policy, denied, expected) => {
    expect(buildPolicyWithDenied({ policy }, 'a.b', denied)).toEqual(expected);
  });
});

describe(readMode, () => {
  it('says mode_raw wins whenever the key is present, null included', () => {
    expect(readMode({ mode: 'compact', mode_raw: null })).toEqual({ via: 'raw', mode: null, raw: null });
    expect(readMode({ mode: 'compact', mode_raw: ' bridged' })).toEqual({
      via: 'raw',
      mode: null,
      raw: ' bridged',
    });
  });

  it('tells an explicit mode from the default', () => {
    expect(readMode({ mode: 'compact' })).toEqual({ via: 'mode', mode: 'compact', raw: null });
    expect(readMode({})).toEqual({ via: 'default', mode: null, raw: null });
  });
});

describe(readCaps, () => {
  it('reads caps as the lexemes written, so 64-bit values stay exact', () => {
    const caps = {
      max_tokens: new JsonNumber('4294967295'),
      max_tools: new JsonNumber('18446744073709551615'),
    };
    expect(readCaps({ caps })).toEqual({
      max_tokens: '4294967295',
      max_tools: '18446744073709551615',
      ctx_limit: null,
    });
  });
});

describe(readSurfaceSetting, () => {
  it('models production only when the playground key asks for it', () => {
    expect(readSurfaceSetting({ playground: { surface: 'production' } })).toBe('production');
    expect(readSurfaceSetting({ playground: { surface: 'unfiltered' } })).toBe('as_written');
    expect(readSurfaceSetting({})).toBe('as_written');
  });
});

describe(parseListText, () => {
  it('takes one item per line or comma, trimmed, blanks dropped', () => {
    expect(parseListText(' a.b \n\nc.d, e.f\n')).toEqual(['a.b', 'c.d', 'e.f']);
  });
});
