import { describe, expect, it } from 'vitest';
import { decodeBodyText, encodeBodyText, TEXT_EDIT_MIN_CHARS } from './request-text.ts';

describe('request bodies across the wire', () => {
  it('cross whole when short or first, as an edit of the last long text after that, and read back the same', () => {
    const long = 'x'.repeat(TEXT_EDIT_MIN_CHARS);
    const edited = `${long}y`;
    const first = encodeBodyText({ text: long, lane: 1 }, null);
    expect(first.body).toEqual({ text: long, lane: 1 });
    const second = encodeBodyText({ text: edited, params: { kind: 'search' } }, first.text);
    expect(second.body).toEqual({
      params: { kind: 'search' },
      textEdit: { prefix: long.length, suffix: 0, middle: 'y' },
    });
    const short = encodeBodyText({ text: 'short' }, second.text);
    expect(short.body).toEqual({ text: 'short' });
    // The Worker's half, in the same order.
    const a = decodeBodyText(structuredClone(first.body), null);
    const b = decodeBodyText(structuredClone(second.body), a.text);
    expect(b.body).toEqual({ params: { kind: 'search' }, text: edited });
    expect(b.edit).toEqual({ prefix: long.length, suffix: 0, middle: 'y' });
    expect(a.edit).toBeUndefined();
    const c = decodeBodyText(structuredClone(short.body), b.text);
    expect(c).toEqual({ body: { text: 'short' }, text: edited });
    expect(() => decodeBodyText(structuredClone(second.body), null)).toThrow();
  });

  it('take the edit the page knows for exactly those two texts, and compare otherwise', () => {
    const long = 'x'.repeat(TEXT_EDIT_MIN_CHARS);
    const edited = `${long.slice(0, 10)}y${long.slice(10)}`;
    // Noted, the edit is sent as it is, not looked for: this one is wider than the change.
    const noted = { prefix: 5, suffix: long.length - 12, middle: edited.slice(5, 13) };
    expect(encodeBodyText({ text: edited }, long, { before: long, ...noted }).body).toEqual({
      textEdit: noted,
    });
    // Another pair of texts is compared.
    const other = `${long}z`;
    expect(encodeBodyText({ text: other }, `${long} `, { before: long, ...noted }).body).toEqual({
      textEdit: { prefix: long.length, suffix: 0, middle: 'z' },
    });
    expect(encodeBodyText({ text: other }, long).body).toEqual({
      textEdit: { prefix: long.length, suffix: 0, middle: 'z' },
    });
    // So is one whose noted edit cannot give it.
    const misfit = { before: long, prefix: 5, suffix: long.length - 12, middle: 'y' };
    expect(encodeBodyText({ text: edited }, long, misfit).body).toEqual({
      textEdit: { prefix: 10, suffix: long.length - 10, middle: 'y' },
    });
    // The same text again crosses as no change.
    expect(encodeBodyText({ text: long }, long).body).toEqual({
      textEdit: { prefix: long.length, suffix: 0, middle: '' },
    });
  });
});
