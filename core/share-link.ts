import { deflateSync, Inflate, strToU8 } from 'fflate';
import { decodeBase64Url, encodeBase64Url } from './base64url.ts';
import { decodeUtf8Strict } from './utf8-decode.ts';

/**
 * Share links carry the scenario text in the URL fragment: `#v<version>/<payload>`.
 * A link is untrusted input (STYLE.md, "Share links"): it is size-limited before
 * anything is inflated, the inflated size is bounded, and decoding never throws.
 */

export type LinkVersion = 1;
export const CURRENT_LINK_VERSION: LinkVersion = 1;

/** Far above any real catalog (a 2,000-tool scenario is ~0.2 M characters) and below what browsers accept. */
export const MAX_LINK_CHARS = 2_000_000;
/** The largest scenario text a link may inflate to, in UTF-8 bytes. */
export const MAX_INFLATED_BYTES = 16 * 1024 * 1024;

export type DecodedLink = { ok: true; text: string; version: LinkVersion } | { ok: false; reason: string };
type Step = { ok: true; text: string } | { ok: false; reason: string };

/** v1: base64url (no padding) of the raw DEFLATE of the UTF-8 scenario text. */
function decodeV1(payload: string): Step {
  const bytes = decodeBase64Url(payload);
  if (!bytes.ok) return { ok: false, reason: `the link is not valid base64url: ${bytes.reason}` };
  const inflated = inflateBounded(bytes.value, MAX_INFLATED_BYTES);
  if (!inflated.ok) return inflated;
  const text = decodeUtf8Strict(inflated.value);
  if (text === undefined) return { ok: false, reason: 'the link does not hold UTF-8 text' };
  return { ok: true, text };
}

/** How each version's payload becomes text; index = version - 1. */
const DECODERS: ReadonlyArray<(payload: string) => Step> = [decodeV1];

/**
 * Upgrades text decoded from version n to the shape of version n + 1 (index =
 * n - 1). Empty while v1 is current: a future v2 appends here, so every old link
 * goes through the whole chain and still opens.
 */
const UPGRADES: ReadonlyArray<(text: string) => Step> = [];

export function encodeShareLink(scenarioText: string): string {
  return `#v${CURRENT_LINK_VERSION}/${encodeBase64Url(deflateSync(strToU8(scenarioText), { level: 9 }))}`;
}

/** Reads a fragment such as `location.hash` (the leading `#` is optional). Never throws. */
export function decodeShareLink(hash: string): DecodedLink {
  if (hash.length > MAX_LINK_CHARS) {
    return {
      ok: false,
      reason: `the link is too long (${hash.length} characters, at most ${MAX_LINK_CHARS})`,
    };
  }
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (fragment === '') return { ok: false, reason: 'the link holds no scenario' };
  const match = /^v([0-9]{1,6})\//.exec(fragment);
  if (!match) return { ok: false, reason: 'not a playground link (expected "#v1/…")' };
  const version = Number(match[1]);
  const decode = DECODERS[version - 1];
  if (decode === undefined) {
    return {
      ok: false,
      reason: `unknown link version v${match[1]} (this playground reads v1 to v${CURRENT_LINK_VERSION})`,
    };
  }
  try {
    let step = decode(fragment.slice(match[0].length));
    for (let v = version; step.ok && v < CURRENT_LINK_VERSION; v++) step = UPGRADES[v - 1]!(step.text);
    return step.ok ? { ok: true, text: step.text, version: version as LinkVersion } : step;
  } catch (err) {
    // Decoders return their failures; this only guards the "never throws" promise.
    return {
      ok: false,
      reason: `the link could not be read: ${err instanceof Error ? err.message : String(err)}`,
    };
  }
}

type Inflated = { ok: true; value: Uint8Array } | { ok: false; reason: string };

/** Input is fed in small chunks so a "deflate bomb" is stopped within ~1,000× one chunk of the limit. */
const INFLATE_CHUNK_BYTES = 4096;

function inflateBounded(data: Uint8Array, maxBytes: number): Inflated {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let finished = false;
  const inflater = new Inflate((chunk, final) => {
    total += chunk.length;
    if (total <= maxBytes) chunks.push(chunk);
    if (final) finished = true;
  });
  try {
    for (let offset = 0; offset < data.length; offset += INFLATE_CHUNK_BYTES) {
      const end = Math.min(offset + INFLATE_CHUNK_BYTES, data.length);
      inflater.push(data.subarray(offset, end), end === data.length);
      if (total > maxBytes) {
        return { ok: false, reason: `the link inflates to more than ${maxBytes} bytes` };
      }
    }
  } catch (err) {
    return { ok: false, reason: `the link is damaged (${err instanceof Error ? err.message : String(err)})` };
  }
  if (!finished) return { ok: false, reason: 'the link is damaged (no compressed data)' };
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return { ok: true, value: out };
}
