import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url, encodeBase64Url } from './base64url.ts';

function viaBtoa(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

describe(encodeBase64Url, () => {
  it('matches standard base64 with the URL alphabet and no padding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(encodeBase64Url(bytes)).toBe(viaBtoa(bytes));
      }),
    );
  });

  it('uses "-" and "_" where standard base64 has "+" and "/"', () => {
    expect(encodeBase64Url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
  });
});

describe(decodeBase64Url, () => {
  it('inverts the encoder', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(decodeBase64Url(encodeBase64Url(bytes))).toEqual({ ok: true, value: bytes });
      }),
    );
  });

  it.each([
    ['A', /length of 1/],
    ['AAAAA', /length of 5/],
    ['AA==', /unexpected character "=" at position 2/],
    ['ab+c', /unexpected character "\+"/],
    ['ab/c', /unexpected character "\/"/],
    ['aé', /unexpected character "é" at position 1/],
    ['AB', /stray bits/],
    ['AAB', /stray bits/],
  ])('rejects %j', (text, reason) => {
    const result = decodeBase64Url(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(reason);
  });
});
