import fc from 'fast-check';
import { deflateSync, strToU8 } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeBase64Url } from './base64url.ts';
import * as bounded from './inflate-bounded.ts';
import { inflateBounded, inflateNatively } from './inflate-bounded.ts';
import { decodeViewLink, encodeShareLink, encodeViewLink, primeViewLink } from './link.ts';

/**
 * A link in the address bar is inflated ahead by the engine's own inflater
 * (Node has DecompressionStream too). Only its successes are taken, and they
 * must be exactly what fflate would have given.
 */

/** Deflate data, whole or damaged: a byte changed, cut short, junk after it. */
const deflated = fc
  .tuple(
    fc.string({ unit: 'binary', maxLength: 400 }),
    fc.integer({ min: 1, max: 60 }),
    fc.nat(),
    fc.nat(255),
    fc.constantFrom('keep', 'flip', 'cut', 'junk'),
  )
  .map(([text, times, at, byte, how]) => {
    // Repeated, so some outputs span several of the inflater's chunks.
    const data = deflateSync(strToU8(text.repeat(times)));
    const i = at % data.length;
    if (how === 'flip') data[i] = byte;
    if (how === 'cut') return { data: data.subarray(0, i), whole: false };
    if (how === 'junk') return { data: Uint8Array.of(...data, byte), whole: false };
    return { data, whole: how === 'keep' };
  });

describe(inflateNatively, () => {
  it('gives what inflateBounded gives whenever it succeeds, and succeeds for every whole stream', async () => {
    await fc.assert(
      fc.asyncProperty(deflated, async ({ data, whole }) => {
        const native = await inflateNatively(data, 1 << 20);
        if (whole) expect(native).toBeDefined();
        if (native !== undefined) expect(native).toEqual(inflateBounded(data, 1 << 20));
      }),
      { numRuns: 300 },
    );
  });

  it('gives nothing past the limit, leaving the refusal to inflateBounded', async () => {
    const data = deflateSync(new Uint8Array(5000).fill(0x20));
    expect(await inflateNatively(data, 4999)).toBeUndefined();
    expect(inflateBounded(data, 4999)).toEqual({
      ok: false,
      reason: 'the link inflates to more than 4999 bytes',
      tooLarge: true,
    });
  });
});

describe(primeViewLink, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const v1 = (text: string) => `#v1/${encodeBase64Url(deflateSync(strToU8(text)))}`;
  const links = [
    encodeShareLink('{"definitions": []}'),
    v1('{"mode": "bridged"}'),
    encodeViewLink({ scenario: '{"a": 1}', baseline: '{"a": 2}', view: { tab: 'index' } }),
    `${encodeShareLink('{}').slice(0, -3)}AAA`, // damaged
    '#v2/AAAAAAAA', // no deflate data
  ];

  it.each(links)('decodes %s primed exactly as unprimed', async (link) => {
    const unprimed = decodeViewLink(link);
    const primed = await primeViewLink(link);
    expect(decodeViewLink(link, primed)).toEqual(unprimed);
  });

  it('lets the decode that follows take the native inflation instead of inflating again', async () => {
    const link = encodeViewLink({ scenario: '{"a": 1}', baseline: '{"b": 2}', view: { tab: 'index' } });
    const primed = await primeViewLink(link);
    const spy = vi.spyOn(bounded, 'inflateBounded');
    expect(decodeViewLink(link, primed)).toMatchObject({
      ok: true,
      scenario: '{"a": 1}',
      baseline: '{"b": 2}',
    });
    expect(spy).not.toHaveBeenCalled();
    // Each primed payload is taken once: decoding again inflates as usual.
    expect(decodeViewLink(link, primed)).toMatchObject({ ok: true, scenario: '{"a": 1}' });
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it.each([links[0]!, links[1]!])('takes the native inflation for the plain link %s too', async (link) => {
    const primed = await primeViewLink(link);
    const spy = vi.spyOn(bounded, 'inflateBounded');
    expect(decodeViewLink(link, primed)).toMatchObject({ ok: true, baseline: null });
    expect(spy).not.toHaveBeenCalled();
  });
});
