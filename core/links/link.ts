import { deflateSync, strToU8 } from 'fflate';
import { canonicalJson } from '../json/canonical-json.ts';
import { parseJson } from '../json/json-parse.ts';
import { isJsonObject, type JsonObject } from '../json/json-value.ts';
import { decodeUtf8Strict } from '../json/utf8-decode.ts';
import { MAX_INFLATED_BYTES, MAX_LINK_CHARS, MAX_VIEW_BYTES, MAX_VIEW_FIELD_BYTES } from '../limits.ts';
import { utf8Length } from '../text/utf8-length.ts';
import { decodeBase64Url, encodeBase64Url } from './base64url.ts';
import { crc32OfBytes } from './crc32.ts';
import { type Inflated, inflateBounded, inflateNatively } from './inflate-bounded.ts';

/**
 * Playground links carry texts in the URL fragment: `#v<version>/<payload>`. A
 * link is untrusted input (anyone can send one): it is size-limited before
 * anything is inflated, the inflated size is bounded (both bounds in
 * core/limits.ts), and decoding never throws.
 *
 * Every version this playground reads (each keeps opening in later builds; a test
 * freezes one real link each), and what reads it:
 * - v1: base64url of the raw DEFLATE of a scenario's UTF-8 text (decodeV1);
 * - v2: the same behind a 4-byte CRC-32 of the text, so a link changed or cut in
 *   transit is reported as damaged even when it still inflates to valid JSON
 *   (decodeV2). encodeShareLink writes it;
 * - v3: a whole review, a view, a scenario and maybe a baseline, each part a v2
 *   payload (viewParts, then decodeV2 for each part). composeViewLink writes it.
 * decodeShareLink reads v1 and v2, the versions that hold a scenario alone
 * (DECODERS); decodeViewLink reads every version.
 */

type LinkVersion = 1 | 2;
const CURRENT_LINK_VERSION: LinkVersion = 2;

type DecodedLink = { ok: true; text: string; version: LinkVersion } | { ok: false; reason: string };
type Step = { ok: true; text: string; bytes: number } | { ok: false; reason: string; tooLarge?: true };

const CHECKSUM_BYTES = 4;

/** How a version's payload becomes text, inflating to at most `maxBytes`. */
type Decoder = (payload: string, primed: PrimedPayloads | undefined, maxBytes: number) => Step;

const decodeV1: Decoder = (payload, primed, maxBytes) => {
  const early = takePrimed(payload, primed);
  const bytes = early?.bytes ?? decodeBase64Url(payload);
  if (!bytes.ok) return { ok: false, reason: `the link is not valid base64url: ${bytes.reason}` };
  return inflateText(bytes.value, undefined, maxBytes, early?.inflated);
};

const decodeV2: Decoder = (payload, primed, maxBytes) => {
  const early = takePrimed(payload, primed);
  const bytes = early?.bytes ?? decodeBase64Url(payload);
  if (!bytes.ok) return { ok: false, reason: `the link is not valid base64url: ${bytes.reason}` };
  if (bytes.value.length < CHECKSUM_BYTES) return { ok: false, reason: 'the link is damaged (cut short)' };
  const view = new DataView(bytes.value.buffer, bytes.value.byteOffset, CHECKSUM_BYTES);
  return inflateText(bytes.value.subarray(CHECKSUM_BYTES), view.getUint32(0), maxBytes, early?.inflated);
};

/**
 * `early`: what inflateBounded gives for `deflated` at MAX_INFLATED_BYTES, found ahead
 * (primeLinkPayloads); a smaller `maxBytes` still refuses it in inflateBounded's words.
 */
function inflateText(
  deflated: Uint8Array,
  checksum: number | undefined,
  maxBytes: number,
  early?: Inflated,
): Step {
  const inflated = early?.ok && early.value.length <= maxBytes ? early : inflateBounded(deflated, maxBytes);
  if (!inflated.ok) return inflated;
  if (checksum !== undefined && crc32OfBytes(inflated.value) !== checksum) {
    return {
      ok: false,
      reason: 'the link is damaged (its checksum does not match: it was changed or cut after it was made)',
    };
  }
  const text = decodeUtf8Strict(inflated.value);
  if (text === undefined) return { ok: false, reason: 'the link does not hold UTF-8 text' };
  return { ok: true, text, bytes: inflated.value.length };
}

/**
 * Payloads whose inflation was found ahead by the engine's own inflater, by
 * their text (primeLinkPayloads); each is taken by the first decode handed the
 * map that meets it. Only successes are kept (inflateNatively), so a decode gives
 * the same answer with or without.
 */
export type PrimedPayloads = Map<string, { bytes: { ok: true; value: Uint8Array }; inflated: Inflated }>;

function takePrimed(payload: string, primed: PrimedPayloads | undefined) {
  const early = primed?.get(payload);
  if (early) primed!.delete(payload);
  return early;
}

/**
 * Inflates the payloads of a link about to be decoded, natively and off the
 * page's thread, so the decode handed what this returns does not run fflate in
 * a page that has only just started. `checked`: each payload starts with the
 * 4-byte CRC-32 (v2 and later). Never fails: a payload it cannot do is left out
 * and decoded as usual.
 */
async function primeLinkPayloads(payloads: readonly string[], checked: boolean): Promise<PrimedPayloads> {
  const primed: PrimedPayloads = new Map();
  await Promise.all(
    payloads.map(async (payload) => {
      const bytes = decodeBase64Url(payload);
      if (!bytes.ok || (checked && bytes.value.length < CHECKSUM_BYTES)) return;
      const inflated = await inflateNatively(
        checked ? bytes.value.subarray(CHECKSUM_BYTES) : bytes.value,
        MAX_INFLATED_BYTES,
      );
      if (inflated?.ok) primed.set(payload, { bytes, inflated });
    }),
  );
  return primed;
}

/** The payload of a link decodeShareLink reads and whether it is checked, or undefined for anything else. */
function sharePayloadOf(hash: string): { payload: string; checked: boolean } | undefined {
  const shape = readShape(hash);
  return shape.ok ? { payload: shape.payload, checked: shape.version >= 2 } : undefined;
}

/** How each version's payload becomes text; index = version - 1. */
const DECODERS: readonly Decoder[] = [decodeV1, decodeV2];

/**
 * Upgrades text decoded from version n to the shape of version n + 1 (index =
 * n - 1), so every old link goes through the whole chain. v2 changed only the
 * envelope, not the scenario text, so v1 → v2 keeps the text as it is.
 */
const UPGRADES: ReadonlyArray<(text: string) => string> = [(text) => text];

export function encodeShareLink(scenarioText: string): string {
  return linkOfBytes(strToU8(scenarioText));
}

/** The v2 link of a text's UTF-8 bytes. */
function linkOfBytes(bytes: Uint8Array): string {
  const deflated = deflateSync(bytes, { level: 9 });
  const payload = new Uint8Array(CHECKSUM_BYTES + deflated.length);
  new DataView(payload.buffer).setUint32(0, crc32OfBytes(bytes));
  payload.set(deflated, CHECKSUM_BYTES);
  return `#v${CURRENT_LINK_VERSION}/${encodeBase64Url(payload)}`;
}

export type MadeLink = { ok: true; hash: string } | { ok: false; reason: string };

/**
 * A link the reader opens, or why there is none. A text over MAX_INFLATED_BYTES
 * is refused before anything is deflated (the reader would refuse its link, and
 * deflating a text that large is slow); a link over MAX_LINK_CHARS is made and then
 * refused, since only deflating tells its length.
 */
export function makeShareLink(scenarioText: string): MadeLink {
  // UTF-8 takes at least one byte per UTF-16 unit, so a long text is refused before it is encoded.
  if (scenarioText.length > MAX_INFLATED_BYTES) {
    return {
      ok: false,
      reason: `the scenario is over ${MAX_INFLATED_BYTES} bytes of UTF-8, the most a link holds`,
    };
  }
  // The bytes measured are the bytes deflated: the text is encoded once.
  const bytes = strToU8(scenarioText);
  if (bytes.length > MAX_INFLATED_BYTES) {
    return {
      ok: false,
      reason: `the scenario is ${bytes.length} bytes of UTF-8, more than the ${MAX_INFLATED_BYTES} a link holds`,
    };
  }
  const hash = linkOfBytes(bytes);
  if (hash.length > MAX_LINK_CHARS) {
    return {
      ok: false,
      reason: `its link would be ${hash.length} characters, more than the ${MAX_LINK_CHARS} a link may have`,
    };
  }
  return { ok: true, hash };
}

/** A link's version, one this playground decodes, and its payload; or why it is not such a link. */
function readShape(
  hash: string,
  newest: number = CURRENT_LINK_VERSION,
): { ok: true; version: number; payload: string } | { ok: false; reason: string } {
  if (hash.length > MAX_LINK_CHARS) {
    return {
      ok: false,
      reason: `the link is too long (${hash.length} characters, at most ${MAX_LINK_CHARS})`,
    };
  }
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (fragment === '') return { ok: false, reason: 'the link holds no scenario' };
  const match = /^v([0-9]{1,6})\//.exec(fragment);
  if (!match) return { ok: false, reason: `not a playground link (expected "#v${CURRENT_LINK_VERSION}/…")` };
  const version = Number(match[1]);
  if (DECODERS[version - 1] === undefined) {
    return {
      ok: false,
      reason: `unknown link version v${match[1]} (this playground reads v1 to v${newest})`,
    };
  }
  return { ok: true, version, payload: fragment.slice(match[0].length) };
}

/**
 * Reads a fragment such as `location.hash` (the leading `#` is optional). Never
 * throws. `primed`: what primeLinkPayloads inflated ahead for it.
 */
export function decodeShareLink(hash: string, primed?: PrimedPayloads): DecodedLink {
  return decodeScenarioLink(hash, primed, CURRENT_LINK_VERSION);
}

/** decodeShareLink for a reader of versions up to `newest`: its refusal of another version names them. */
function decodeScenarioLink(hash: string, primed: PrimedPayloads | undefined, newest: number): DecodedLink {
  const shape = readShape(hash, newest);
  if (!shape.ok) return shape;
  const step = decodePayload(shape.version, shape.payload, primed, MAX_INFLATED_BYTES);
  return step.ok ? { ok: true, text: step.text, version: shape.version as LinkVersion } : step;
}

/** One payload of a version, upgraded to the current version's text. Never throws. */
function decodePayload(
  version: number,
  payload: string,
  primed: PrimedPayloads | undefined,
  maxBytes: number,
): Step {
  try {
    const step = DECODERS[version - 1]!(payload, primed, maxBytes);
    if (!step.ok) return step;
    let text = step.text;
    for (let v = version; v < CURRENT_LINK_VERSION; v++) text = UPGRADES[v - 1]!(text);
    return { ...step, text };
  } catch (err) {
    // Decoders return their failures; this only guards the "never throws" promise.
    return {
      ok: false,
      reason: `the link could not be read: ${err instanceof Error ? err.message : String(err)}`,
    };
  }
}

// Whole-review links (v3).

/**
 * A link to a whole review, not only a scenario: `#v3/<view>.<scenario>[.<baseline>]`,
 * where each part is a v2 payload (CRC-32 and DEFLATE of a text, base64url).
 * `<scenario>` and `<baseline>` are the two scenarios' own v2 payloads,
 * unchanged, so a scenario already linked is never compressed again;
 * `<view>` is the canonical JSON of the view settings the playground restores
 * (its open tabs, search, the tool whose "Why?" is open), read as an object and
 * otherwise left to the playground. `.` is outside the base64url alphabet.
 *
 * A link without a baseline or view is written as a plain v2 link, so what the
 * command line writes and what the page writes for the same scenario agree. v1
 * and v2 links read as a scenario alone.
 */
const VIEW_LINK_VERSION = 3;

type DecodedViewLink =
  | { ok: true; scenario: string; baseline: string | null; view: JsonObject | null; version: number }
  | { ok: false; reason: string };

const V2 = '#v2/';

/** Composes from links already made (each `#v2/…`, as encodeShareLink writes them). */
export function composeViewLink(parts: {
  scenario: string;
  baseline: string | null;
  view: JsonObject | null;
}): string {
  if (parts.baseline === null && parts.view === null) return parts.scenario;
  const payloadOf = (hash: string) => {
    if (!hash.startsWith(V2)) throw new Error(`composeViewLink needs "${V2}…" links`);
    return hash.slice(V2.length);
  };
  const view = payloadOf(encodeShareLink(canonicalJson(writableView(parts.view ?? {}))));
  const rest = [payloadOf(parts.scenario), ...(parts.baseline === null ? [] : [payloadOf(parts.baseline)])];
  return `#v${VIEW_LINK_VERSION}/${[view, ...rest].join('.')}`;
}

export function encodeViewLink(parts: { scenario: string; baseline?: string; view?: JsonObject }): string {
  return composeViewLink({
    scenario: encodeShareLink(parts.scenario),
    baseline: parts.baseline === undefined ? null : encodeShareLink(parts.baseline),
    view: parts.view ?? null,
  });
}

/**
 * Inflates ahead, natively, what decodeViewLink of the same link will inflate
 * (primeLinkPayloads): what it gives, handed to that decode, spares
 * the page's thread the inflation. Any other text primes nothing.
 */
export async function primeViewLink(hash: string): Promise<PrimedPayloads> {
  const view = viewParts(hash);
  if (view === undefined) {
    const plain = sharePayloadOf(hash);
    return primeLinkPayloads(plain ? [plain.payload] : [], plain?.checked ?? false);
  }
  return primeLinkPayloads(view.ok ? view.parts : [], true);
}

/**
 * The parts of a whole-review link (view, scenario, maybe baseline), or why it
 * cannot hold them; undefined when the hash is not such a link at all.
 */
function viewParts(hash: string): { ok: true; parts: string[] } | { ok: false; reason: string } | undefined {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  const prefix = `v${VIEW_LINK_VERSION}/`;
  if (!fragment.startsWith(prefix)) return undefined;
  if (hash.length > MAX_LINK_CHARS) {
    return {
      ok: false,
      reason: `the link is too long (${hash.length} characters, at most ${MAX_LINK_CHARS})`,
    };
  }
  const parts = fragment.slice(prefix.length).split('.');
  if (parts.length < 2 || parts.length > 3) {
    return {
      ok: false,
      reason: 'the link is damaged (it should hold a view, a scenario and maybe a baseline)',
    };
  }
  return { ok: true, parts };
}

/**
 * Reads any playground link. Never throws. A v3 link's parts are bounded one by
 * one and together: its view to MAX_VIEW_BYTES with each text in it to
 * MAX_VIEW_FIELD_BYTES, and the view, scenario and baseline to MAX_INFLATED_BYTES in all.
 */
export function decodeViewLink(hash: string, primed?: PrimedPayloads): DecodedViewLink {
  const view = viewParts(hash);
  if (view === undefined) {
    const plain = decodeScenarioLink(hash, primed, VIEW_LINK_VERSION);
    if (!plain.ok) return plain;
    return { ok: true, scenario: plain.text, baseline: null, view: null, version: plain.version };
  }
  if (!view.ok) return view;
  const texts: string[] = [];
  let left = MAX_INFLATED_BYTES;
  for (const [i, part] of view.parts.entries()) {
    const decoded = decodePayload(2, part, primed, i === 0 ? MAX_VIEW_BYTES : left);
    if (!decoded.ok) return { ok: false, reason: `${PART_NAMES[i]}: ${partRefusal(i, decoded)}` };
    texts.push(decoded.text);
    left -= decoded.bytes;
  }
  const settings = readViewSettings(texts[0]!);
  if (!settings.ok) return settings;
  return {
    ok: true,
    scenario: texts[1]!,
    baseline: texts[2] ?? null,
    view: settings.value,
    version: VIEW_LINK_VERSION,
  };
}

const PART_NAMES = ['the view', 'the scenario', 'the baseline'];

function partRefusal(part: number, failed: { reason: string; tooLarge?: true }): string {
  if (!failed.tooLarge) return failed.reason;
  return part === 0
    ? `its settings inflate to more than ${MAX_VIEW_BYTES} bytes`
    : `the link inflates to more than ${MAX_INFLATED_BYTES} bytes with its view, scenario and baseline together`;
}

function readViewSettings(text: string): { ok: true; value: JsonObject } | { ok: false; reason: string } {
  const settings = parseJson(text);
  if (!settings.ok || !isJsonObject(settings.value)) {
    return { ok: false, reason: 'the link is damaged (its view settings are not a JSON object)' };
  }
  for (const [key, value] of Object.entries(settings.value)) {
    if (typeof value === 'string' && utf8Length(value) > MAX_VIEW_FIELD_BYTES) {
      return {
        ok: false,
        reason: `the view: its setting "${key}" is ${utf8Length(value)} bytes, more than the ${MAX_VIEW_FIELD_BYTES} a view setting may hold`,
      };
    }
  }
  return { ok: true, value: settings.value };
}

/** The view settings a v3 link can carry: the texts over MAX_VIEW_FIELD_BYTES left out, as the reader would refuse them. */
function writableView(view: JsonObject): JsonObject {
  return Object.fromEntries(
    Object.entries(view).filter(([, v]) => typeof v !== 'string' || utf8Length(v) <= MAX_VIEW_FIELD_BYTES),
  );
}
