import {
  composeViewLink,
  decodeViewLink,
  encodeShareLink,
  invalidJsonMessage,
  isJsonObject,
  type MadeLink,
  makeShareLink,
  type PrimedPayloads,
  parseJson,
  primeViewLink,
  readsAsJsonObject,
} from '../../core/index.ts';
import { usePlayground } from '../state/store.ts';
import type { OpenedView } from '../state/ui-slice.ts';
import { readViewState, type ViewState, writeViewState } from './view-state.ts';

// The hashes this tab wrote, told apart from links opened: needed only where links are read or written.
export { isOwnHash, rememberOwnHash } from './own-hashes.ts';

/**
 * Reading and writing the page's links (`#v2/…`, `#v3/…`: core/links/link.ts), with
 * the DEFLATE and checksums they take: a script of its own, fetched when the page
 * opens with a link or has its first link to write (url-sync.ts), not with the first page.
 */

/** The link's payloads inflated ahead by the browser's own inflater, which its decode then takes. */
export function primeLink(hash: string): Promise<PrimedPayloads> {
  return primeViewLink(hash);
}

/** Decodes a link and asks to open it; false (with a notice) when it cannot be read. */
export function openLink(hash: string, primed?: PrimedPayloads): boolean {
  const state = usePlayground.getState();
  const decoded = decodeViewLink(hash, primed);
  if (!decoded.ok) {
    state.showNotice({
      tone: 'error',
      text: `This link could not be opened: ${decoded.reason}. Your work was left as it was.`,
      link: linkOf(hash),
    });
    return false;
  }
  // A link is untrusted: it goes through the same reader as pasted text, and a bad one is said so plainly.
  // The Worker reads the text for the report; here only a bad one is read whole, for its message.
  const parsed = readsAsJsonObject(decoded.scenario) ? undefined : parseJson(decoded.scenario);
  if (parsed && (!parsed.ok || !isJsonObject(parsed.value))) {
    const why = parsed.ok ? 'it is not a JSON object' : invalidJsonMessage(parsed);
    state.showNotice({
      tone: 'error',
      text: `The link's scenario cannot be read (${why}); the editor shows it for you to fix.`,
    });
  }
  // The view and baseline come with the scenario: declining the link declines them too.
  state.requestOpen(decoded.scenario, 'link', openedView(decoded.view, decoded.baseline));
  return true;
}

/** This tab's own older link on a reload: the kept work is newer, so only the link's view is taken. */
export function applyOwnView(hash: string, primed?: PrimedPayloads): void {
  const own = decodeViewLink(hash, primed);
  // A kept baseline is newer than the hash, which may predate the pin (or have no room for it).
  const state = usePlayground.getState();
  const kept = state.compareBaseline !== null;
  if (own.ok) state.applyView(openedView(own.view, kept ? undefined : own.baseline));
}

/** What a v3 link holds besides the scenario: the view and the baseline (side A of Compare). */
function openedView(
  view: Parameters<typeof readViewState>[0],
  baseline: string | null | undefined,
): OpenedView {
  const restored: ViewState = readViewState(view);
  if (baseline === undefined) return { state: restored, baseline };
  return { state: restored, baseline: baseline !== null ? baseline : view !== null ? null : undefined };
}

/**
 * The page's link: the scenario's, with the view and the baseline when either
 * differs from a fresh page. The baseline's own link is deflated once per pinned text.
 */
export function createPageHash(): (scenarioHash: string) => string {
  let baselineLink: { text: string; hash: string } | null = null;
  return (scenarioHash) => {
    const state = usePlayground.getState();
    const baseline = state.compareBaseline;
    if (baseline !== null && baselineLink?.text !== baseline) {
      baselineLink = { text: baseline, hash: encodeShareLink(baseline) };
    }
    return composeViewLink({
      scenario: scenarioHash,
      baseline: baseline === null ? null : baselineLink!.hash,
      view: writeViewState(state),
    });
  };
}

/** The share link of a text the Worker has not linked yet (a flush right after an edit). */
export function shareLinkOf(text: string): MadeLink {
  return makeShareLink(text);
}

/** The whole address the person used, so the field holds what they can send back or inspect. */
function linkOf(hash: string): string {
  const base = globalThis.location ? `${location.origin}${location.pathname}` : '';
  return `${base}${hash}`;
}
