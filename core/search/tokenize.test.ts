import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize.ts';

describe(tokenize, () => {
  it.each([
    // camelCase and acronyms (DISCLOSURE.md §10)
    ['createEvent', ['create', 'event']],
    ['HTTPUrl', ['http', 'url']],
    ['XMLHttpRequest', ['xml', 'http', 'request']],
    ['HTTPServerError', ['http', 'server', 'error']],
    ['getHTTP', ['get', 'http']],
    ['ABC', ['abc']],
    ['v2Api', ['v2', 'api']],
    ['2FA', ['2', 'fa']],
    ['snake_case-and.dots', ['snake', 'case', 'and', 'dots']],
    // the look-ahead sees the raw next character, even a break
    ['AB_c', ['ab', 'c']],
    ['Ab', ['ab']],
    // unique, first occurrence order
    ['b a b A', ['b', 'a']],
    ['List list LIST', ['list']],
    ['', []],
    ['  --  ', []],
    // Numeric is Nd/Nl/No: Roman numerals and superscripts stay in words and count as digits
    ['ⅫX', ['ⅻ', 'x']],
    ['x² ½cup', ['x²', '½cup']],
    ['Chapter Ⅳ', ['chapter', 'ⅳ']],
    ['٣ab', ['٣ab']],
    // Alphabetic includes circled letters (which are uppercase) and U+0345
    ['dataⒶpi', ['data', 'ⓐpi']],
    ['ᾳι', ['ᾳι']],
    ['a\u0345b', ['a\u0345b']],
    // combining marks that are not Alphabetic break words
    ['cafe\u0301s', ['cafe', 's']],
    ['हिन्दी', ['हिन', 'दी']],
    // titlecase ǅ is neither upper nor lower, so it neither splits nor counts as lowercase
    ['ǅemal', ['ǆemal']],
    ['aǅb', ['aǆb']],
    // per-character lowercasing: İ becomes two characters, Σ never takes the final form
    ['İstanbul', ['i̇stanbul']],
    ['ΟΔΟΣ', ['οδοσ']],
    ['σοφιας', ['σοφιας']],
    // non-BMP letters are walked as code points
    ['𐐔𐐯𐑅𐐨𐑉𐐯𐐻', ['𐐼𐐯𐑅𐐨𐑉𐐯𐐻']],
    ['😀rocket', ['rocket']],
    ['日本語テキスト', ['日本語テキスト']],
    ['Ａwide', ['ａwide']],
    ['ﬁle', ['ﬁle']],
    // a lone surrogate is not alphanumeric
    ['a\ud800b', ['a', 'b']],
  ])('%j → %j', (text, terms) => {
    expect(tokenize(text)).toEqual(terms);
  });

  it('never yields an empty, repeated or separator-holding term', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const terms = tokenize(text);
        expect(new Set(terms).size).toBe(terms.length);
        for (const term of terms) {
          expect(term).not.toBe('');
          expect(term).not.toMatch(/[^\p{Alphabetic}\p{N}\p{M}]/u);
        }
      }),
    );
  });

  it('is stable under re-tokenizing the joined terms', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (text) => {
        const terms = tokenize(text);
        expect(tokenize(terms.join(' '))).toEqual(terms);
      }),
    );
  });

  it('splits ASCII text on its fast path exactly as the general path does', () => {
    // A trailing non-ASCII word sends the same text down the general path and adds only itself.
    const ascii = fc.string({ unit: fc.constantFrom(...'aBz09_ -.XyQ/'.split('')), maxLength: 40 });
    fc.assert(
      fc.property(ascii, (text) => {
        expect(tokenize(`${text} ɐ`)).toEqual([...tokenize(text), 'ɐ']);
      }),
    );
  });
});
