import { describe, expect, it } from 'vitest';
import { sharePercent, sharePointsChange } from './findability.ts';

describe(sharePointsChange, () => {
  it('is the difference of the shares as shown, never "+0" for two shares that read differently', () => {
    // 94.54 % and 94.56 % read 94.5 % and 94.6 %: their change is a tenth of a point, not zero.
    expect([sharePercent(0.9454), sharePercent(0.9456)]).toEqual(['94.5 %', '94.6 %']);
    expect(sharePointsChange(0.9454, 0.9456)).toBe('+0.1 pp');
    expect(sharePointsChange(0.5, 0.25)).toBe('−25 pp');
    expect(sharePointsChange(0.5, 0.5)).toBe('±0 pp');
    expect(sharePointsChange(0.94541, 0.94542)).toBe('+<0.1 pp');
    expect(sharePointsChange(null, 0.5)).toBe('n/a');
  });
});
