import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareBytes,
  createSortMemo,
  sortByBytes,
  sortStringsByBytes,
  trimEndWhiteSpace,
  trimWhiteSpace,
  truncateToBytes,
} from './text.ts';
import { utf8Length } from './utf8-length.ts';

const encoder = new TextEncoder();

describe(utf8Length, () => {
  it.each([
    ['', 0],
    ['a', 1],
    ['\u007f', 1],
    ['\u0080', 2],
    ['é', 2],
    ['\u07ff', 2],
    ['\u0800', 3],
    ['你', 3],
    ['\uffff', 3],
    ['😀', 4],
    ['\u{10ffff}', 4],
    ['a€😀é', 1 + 3 + 4 + 2],
  ])('counts %j as %i bytes', (text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
  });

  it('agrees with TextEncoder for any well-formed string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(utf8Length(s)).toBe(encoder.encode(s).length);
      }),
    );
  });
});

describe(compareBytes, () => {
  it.each([
    // UTF-16 puts the surrogate pair of U+1F600 (0xD83D…) before U+E000 and U+FFFD; bytes do not.
    ['\u{1F600}', '\uFFFD'],
    ['\u{1F600}', '\uE000'],
    ['a\u{1F600}', 'a\uFFFD'],
  ])('orders %j after %j', (astral, bmp) => {
    expect(compareBytes(astral, bmp)).toBeGreaterThan(0);
    expect(compareBytes(bmp, astral)).toBeLessThan(0);
    // The default comparison gets these wrong, which is why compareBytes exists.
    expect(astral < bmp).toBe(true);
  });

  it('sorts integer-looking strings as strings: "10" before "2"', () => {
    expect(['2', '10', '1'].sort(compareBytes)).toEqual(['1', '10', '2']);
  });

  it('orders a prefix before its extensions and equal strings as 0', () => {
    expect(compareBytes('ab', 'abc')).toBeLessThan(0);
    expect(compareBytes('abc', 'ab')).toBeGreaterThan(0);
    expect(compareBytes('héllo', 'héllo')).toBe(0);
  });

  it('orders uppercase before lowercase (byte order, not locale)', () => {
    expect(['b', 'B', 'a', 'A'].sort(compareBytes)).toEqual(['A', 'B', 'a', 'b']);
  });

  it('agrees with the order of the UTF-8 bytes for any strings', () => {
    const byteOrder = (a: string, b: string) => {
      const x = encoder.encode(a);
      const y = encoder.encode(b);
      for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
      return x.length - y.length;
    };
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        expect(Math.sign(compareBytes(a, b))).toBe(Math.sign(byteOrder(a, b)));
      }),
    );
  });
});

describe(trimWhiteSpace, () => {
  it.each([
    ['\u0085abc\u0085', 'abc'],
    ['\u3000abc\u3000', 'abc'],
    ['\u00a0abc\u00a0', 'abc'],
    ['\u2028\u2029 \t\n\r\u000b\u000cabc', 'abc'],
    ['\u1680\u2000\u200a\u202f\u205fabc', 'abc'],
    ['  a b  ', 'a b'],
  ])('trims Unicode White_Space around %j', (input, trimmed) => {
    expect(trimWhiteSpace(input)).toBe(trimmed);
  });

  it.each([
    ['\ufeffabc\ufeff', '\ufeffabc\ufeff'],
    [' \ufeff abc', '\ufeff abc'],
    ['\u200babc', '\u200babc'],
    ['\u180eabc', '\u180eabc'],
  ])('keeps %j characters that are not White_Space (U+FEFF, U+200B, U+180E)', (input, trimmed) => {
    expect(trimWhiteSpace(input)).toBe(trimmed);
  });

  it('leaves inner whitespace alone and trims to empty', () => {
    expect(trimWhiteSpace('\u3000a\u3000b\u3000')).toBe('a\u3000b');
    expect(trimWhiteSpace('\u0085\u3000 ')).toBe('');
  });
});

describe(trimEndWhiteSpace, () => {
  it('trims only the end', () => {
    expect(trimEndWhiteSpace(' \u3000a \n\u0085')).toBe(' \u3000a');
  });
});

describe(truncateToBytes, () => {
  it.each([
    ['abc', 2, 'ab'],
    ['aé', 2, 'a'],
    ['aé', 3, 'aé'],
    ['你好', 5, '你'],
    ['你好', 6, '你好'],
    ['a😀', 4, 'a'],
    ['a😀', 5, 'a😀'],
    ['😀', 0, ''],
  ])('cuts %j to %i bytes as %j', (input, max, expected) => {
    expect(truncateToBytes(input, max)).toBe(expected);
  });

  it('returns the longest prefix that fits and never splits a character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(40), (s, max) => {
        const cut = truncateToBytes(s, max);
        expect(s.startsWith(cut)).toBe(true);
        expect(utf8Length(cut)).toBeLessThanOrEqual(max);
        // No lone high surrogate at the end: the cut is a character boundary.
        expect(cut).not.toMatch(/[\ud800-\udbff]$/);
        const next = s.slice(cut.length).codePointAt(0);
        if (next !== undefined)
          expect(utf8Length(cut) + utf8Length(String.fromCodePoint(next))).toBeGreaterThan(max);
      }),
    );
  });

  it('takes a lone surrogate as one character of 3 bytes, as utf8Length does', () => {
    const unit = fc.constantFrom('a', 'é', '你', '😀', '\ud800', '\udc00');
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 12 }), fc.nat(40), (chars, max) => {
        const s = chars.join('');
        const cut = truncateToBytes(s, max);
        // Whole characters only, as for-of walks them.
        let fits = '';
        for (const ch of s) {
          if (utf8Length(fits + ch) > max) break;
          fits += ch;
        }
        expect(cut).toBe(fits);
      }),
    );
  });
});

describe(sortByBytes, () => {
  const unit = fc.constantFrom(
    'a',
    'b',
    '_',
    '.',
    'é',
    '\uD7FF',
    '\uE000',
    '\uFFFD',
    '\u{1F600}',
    '\u{10000}',
  );
  const key = fc.array(unit, { maxLength: 4 }).map((units) => units.join(''));

  it('orders as a stable sort by compareBytes, whether or not a key holds a code unit at or past U+D800', () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 30 }), (keys) => {
        const items = keys.map((k, at) => ({ k, at }));
        const expected = [...items].sort((x, y) => compareBytes(x.k, y.k));
        expect(sortByBytes([...items], (item) => item.k)).toEqual(expected);
        expect(sortStringsByBytes([...keys])).toEqual([...keys].sort(compareBytes));
        const plain = items.filter(({ k }) => !/[\uD800-\uFFFF]/.test(k));
        expect(sortByBytes([...plain], (item) => item.k)).toEqual(
          [...plain].sort((x, y) => compareBytes(x.k, y.k)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('with a memo, orders each of a sequence of key lists as a fresh sort does', () => {
    // Lists that often repeat the last one, or differ from it in one key, as edits do.
    const step = fc.oneof(
      fc.constant({ op: 'same' as const }),
      fc.record({ op: fc.constant('set' as const), at: fc.nat(), key }),
      fc.record({ op: fc.constant('swap' as const), at: fc.nat() }),
      fc.record({ op: fc.constant('push' as const), key }),
    );
    fc.assert(
      fc.property(fc.array(key, { maxLength: 12 }), fc.array(step, { maxLength: 8 }), (start, steps) => {
        const memo = createSortMemo();
        let keys = start;
        for (const s of [{ op: 'same' as const }, ...steps]) {
          keys = [...keys];
          if (s.op === 'set' && keys.length > 0) keys[s.at % keys.length] = s.key;
          if (s.op === 'swap' && keys.length > 1) {
            const i = s.at % (keys.length - 1);
            [keys[i], keys[i + 1]] = [keys[i + 1]!, keys[i]!];
          }
          if (s.op === 'push') keys.push(s.key);
          const items = keys.map((k, at) => ({ k, at }));
          expect(sortByBytes([...items], (item) => item.k, memo)).toEqual(
            [...items].sort((x, y) => compareBytes(x.k, y.k)),
          );
          expect(sortStringsByBytes([...keys], memo)).toEqual([...keys].sort(compareBytes));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('with a memo, orders a list with any number of keys changed in place as a fresh sort does', () => {
    fc.assert(
      fc.property(
        fc.array(key, { minLength: 1, maxLength: 80 }),
        fc.array(fc.tuple(fc.nat(), key), { maxLength: 60 }),
        (start, changes) => {
          const memo = createSortMemo();
          sortStringsByBytes([...start], memo);
          const keys = [...start];
          for (const [at, k] of changes) keys[at % keys.length] = k;
          expect(sortStringsByBytes([...keys], memo)).toEqual([...keys].sort(compareBytes));
          const items = keys.map((k, at) => ({ k, at }));
          expect(sortByBytes([...items], (item) => item.k, memo)).toEqual(
            [...items].sort((x, y) => compareBytes(x.k, y.k)),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
