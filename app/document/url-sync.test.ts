// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  decodeViewLink,
  encodeShareLink,
  MAX_INFLATED_BYTES,
  MAX_LINK_CHARS,
  MAX_VIEW_FIELD_BYTES,
} from '../../core/index.ts';
import { openScenario, typeText } from '../../test-support/scenario-writes.ts';
import { DEFAULT_PRESET_ID, presetText } from '../presets/presets.ts';
import { usePlayground } from '../state/store.ts';
import * as linkCodec from './link-codec.ts';
import { rememberOwnHash } from './own-hashes.ts';
import type { SettledLink } from './url-sync.ts';
import { initialiseScenario, openingLink, startHashSync } from './url-sync.ts';

const initial = usePlayground.getState();

/** A window as far as URL sync needs one; replaceState records every write. */
function fakeHost(hash = '') {
  const writes: string[] = [];
  const location = {
    hash,
    get href() {
      return `http://127.0.0.1:4173/${this.hash}`;
    },
  };
  return {
    writes,
    location,
    history: {
      state: null,
      replaceState: (_: unknown, __: string, url: string) => {
        writes.push(url);
        location.hash = url;
      },
    },
    addEventListener: () => {},
    removeEventListener: () => {},
    matchMedia: () => ({ matches: false }),
  } as unknown as Window & { writes: string[] };
}

beforeEach(() => {
  usePlayground.setState(initial, true);
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

/** The start with `hash` in the address: its link reader fetched and its payloads inflated first, as start.tsx does. */
async function initialiseWith(hash: string) {
  const host = fakeHost(hash);
  initialiseScenario(host, await openingLink(hash));
  return host;
}

/** The hash sync as the page starts it, its link writer (a script of its own) handed over at once. */
const startSync = (host: Window, links: ReturnType<typeof fakeLinks>) =>
  startHashSync(host, links.source, undefined, () => Promise.resolve(linkCodec));

describe(initialiseScenario, () => {
  it('opens the default preset on a first visit', () => {
    initialiseScenario(fakeHost());
    expect(usePlayground.getState().text).toBe(presetText(DEFAULT_PRESET_ID));
  });

  it('restores the work kept in storage', () => {
    openScenario('{"definitions": []}', 'file: a.json');
    initialiseScenario(fakeHost());
    expect(usePlayground.getState()).toMatchObject({ text: '{"definitions": []}', origin: 'file: a.json' });
  });

  it('opens a link when there is no unsaved work', async () => {
    await initialiseWith(encodeShareLink('{"mode": "compact"}'));
    expect(usePlayground.getState()).toMatchObject({
      text: '{"mode": "compact"}',
      savedText: '{"mode": "compact"}',
      origin: 'link',
    });
  });

  it('asks before a link replaces unsaved work', async () => {
    openScenario('{"a": 1}', 'preset: x');
    typeText('{"a": 2}');
    await initialiseWith(encodeShareLink('{"mode": "compact"}'));
    expect(usePlayground.getState()).toMatchObject({
      text: '{"a": 2}',
      pendingOpen: { text: '{"mode": "compact"}', origin: 'link' },
    });
  });

  it('opens a link whose scenario is not valid JSON, saying so', async () => {
    await initialiseWith(encodeShareLink('{"definitions": ['));
    expect(usePlayground.getState().text).toBe('{"definitions": [');
    expect(usePlayground.getState().notice?.text).toMatch(
      /^The link's scenario cannot be read \(invalid JSON at line 1, column 18: /,
    );
  });

  it('says why a damaged link cannot be opened and falls back to the default preset', async () => {
    await initialiseWith('#v1/!!!');
    expect(usePlayground.getState().notice?.text).toMatch(
      /^This link could not be opened: the link is not valid base64url.*Your work was left as it was\.$/,
    );
    // The link stays where it can be copied and inspected.
    expect(usePlayground.getState().notice?.link).toMatch(/#v1\/!!!$/);
    expect(usePlayground.getState().text).toBe(presetText(DEFAULT_PRESET_ID));
  });
});

/** The Worker's settled links as startHashSync reads them: `arrive` settles one and tells the listeners. */
function fakeLinks() {
  let link: SettledLink | null = null;
  const listeners = new Set<() => void>();
  return {
    listeners,
    source: {
      subscribe: (l: () => void) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
      getLink: () => link,
    },
    arrive: (settled: SettledLink) => {
      link = settled;
      for (const l of listeners) l();
    },
  };
}

describe(startHashSync, () => {
  it('writes settled links with replaceState, only when they match the text and differ from the hash', async () => {
    vi.useFakeTimers();
    const host = fakeHost();
    const links = fakeLinks();
    const arrive = (text: string) => links.arrive({ text, ok: true, hash: encodeShareLink(text) });
    openScenario('{"a": 1}', 'preset: x');
    const sync = startSync(host, links);
    arrive('{"a": 1}');
    await vi.advanceTimersByTimeAsync(400);
    expect(host.writes).toEqual([encodeShareLink('{"a": 1}')]);
    arrive('{"a": 1}');
    await vi.advanceTimersByTimeAsync(400);
    expect(host.writes).toHaveLength(1);
    typeText('{"a": 3}');
    arrive('{"a": 2}');
    await vi.advanceTimersByTimeAsync(400);
    expect(host.writes).toHaveLength(1);
    // Copy link cannot wait for the Worker: it encodes the current text itself.
    expect(sync.flush()).toBe(`http://127.0.0.1:4173/${encodeShareLink('{"a": 3}')}`);
    expect(host.writes).toEqual([encodeShareLink('{"a": 1}'), encodeShareLink('{"a": 3}')]);
    sync.stop();
    arrive('{"a": 3}');
    expect(links.listeners.size).toBe(0);
  });
});

describe('the view in the address', () => {
  it('never writes a search query over the bound a view text has: the address keeps its short link', async () => {
    vi.useFakeTimers();
    const host = fakeHost();
    const links = fakeLinks();
    openScenario('{"a": 1}', 'preset: x');
    const sync = startSync(host, links);
    links.arrive({ text: '{"a": 1}', ok: true, hash: encodeShareLink('{"a": 1}') });
    await vi.advanceTimersByTimeAsync(400);
    const viewOf = (hash: string) => {
      const read = decodeViewLink(hash);
      return read.ok ? read.view : read.reason;
    };
    usePlayground.setState({ searchQuery: 'send mail' });
    await vi.advanceTimersByTimeAsync(400);
    expect(viewOf(host.writes.at(-1)!)).toEqual({ search_query: 'send mail' });
    // A pasted megabyte in the search box: the link is written without it rather than a link no one can open.
    usePlayground.setState({ searchQuery: `send ${'mail '.repeat(200_000)}`, outputTab: 'tools' });
    await vi.advanceTimersByTimeAsync(400);
    const last = host.writes.at(-1)!;
    expect(last.length).toBeLessThan(200);
    expect(viewOf(last)).toEqual({ output_tab: 'tools' });
    // Up to the bound a query travels whole.
    const longest = 'q'.repeat(MAX_VIEW_FIELD_BYTES);
    usePlayground.setState({ searchQuery: longest });
    await vi.advanceTimersByTimeAsync(400);
    expect(viewOf(host.writes.at(-1)!)).toEqual({ output_tab: 'tools', search_query: longest });
    sync.stop();
  });
});

describe('the link writer, a script of its own', () => {
  it('is fetched by the first flush; Copy link waits for it and gets the final address', async () => {
    const host = fakeHost();
    const links = fakeLinks();
    openScenario('{"a": 1}', 'preset: x');
    let release = () => {};
    const sync = startHashSync(host, links.source, undefined, () => {
      return new Promise((resolve) => {
        release = () => resolve(linkCodec);
      });
    });
    // Before it is in, the address is left as it is.
    expect(sync.flush()).toBe('http://127.0.0.1:4173/');
    expect(host.writes).toEqual([]);
    const copied = sync.flushed();
    release();
    expect(await copied).toBe(`http://127.0.0.1:4173/${encodeShareLink('{"a": 1}')}`);
    expect(host.writes).toEqual([encodeShareLink('{"a": 1}')]);
    sync.stop();
  });
});

describe('links arriving while the text moves', () => {
  it('act once each: told again of the same link, the hash is left; a new link for the text on screen is written', async () => {
    vi.useFakeTimers();
    const host = fakeHost();
    const links = fakeLinks();
    openScenario('{"a": 1}', 'preset: x');
    const sync = startSync(host, links);
    const late = { text: '{"a": 2}', ok: true as const, hash: encodeShareLink('{"a": 2}') };
    // The link of a text already typed past: not the screen's.
    typeText('{"a": 23}');
    links.arrive(late);
    await vi.advanceTimersByTimeAsync(400);
    // Typed back to it: every keystroke tells the listeners again, of the same link, and that is not news.
    typeText('{"a": 2}');
    for (const l of links.listeners) l();
    await vi.advanceTimersByTimeAsync(400);
    expect(host.writes).toEqual([]);
    // The client asks again for the text on screen (evaluation-client.ts); its answer is written.
    links.arrive({ ...late });
    await vi.advanceTimersByTimeAsync(400);
    expect(host.writes).toEqual([encodeShareLink('{"a": 2}')]);
    sync.stop();
  });
});

describe('a scenario too large for a link', () => {
  it('is said once, and the address bar drops its older link instead of growing past the limit', async () => {
    vi.useFakeTimers();
    const host = fakeHost();
    const links = fakeLinks();
    const arrive = (text: string, hash: string) => links.arrive({ text, ok: true, hash });
    openScenario('{"a": 1}', 'preset: x');
    const sync = startSync(host, links);
    arrive('{"a": 1}', encodeShareLink('{"a": 1}'));
    await vi.advanceTimersByTimeAsync(400);
    typeText('{"big": 1}');
    arrive('{"big": 1}', `#v2/${'A'.repeat(MAX_LINK_CHARS)}`);
    await vi.advanceTimersByTimeAsync(400);
    expect(host.writes).toEqual([encodeShareLink('{"a": 1}'), '#']);
    expect(usePlayground.getState().notice?.text).toMatch(/too large for a link .* save it as a file/);
    usePlayground.getState().showNotice(null);
    arrive('{"big": 1}', `#v2/${'B'.repeat(MAX_LINK_CHARS)}`);
    await vi.advanceTimersByTimeAsync(400);
    expect(host.writes).toHaveLength(2);
    expect(usePlayground.getState().notice).toBeNull();
    sync.stop();
  });
});

describe('a scenario no link can hold', () => {
  it("says why: the Worker's reason, or a flush's own refusal of a text over the reader's bound", async () => {
    vi.useFakeTimers();
    const host = fakeHost();
    const links = fakeLinks();
    openScenario('{"a": 1}', 'preset: x');
    const sync = startSync(host, links);
    typeText('{"b": 2}');
    links.arrive({ text: '{"b": 2}', ok: false, reason: 'the reason core gave' });
    await vi.advanceTimersByTimeAsync(400);
    expect(host.writes).toEqual([]);
    expect(usePlayground.getState().notice?.text).toBe(
      'This scenario is too large for a link (the reason core gave); save it as a file to share it.',
    );

    // A text that fits makes a link again; then one over the bound is refused by its size alone.
    typeText('{"c": 3}');
    expect(sync.flush()).toBe(`http://127.0.0.1:4173/${encodeShareLink('{"c": 3}')}`);
    typeText(`{"pad": "${' '.repeat(MAX_INFLATED_BYTES)}"}`);
    expect(sync.flush()).toBe('http://127.0.0.1:4173/#');
    expect(usePlayground.getState().notice?.text).toMatch(
      /^This scenario is too large for a link \(the scenario is over 16777216 bytes of UTF-8, the most a link holds\)/,
    );
    expect(host.writes).toEqual([encodeShareLink('{"c": 3}'), '#']);
    sync.stop();
  });
});

describe('a reload', () => {
  it("keeps the stored work when the URL holds this tab's own older hash", async () => {
    const own = encodeShareLink('{"a": 1}');
    rememberOwnHash(own);
    openScenario('{"a": 1}', 'preset: x');
    typeText('{"a": 2}');
    await initialiseWith(own);
    expect(usePlayground.getState()).toMatchObject({ text: '{"a": 2}', pendingOpen: null });
  });
});
