import {
  composeViewLink,
  decodeViewLink,
  encodeShareLink,
  invalidJsonMessage,
  isJsonObject,
  MAX_INFLATED_BYTES,
  MAX_LINK_CHARS,
  type MadeLink,
  makeShareLink,
  type PrimedPayloads,
  parseJson,
  readsAsJsonObject,
  utf8Length,
} from '../../core/index.ts';
import { DEFAULT_PRESET_ID, presetOrigin, presetText } from '../presets/presets.ts';
import { groupDigits } from '../scenario-text/group-digits.ts';
import { playgroundStorage, STORAGE_KEY, usePlayground } from '../state/store.ts';
import type { OpenedView } from '../state/ui-slice.ts';
import { isOwnHash, rememberOwnHash } from './own-hashes.ts';
import { readViewState, type ViewState, writeViewState } from './view-state.ts';

/** The share link of a text the evaluation settled on, or why that text has none. */
export type SettledLink = { text: string } & MadeLink;

/**
 * The URL hash mirrors the working scenario (`#v2/…`, or `#v3/…` with the view and
 * the baseline: core/links/link.ts), so
 * the address bar is always a link to what is on screen. Opening a link goes
 * through `requestOpen`, which asks before replacing unsaved work.
 */

type Host = Pick<Window, 'location' | 'history' | 'addEventListener' | 'matchMedia'>;

const HASH_DELAY_MS = 300;

/**
 * Settles the first scenario: a link in the URL, else the work kept in storage, else
 * the default preset. `primed`: the link's payloads inflated ahead (core primeViewLink).
 */
export function initialiseScenario(host: Host, primed?: PrimedPayloads): void {
  const state = usePlayground.getState();
  if (localStorageHasNoTheme()) {
    state.setTheme(host.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
  }
  const hash = host.location.hash;
  const hasWork = usePlayground.getState().text.trim() !== '';
  // A reload can bring back an older hash of this tab's own; the stored work is newer, but the view is the link's.
  if (isLinkHash(hash) && hasWork && isOwnHash(hash)) {
    const own = decodeViewLink(hash, primed);
    // A kept baseline is newer than the hash, which may predate the pin (or have no room for it).
    const kept = usePlayground.getState().compareBaseline !== null;
    if (own.ok) state.applyView(openedView(own.view, kept ? undefined : own.baseline));
    return;
  }
  if (isLinkHash(hash) && openLink(hash, primed)) return;
  if (usePlayground.getState().text.trim() === '') {
    state.replace(presetText(DEFAULT_PRESET_ID), {
      source: 'open',
      origin: presetOrigin(DEFAULT_PRESET_ID),
      saved: true,
    });
  }
}

/** Decodes a link and asks to open it; false (with a notice) when it cannot be read. */
function openLink(hash: string, primed?: PrimedPayloads): boolean {
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
function createPageHash(): (scenarioHash: string) => string {
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

export interface HashSync {
  /** Writes the hash now (Copy link and Ctrl/Cmd+S need the final URL at once). */
  flush: () => string;
  /** Releases every listener and subscription it made. */
  stop: () => void;
}

/** Where settled share links come from: the Worker deflates them off the main thread. */
interface LinkSource {
  subscribe: (listener: () => void) => () => void;
  getLink: () => SettledLink | null;
}

type SyncHost = Host & Pick<Window, 'removeEventListener'>;

/**
 * Mirrors the settled text into the hash. `flushInput` commits what the editor
 * holds but has not handed over yet, so the hash is never older than the screen.
 */
export function startHashSync(
  host: SyncHost,
  links: LinkSource,
  flushInput: () => void = () => {},
): HashSync {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let tooLarge = false;
  const composePageHash = createPageHash();
  const write = (scenario: MadeLink) => {
    // No link opens past the reader's limits (core/links/link.ts, core/limits.ts), and browsers refuse far shorter
    // URLs than the hash can grow to: say so once and leave the address bar without a stale link.
    const hash = scenario.ok ? composePageHash(scenario.hash) : '';
    const refusal = !scenario.ok
      ? scenario.reason
      : hash.length > MAX_LINK_CHARS
        ? `${groupDigits(hash.length)} characters, at most ${groupDigits(MAX_LINK_CHARS)}`
        : pairTooLarge();
    if (refusal !== null) {
      if (!tooLarge) {
        usePlayground.getState().showNotice({
          tone: 'info',
          text: `This scenario is too large for a link (${refusal}); save it as a file to share it.`,
        });
        if (isLinkHash(host.location.hash)) host.history.replaceState(host.history.state, '', '#');
      }
      tooLarge = true;
      return;
    }
    tooLarge = false;
    if (hash === host.location.hash) return;
    rememberOwnHash(hash);
    host.history.replaceState(host.history.state, '', hash);
  };
  const flush = (): string => {
    flushInput();
    clearTimeout(timer);
    timer = undefined;
    const { text, pendingOpen } = usePlayground.getState();
    // While a link waits for an answer its hash must stay, or "Open the link" would have nothing to open.
    if (pendingOpen || text.trim() === '') return host.location.href;
    const link = links.getLink();
    write(link?.text === text ? link : makeShareLink(text));
    return host.location.href;
  };
  // The hash follows the settled text: the Worker sends a link once typing pauses; writing waits a moment more.
  // Only a new link is news: a text typed back to an older link's is already in the hash, and comparing the
  // two on every keystroke would copy the editor's text whole, at a cost that grows with its length, to say so.
  let lastLink: SettledLink | null = null;
  const stopLinks = links.subscribe(() => {
    const link = links.getLink();
    if (link === lastLink) return;
    lastLink = link;
    const { text, pendingOpen } = usePlayground.getState();
    if (!link || link.text !== text || pendingOpen) return;
    clearTimeout(timer);
    timer = setTimeout(() => write(link), HASH_DELAY_MS);
  });
  const stopStore = usePlayground.subscribe((state, previous) => {
    // Once the question is answered the address bar must show the work at once, so the same link can be opened again.
    if (previous.pendingOpen && !state.pendingOpen) flush();
    // A change of view or baseline rewrites the hash around the scenario's settled link.
    else if (viewChanged(state, previous)) {
      const link = links.getLink();
      if (!link || link.text !== state.text || state.pendingOpen) return;
      clearTimeout(timer);
      timer = setTimeout(() => write(link), HASH_DELAY_MS);
    }
  });
  // A link pasted into the address bar of an open tab arrives as a hash change, not a page load.
  const onHashChange = () => {
    const link = links.getLink();
    if (
      isLinkHash(host.location.hash) &&
      !(link?.ok && host.location.hash === link.hash) &&
      !isOwnHash(host.location.hash)
    ) {
      flushInput();
      openLink(host.location.hash);
    }
  };
  const onPageHide = () => {
    flush();
    playgroundStorage.flush();
  };
  host.addEventListener('hashchange', onHashChange);
  host.addEventListener('pagehide', onPageHide);
  return {
    flush,
    stop: () => {
      clearTimeout(timer);
      stopLinks();
      stopStore();
      host.removeEventListener('hashchange', onHashChange);
      host.removeEventListener('pagehide', onPageHide);
    },
  };
}

/**
 * Why the scenario and its pinned baseline cannot share a link: the reader inflates
 * a link's parts to MAX_INFLATED_BYTES together (core/links/link.ts), so no link is
 * written that it would refuse.
 */
function pairTooLarge(): string | null {
  const { text, compareBaseline } = usePlayground.getState();
  if (compareBaseline === null) return null;
  // UTF-8 takes at least one byte per UTF-16 unit: most pairs are told apart without encoding.
  if (text.length + compareBaseline.length <= MAX_INFLATED_BYTES / 3) return null;
  const bytes = utf8Length(text) + utf8Length(compareBaseline);
  return bytes > MAX_INFLATED_BYTES
    ? `the scenario and its baseline are ${groupDigits(bytes)} bytes together, more than the ${groupDigits(MAX_INFLATED_BYTES)} a link holds`
    : null;
}

function viewChanged(a: PlaygroundStateView, b: PlaygroundStateView): boolean {
  return (
    a.compareBaseline !== b.compareBaseline ||
    a.outputTab !== b.outputTab ||
    a.discoveryTab !== b.discoveryTab ||
    a.searchQuery !== b.searchQuery ||
    a.searchLimit !== b.searchLimit ||
    a.whyTool !== b.whyTool
  );
}

type PlaygroundStateView = ViewState & { compareBaseline: string | null };

/** The whole address the person used, so the field holds what they can send back or inspect. */
function linkOf(hash: string): string {
  const base = globalThis.location ? `${location.origin}${location.pathname}` : '';
  return `${base}${hash}`;
}

function isLinkHash(hash: string): boolean {
  return /^#v[0-9]/.test(hash);
}

function localStorageHasNoTheme(): boolean {
  try {
    return !localStorage.getItem(STORAGE_KEY)?.includes('"theme"');
  } catch {
    return true;
  }
}
