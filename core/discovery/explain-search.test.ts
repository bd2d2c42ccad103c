import { describe, expect, it } from 'vitest';
import type { TermContribution } from '../report/report.ts';
import { isVeryCommon, readHit, readScore } from './explain-search.ts';

const term = (t: string, df: number, fields: TermContribution['fields']): TermContribution => ({
  term: t,
  fields,
  weight: 1,
  idf: 1,
  document_frequency: df,
  contribution: 1,
});

describe(isVeryCommon, () => {
  it('holds a word to one tool in five, and never one held by a single tool', () => {
    expect(isVeryCommon(9, 43)).toBe(true);
    expect(isVeryCommon(8, 43)).toBe(false);
    // The playground's first preset: "to" is in 3 of its 13 tools.
    expect(isVeryCommon(3, 13)).toBe(true);
    expect(isVeryCommon(1, 3)).toBe(false);
    expect(isVeryCommon(2, 3)).toBe(true);
  });
});

describe(readHit, () => {
  const query = ['find', 'open', 'bugs', 'assigned', 'to', 'me'];
  it('warns when a result matched only a very common word', () => {
    const r = readHit({ terms: [term('to', 20, ['description'])], exact_bonus: 0 }, query, 43);
    expect(r.common_only).toBe(true);
    expect(r.text).toBe(
      'matched “to” in description; did not match “find”, “open”, “bugs”, “assigned” or “me”',
    );
    expect(r.warning).toBe(
      'matched only “to”, a very common word (in 20 of 43 tools): this rank says little about what the query asks',
    );
  });

  it('says nothing more when a distinctive word matched too, or the query is the tool’s exact name', () => {
    const both = readHit(
      { terms: [term('to', 20, ['description']), term('me', 1, ['capability', 'name'])], exact_bonus: 0 },
      query,
      43,
    );
    expect(both.warning).toBeNull();
    expect(both.text).toContain('“me” in capability id and name');
    const exact = readHit({ terms: [term('to', 20, ['name'])], exact_bonus: 1_000_000 }, ['to'], 43);
    expect(exact.warning).toBeNull();
    expect(exact.text).toMatch(/^the query is this tool’s exact name or id/);
  });
});

describe(readScore, () => {
  it('rounds the score and the gap below the first for reading, and keeps them exact beside', () => {
    expect(readScore(1.5202421915053943, 5.604799473786955)).toEqual({
      text: 'score 1.5, 4.1 below the first',
      exact: `score 1.5202421915053943; ${5.604799473786955 - 1.5202421915053943} below the first`,
    });
    expect(readScore(5.6, null).text).toBe('score 5.6');
  });
});
