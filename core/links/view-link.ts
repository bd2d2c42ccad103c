import { canonicalJson } from '../canonical-json.ts';
import { isJsonObject, type JsonObject, parseJson } from '../json/json-value.ts';
import { MAX_LINK_CHARS } from '../limits.ts';
import {
  decodeShareLink,
  encodeShareLink,
  type PrimedPayloads,
  primeLinkPayloads,
  sharePayloadOf,
} from './share-link.ts';

/**
 * A link to a whole review, not only a scenario: `#v3/<view>.<scenario>[.<baseline>]`,
 * where each part is a v2 payload (CRC-32 and DEFLATE of a text, base64url, see
 * share-link.ts). `<scenario>` and `<baseline>` are the two scenarios' own v2
 * payloads, unchanged, so a scenario already linked is never compressed again;
 * `<view>` is the canonical JSON of the view settings the playground restores
 * (its open tabs, search, the tool whose "Why?" is open), read as an object and
 * otherwise left to the playground. `.` is outside the base64url alphabet.
 *
 * A link without a baseline or view is written as a plain v2 link, so what the
 * command line writes and what the page writes for the same scenario agree. v1
 * and v2 links read as a scenario alone.
 */
export const VIEW_LINK_VERSION = 3;

export type DecodedViewLink =
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
  const view = payloadOf(encodeShareLink(canonicalJson(parts.view ?? {})));
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
 * (share-link.ts, primeLinkPayloads): what it gives, handed to that decode, spares
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

/** Reads any playground link. Never throws; every part gets share-link.ts's bounds. */
export function decodeViewLink(hash: string, primed?: PrimedPayloads): DecodedViewLink {
  const view = viewParts(hash);
  if (view === undefined) {
    const plain = decodeShareLink(hash, primed);
    if (!plain.ok) return plain;
    return { ok: true, scenario: plain.text, baseline: null, view: null, version: plain.version };
  }
  if (!view.ok) return view;
  const texts: string[] = [];
  for (const [i, part] of view.parts.entries()) {
    const decoded = decodeShareLink(`${V2}${part}`, primed);
    if (!decoded.ok)
      return { ok: false, reason: `${['the view', 'the scenario', 'the baseline'][i]}: ${decoded.reason}` };
    texts.push(decoded.text);
  }
  const settings = parseJson(texts[0]!);
  if (!settings.ok || !isJsonObject(settings.value)) {
    return { ok: false, reason: 'the link is damaged (its view settings are not a JSON object)' };
  }
  return {
    ok: true,
    scenario: texts[1]!,
    baseline: texts[2] ?? null,
    view: settings.value,
    version: VIEW_LINK_VERSION,
  };
}
