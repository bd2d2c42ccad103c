import { describe, expect, it } from 'vitest';
import { readViewState, writeViewState } from './view-state.ts';

const fresh = readViewState(null);

describe(writeViewState, () => {
  it('writes nothing for a fresh page, so its link stays a plain scenario link', () => {
    expect(writeViewState(fresh)).toBeNull();
  });

  it('round-trips every setting through readViewState', () => {
    const view = {
      outputTab: 'compare',
      discoveryTab: 'chain',
      searchQuery: 'send mail',
      searchLimit: '3',
      whyTool: 'mail__send',
    } as const;
    expect(readViewState(writeViewState(view))).toEqual(view);
  });
});

describe(readViewState, () => {
  it('drops unknown tabs and values of the wrong type', () => {
    expect(
      readViewState({ output_tab: 'nope', discovery_tab: true, search_query: ['x'], why_tool: null }),
    ).toEqual(fresh);
  });
});
