import fc from 'fast-check';
import { deflateSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_INFLATED_BYTES, MAX_LINK_CHARS } from '../limits.ts';
import { decodeBase64Url, encodeBase64Url } from './base64url.ts';
import { decodeShareLink, encodeShareLink, makeShareLink } from './link.ts';

function linkOfBytes(bytes: Uint8Array): string {
  return `#v1/${encodeBase64Url(deflateSync(bytes))}`;
}

function reasonOf(hash: string): string {
  const result = decodeShareLink(hash);
  if (result.ok) throw new Error(`expected ${hash.slice(0, 40)}… to be rejected`);
  return result.reason;
}

describe(decodeShareLink, () => {
  it('still opens a v1 link written by an earlier build', () => {
    // Frozen on purpose: if this fails, links people already shared stopped opening.
    const link =
      '#v1/XVAxTsQwEOzzipXr0ynRJRfgEzzgdIqceBMWEts4DiKcIt0jqGioqWgp6PITXsATsJ07IZCr3ZnZmfEhAmCSd8iugNVGPaGEhwRaknds5bFOiYCVhkSDYlkKrEmSJSV7h-3cCuAArOKal9SSHQsSXtSQvRnKdWWQWyyo7wdkq1-_BS6K_7jAvjKk_X1Pu9YuFJcQcPg6PsP8Kef3av4Q8xt8v74cvUhz485aND6SC2NHHUxUeYuVDQyjNBpLeGK01JH9SyZpsUGzhKj50Ho8WccwLc813YcfcFVPVzr-WFilWj8mF2m6zdM0zjd5fJllyTbJYAqC-wHN4rxzIj-NwfDc-Rxm48320RT9AA';
    expect(decodeShareLink(link)).toEqual({
      ok: true,
      version: 1,
      text:
        '{\n  "name": "frozen v1 link",\n  "mode": "bridged",\n  "definitions": [\n' +
        '    { "capability_id": "github.create_issue", "name": "github__create_issue", ' +
        '"description": "Open an issue — ünïcødé 🚀", "parameters": { "type": "object", ' +
        '"properties": { "limit": { "type": "integer", "default": 1.0 } } } }\n  ],\n' +
        '  "caps": { "max_tools": 18446744073709551615 },\n' +
        '  "queries": [{ "query": "issue", "limit": 3.0 }]\n}\n',
    });
  });

  it('still opens a v2 link written by an earlier build', () => {
    // Frozen on purpose, as the v1 link above.
    const link =
      '#v2/PJILZ02OPQrCMBTH957ikbkUdfQYriIlTV7h2TYJaRBrKfQQTi7OTq4ObrmJJ_AIJkHB9f_5GzMApniHbA2stvqECg4raEk1LI-exJoUOdKqD5FtkABGYIIbXlFLbihJpi612BcWuWT532JUy_InS-yFJRPXorsJMnCIIXjNZ_BP5e_CP6S_wft6mWPFcBu2HNp4H47dYNKyrvYoHIMJpsC0S6wB6pvq-LF0usEEvSwWITRlHw';
    expect(decodeShareLink(link)).toEqual({
      ok: true,
      version: 2,
      text:
        '{\n  "name": "frozen v2 link",\n  "definitions": [\n    { "capability_id": "files.read", ' +
        '"name": "files__read", "description": "Read a file — ünïcødé 🚀", "parameters": { "type": "object" } }\n' +
        '  ],\n  "caps": { "max_tokens": 1.0 }\n}\n',
    });
  });

  it('gives back exactly the text that was encoded, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const link = encodeShareLink(text);
        expect(link).toMatch(/^#v2\/[A-Za-z0-9_-]+$/);
        expect(decodeShareLink(link)).toEqual({ ok: true, text, version: 2 });
      }),
    );
  });

  it('keeps what a lenient decoder would change: a leading BOM, number spellings, an empty text', () => {
    for (const text of ['\uFEFF{"a":1}', '{"x": 1.0, "y": -0.0, "z": 1e21}', '']) {
      expect(decodeShareLink(encodeShareLink(text))).toEqual({ ok: true, text, version: 2 });
    }
  });

  it('accepts the fragment with or without its "#"', () => {
    const link = encodeShareLink('{"definitions":[]}');
    expect(decodeShareLink(link.slice(1))).toEqual({ ok: true, text: '{"definitions":[]}', version: 2 });
  });

  it('says what is wrong with a fragment that is no link', () => {
    expect(reasonOf('')).toMatch(/no scenario/);
    expect(reasonOf('#')).toMatch(/no scenario/);
    expect(reasonOf('#section-2')).toMatch(/not a playground link/);
    expect(reasonOf('#v/abc')).toMatch(/not a playground link/);
  });

  it('rejects versions it does not know, naming them', () => {
    const payload = encodeShareLink('{}').slice('#v2/'.length);
    expect(reasonOf(`#v3/${payload}`)).toMatch(/unknown link version v3 \(this playground reads v1 to v2\)/);
    expect(reasonOf(`#v0/${payload}`)).toMatch(/unknown link version v0/);
  });

  it('rejects payloads that are not base64url', () => {
    expect(reasonOf('#v1/abc$def')).toMatch(/not valid base64url: unexpected character "\$" at position 3/);
    expect(reasonOf(`${encodeShareLink('{}')}=`)).toMatch(/base64url/);
    expect(reasonOf('#v1/ABCDE')).toMatch(/base64url/);
  });

  it('rejects payloads that are not DEFLATE data', () => {
    expect(reasonOf(`#v1/${encodeBase64Url(new Uint8Array([0xff, 0xff, 0xff]))}`)).toMatch(/damaged/);
    expect(reasonOf('#v1/')).toMatch(/damaged/);
    const deflated = deflateSync(
      strToU8('{"definitions": [], "notes": "a text long enough to be cut short"}'),
    );
    expect(reasonOf(`#v1/${encodeBase64Url(deflated.subarray(0, deflated.length - 6))}`)).toMatch(/damaged/);
  });

  it('rejects bytes after the end of the compressed data, though the checksum still matches', () => {
    const link = encodeShareLink('{"definitions": []}');
    const bytes = decodeBase64Url(link.slice('#v2/'.length));
    if (!bytes.ok) throw new Error(bytes.reason);
    for (const junk of [[0x00], [0x41, 0x42, 0x43]]) {
      const tampered = `#v2/${encodeBase64Url(Uint8Array.of(...bytes.value, ...junk))}`;
      expect(reasonOf(tampered)).toBe('the link is damaged (bytes follow the end of its compressed data)');
    }
    expect(decodeShareLink(link).ok).toBe(true);
  });

  it('rejects inflated bytes that are not UTF-8', () => {
    expect(reasonOf(linkOfBytes(new Uint8Array([0x7b, 0xc3, 0x28, 0x7d])))).toMatch(/UTF-8/);
    expect(reasonOf(linkOfBytes(new Uint8Array([0xed, 0xa0, 0x80])))).toMatch(/UTF-8/); // a surrogate
  });

  it('refuses an over-long link before inflating it', () => {
    const started = performance.now();
    expect(reasonOf(`#v1/${'A'.repeat(MAX_LINK_CHARS)}`)).toMatch(
      /too long \(2000004 characters, at most 2000000\)/,
    );
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('stops inflating at the size limit, and accepts a text of exactly that size', () => {
    const atLimit = new Uint8Array(MAX_INFLATED_BYTES).fill(0x20);
    const atLimitResult = decodeShareLink(linkOfBytes(atLimit));
    expect(atLimitResult.ok && atLimitResult.text.length).toBe(MAX_INFLATED_BYTES);
    const bomb = new Uint8Array(MAX_INFLATED_BYTES + 1).fill(0x20);
    expect(reasonOf(linkOfBytes(bomb))).toMatch(/inflates to more than 16777216 bytes/);
  });

  it('never throws, whatever the fragment', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.uint8Array().map((b) => `#v1/${encodeBase64Url(b)}`),
        ),
        (hash) => {
          expect(typeof decodeShareLink(hash).ok).toBe('boolean');
        },
      ),
    );
  });
});

describe(encodeShareLink, () => {
  it('compresses a repetitive tool catalog well below its text size', () => {
    const tools = Array.from({ length: 300 }, (_, i) => ({
      capability_id: `svc${i % 12}.action_${i}`,
      name: `svc${i % 12}__action_${i}`,
      description: `Performs action ${i} on the service's records, with paging and filters.`,
      parameters: { type: 'object', properties: { id: { type: 'string' }, limit: { type: 'integer' } } },
    }));
    const text = JSON.stringify({ definitions: tools }, null, 2);
    expect(encodeShareLink(text).length).toBeLessThan(text.length / 5);
    expect(strToU8(text).length).toBeGreaterThan(60_000);
  });
});

describe(makeShareLink, () => {
  it('makes the link encodeShareLink makes when the reader would open it', () => {
    const text = '{"name": "ünïcødé 🚀"}';
    expect(makeShareLink(text)).toEqual({ ok: true, hash: encodeShareLink(text) });
  });

  it('refuses a text over the bound the reader inflates to, counting UTF-8 bytes', () => {
    // Two bytes a character: at the bound the link is made and opens; one character more, it is not.
    const atBound = 'é'.repeat(MAX_INFLATED_BYTES / 2);
    const made = makeShareLink(atBound);
    expect(made.ok && decodeShareLink(made.hash)).toEqual({ ok: true, version: 2, text: atBound });
    expect(makeShareLink(`${atBound}é`)).toEqual({
      ok: false,
      reason: 'the scenario is 16777218 bytes of UTF-8, more than the 16777216 a link holds',
    });
    expect(makeShareLink(' '.repeat(MAX_INFLATED_BYTES + 1))).toEqual({
      ok: false,
      reason: 'the scenario is over 16777216 bytes of UTF-8, the most a link holds',
    });
  });

  it('refuses a link longer than the reader opens', () => {
    // Text that barely compresses: 2.2 M characters of a 64-letter alphabet deflate to about 1.65 MB.
    let seed = 7;
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const chars: string[] = [];
    for (let i = 0; i < 2_200_000; i++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      chars.push(letters[seed >>> 26]!);
    }
    const text = chars.join('');
    const hash = encodeShareLink(text);
    expect(hash.length).toBeGreaterThan(MAX_LINK_CHARS);
    expect(makeShareLink(text)).toEqual({
      ok: false,
      reason: `its link would be ${hash.length} characters, more than the 2000000 a link may have`,
    });
  });
});
