import { describe, expect, it } from 'vitest';
import { describeWhyNot } from './why-not-words.ts';

describe(describeWhyNot, () => {
  it('answers an out-scored tool in words, its scores rounded and exact on the side', () => {
    const words = describeWhyNot({
      reason: 'out_scored',
      score: 2.3786215823141417,
      rank: 7,
      limit: 5,
      last_returned_score: 3.1021987413201,
    });
    expect(words.text).toBe(
      'Out-scored: it is at rank 7, past the limit of 5. It scores 2.4, 0.72 below the last result returned (3.1).',
    );
    expect(words.text).not.toMatch(/\d{5}/);
    expect(words.exact).toContain(String(2.3786215823141417));
    expect(words.exact).toContain('3.1021987413201');
  });

  it('says when the tool ties the last result returned', () => {
    const words = describeWhyNot({
      reason: 'out_scored',
      score: 2,
      rank: 6,
      limit: 5,
      last_returned_score: 2,
    });
    expect(words.text).toContain('the same as the last result returned');
  });
});
