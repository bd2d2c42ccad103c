import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupDigits } from './group-digits.ts';

describe('groupDigits', () => {
  it('groups thousands as en-US does', () => {
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(-1234567)).toBe('-1,234,567');
    expect(groupDigits(4096.5)).toBe('4,096.5');
    expect(groupDigits(-0)).toBe('0');
    expect(groupDigits(999.9996)).toBe('1,000');
    expect(groupDigits(0.0005)).toBe('0.001');
    expect(groupDigits(1e-7)).toBe('0');
  });

  it('agrees with toLocaleString("en-US") on integers and decimals', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double({ min: -1e15, max: 1e15, noNaN: true })),
        (n) => {
          // Intl writes negative zero, and a negative number that rounds to zero, as "-0"; a count never is one.
          fc.pre(n.toLocaleString('en-US') !== '-0');
          expect(groupDigits(n)).toBe(n.toLocaleString('en-US'));
        },
      ),
    );
  });
});
