import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  characterName,
  hasInvisible,
  nameCodePoint,
  showInvisible,
  visibleSegments,
} from './visible-text.ts';

describe(showInvisible, () => {
  it.each([
    ['demo \u202Etxt.exe', 'demo ⟨U+202E⟩txt.exe'],
    ['read\u200Bfile', 'read⟨U+200B⟩file'],
    ['a\u0000b', 'a⟨U+0000⟩b'],
    ['\u001bc reset', '⟨U+001B⟩c reset'],
    ['csi\u009b2J', 'csi⟨U+009B⟩2J'],
    ['back\b\bspace', 'back⟨U+0008⟩⟨U+0008⟩space'],
    ['\ufeffbom', '⟨U+FEFF⟩bom'],
    ['isolate\u2066x\u2069', 'isolate⟨U+2066⟩x⟨U+2069⟩'],
    ['tag\u{E0041}', 'tag⟨U+E0041⟩'],
    ['lone\ud800', 'lone⟨U+D800⟩'],
    ['line\u2028sep', 'line⟨U+2028⟩sep'],
    ['two\nlines', 'two⟨U+000A⟩lines'],
  ])('names the hidden character in %j', (input, shown) => {
    expect(showInvisible(input)).toBe(shown);
    expect(hasInvisible(input)).toBe(true);
  });

  it.each(['search_repositories', 'café ☕ 日本語', 'emoji 👩‍💻'.replace('\u200d', ''), '😀 pair'])(
    'leaves visible text as it is: %j',
    (input) => {
      expect(showInvisible(input)).toBe(input);
      expect(hasInvisible(input)).toBe(false);
    },
  );

  it('keeps line breaks and tabs when asked, and still names the rest', () => {
    expect(showInvisible('a\n\tb\u202Ec', { keepLineBreaks: true })).toBe('a\n\tb⟨U+202E⟩c');
    expect(hasInvisible('a\nb', { keepLineBreaks: true })).toBe(false);
  });

  it('splits into plain runs and named characters', () => {
    expect(visibleSegments('a\u202Eb')).toEqual([
      { text: 'a' },
      { named: '⟨U+202E⟩', codePoint: 0x202e },
      { text: 'b' },
    ]);
  });

  it('never leaves a named character in what it shows', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const shown = showInvisible(s);
        expect(hasInvisible(shown)).toBe(false);
        // Every plain character survives in order.
        const plain = visibleSegments(s)
          .map((segment) => ('text' in segment ? segment.text : ''))
          .join('');
        expect(shown.replace(/⟨U\+[0-9A-F]{4,6}⟩/g, '')).toBe(plain);
      }),
    );
  });

  it('spells out a common name when asked, for messages', () => {
    expect(showInvisible('demo \u202Etxt', { spellNames: true })).toBe(
      'demo ⟨U+202E right-to-left override⟩txt',
    );
    expect(showInvisible('a\u0007b', { spellNames: true })).toBe('a⟨U+0007⟩b');
    expect(characterName(0x200b)).toBe('zero-width space');
    expect(characterName(0x41)).toBeUndefined();
  });

  it('pads short code points to four digits', () => {
    expect(nameCodePoint(0x7)).toBe('⟨U+0007⟩');
    expect(nameCodePoint(0xe0001)).toBe('⟨U+E0001⟩');
  });
});
