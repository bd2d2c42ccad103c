import {
  MAX_INFLATED_BYTES,
  MAX_LINK_CHARS,
  type MadeLink,
  type PrimedPayloads,
  utf8Length,
} from '../../core/index.ts';
import { DEFAULT_PRESET_ID, presetOrigin, presetText } from '../presets/presets.ts';
import { groupDigits } from '../scenario-text/group-digits.ts';
import { playgroundStorage, STORAGE_KEY, usePlayground } from '../state/store.ts';
import type { ViewState } from './view-state.ts';

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

/** Reading and writing links (link-codec.ts): a script of its own, fetched when one is opened or written. */
type LinkCodec = typeof import('./link-codec.ts');

const loadLinkCodec = (): Promise<LinkCodec> => import('./link-codec.ts');

/** A link the page opens with: its reader, fetched beside the page's script, and its payloads inflated ahead. */
interface OpeningLink {
  codec: LinkCodec;
  primed: PrimedPayloads;
}

/** The reader of the link in the address bar, when there is one, with its payloads inflated ahead. */
export function openingLink(hash: string): Promise<OpeningLink> | undefined {
  if (!isLinkHash(hash)) return undefined;
  return loadLinkCodec().then(async (codec) => ({ codec, primed: await codec.primeLink(hash) }));
}

/**
 * Settles the first scenario: a link in the URL, else the work kept in storage, else
 * the default preset. `opening`: the link's reader (openingLink), when the address holds a link.
 */
export function initialiseScenario(host: Host, opening?: OpeningLink): void {
  const state = usePlayground.getState();
  if (localStorageHasNoTheme()) {
    state.setTheme(host.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
  }
  const hash = host.location.hash;
  const hasWork = usePlayground.getState().text.trim() !== '';
  if (opening && isLinkHash(hash)) {
    // A reload can bring back an older hash of this tab's own; the stored work is newer, but the view is the link's.
    if (hasWork && opening.codec.isOwnHash(hash)) {
      opening.codec.applyOwnView(hash, opening.primed);
      return;
    }
    if (opening.codec.openLink(hash, opening.primed)) return;
  }
  if (usePlayground.getState().text.trim() === '') {
    state.replace(presetText(DEFAULT_PRESET_ID), {
      source: 'open',
      origin: presetOrigin(DEFAULT_PRESET_ID),
      saved: true,
    });
  }
}

export interface HashSync {
  /** Writes the hash now, once the link's writer is in (else as it is). */
  flush: () => string;
  /** Writes the hash now, the link's writer fetched first if need be: Copy link and Ctrl/Cmd+S need the final URL. */
  flushed: () => Promise<string>;
  /** Releases every listener and subscription it made. */
  stop: () => void;
}

/** Where settled share links come from: the Worker deflates them off the main thread. */
interface LinkSource {
  subscribe: (listener: () => void) => () => void;
  getLink: () => SettledLink | null;
}

type SyncHost = Host & Pick<Window, 'removeEventListener'>;

interface LoadedCodec {
  read: LinkCodec;
  composePageHash: (scenarioHash: string) => string;
}

/** The link codec fetched once, on first need; a fetch that failed is tried again by the next need. */
function lazyCodec(load: () => Promise<LinkCodec>) {
  let codec: LoadedCodec | null = null;
  let loading: Promise<unknown> | null = null;
  const withCodec = (then: (read: LinkCodec) => void) => {
    if (codec) return then(codec.read);
    loading ??= load().then(
      (read) => {
        codec = { read, composePageHash: read.createPageHash() };
      },
      () => {
        loading = null;
      },
    );
    void loading.then(() => codec && then(codec.read));
  };
  return { withCodec, loaded: () => codec };
}

/**
 * Mirrors the settled text into the hash. `flushInput` commits what the editor
 * holds but has not handed over yet, so the hash is never older than the screen.
 */
export function startHashSync(
  host: SyncHost,
  links: LinkSource,
  flushInput: () => void = () => {},
  loadCodec: () => Promise<LinkCodec> = loadLinkCodec,
): HashSync {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let tooLarge = false;
  // The link's writer is fetched with the first link the Worker settles on (or the first flush).
  const { withCodec, loaded } = lazyCodec(loadCodec);
  const write = (scenario: MadeLink) => {
    const codec = loaded();
    if (!codec) return;
    const { composePageHash } = codec;
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
    codec.read.rememberOwnHash(hash);
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
    const codec = loaded();
    if (codec) write(link?.text === text ? link : codec.read.shareLinkOf(text));
    else withCodec(() => {});
    return host.location.href;
  };
  const flushed = () => new Promise<string>((resolve) => withCodec(() => resolve(flush())));
  /** Writes a settled link a moment later, once the writer is in. */
  const writeSoon = (link: SettledLink) => {
    clearTimeout(timer);
    timer = setTimeout(() => withCodec(() => write(link)), HASH_DELAY_MS);
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
    writeSoon(link);
  });
  const stopStore = usePlayground.subscribe((state, previous) => {
    // Once the question is answered the address bar must show the work at once, so the same link can be opened again.
    if (previous.pendingOpen && !state.pendingOpen) flush();
    // A change of view or baseline rewrites the hash around the scenario's settled link.
    else if (viewChanged(state, previous)) {
      const link = links.getLink();
      if (!link || link.text !== state.text || state.pendingOpen) return;
      writeSoon(link);
    }
  });
  // A link pasted into the address bar of an open tab arrives as a hash change, not a page load.
  const onHashChange = () => {
    const link = links.getLink();
    if (isLinkHash(host.location.hash) && !(link?.ok && host.location.hash === link.hash)) {
      const hash = host.location.hash;
      // Which hashes were this tab's own is kept with the link's reader (link-codec.ts).
      withCodec((read) => {
        if (host.location.hash !== hash || read.isOwnHash(hash)) return;
        flushInput();
        read.openLink(hash);
      });
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
    flushed,
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

/** Whether the address holds a link (`#v…`) rather than nothing or a plain fragment. */
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
