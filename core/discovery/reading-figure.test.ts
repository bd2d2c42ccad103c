import { describe, expect, it } from 'vitest';
import { roundForReading } from './reading-figure.ts';

describe(roundForReading, () => {
  it.each([
    [3.4567, '3.5'],
    [0.000123456, '0.00012'],
    [12.345, '12'],
    [1000003.21, '1000003'],
    [-0.8412, '-0.84'],
    [0, '0'],
    [2, '2'],
    [1.9574901460193197, '2.0'],
    [1.2e-9, '1.2e-9'],
    [1.5514113073574956, '1.6'],
  ])('%d reads as %s', (value, shown) => {
    expect(roundForReading(value)).toBe(shown);
  });
});
