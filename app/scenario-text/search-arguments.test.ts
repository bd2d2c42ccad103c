import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../core/index.ts';
import { buildSearchArguments, searchArgumentsText } from './search-arguments.ts';

describe(buildSearchArguments, () => {
  it.each([
    ['10', '{"limit":10,"query":"q"}'],
    [' 3 ', '{"limit":3,"query":"q"}'],
    ['2.5', '{"limit":2.5,"query":"q"}'],
    ['-1', '{"limit":-1,"query":"q"}'],
    ['', '{"query":"q"}'],
    ['1e', '{"query":"q"}'],
  ])('sends the limit %j as the model would write it', (limit, expected) => {
    expect(canonicalJson(buildSearchArguments('q', limit))).toBe(expected);
  });

  it('keeps the query untrimmed: trimming is the bridge’s job', () => {
    expect(buildSearchArguments('  q ', '').query).toBe('  q ');
  });
});

describe(searchArgumentsText, () => {
  it('passes raw arguments through, and refuses text that is not JSON', () => {
    expect(searchArgumentsText('q', '10', '{"query": 7}')).toEqual({ ok: true, text: '{"query": 7}' });
    expect(searchArgumentsText('q', '10', '{"query"')).toMatchObject({ ok: false });
  });
});
