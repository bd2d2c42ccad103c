// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openScenario, typeText } from '../../test-support/scenario-writes.ts';
import { STORAGE_KEY, usePlayground } from '../state/store.ts';
import { compressText } from '../worker/work-codec.ts';
import { decompressText } from '../worker/work-reader.ts';
import { restoreWork, startWorkKeeper, type WorkKeeper } from './work-keeper.ts';
import type { StoredWork, WorkBackend } from './work-storage.ts';

function memoryBackend(failWith?: string) {
  const box: { work?: StoredWork } = {};
  const backend: WorkBackend = {
    read: async () => box.work,
    write: async (work) => {
      if (failWith) throw new Error(failWith);
      box.work = work;
    },
  };
  return { box, backend };
}

/** Two ends of one broadcast channel, as two tabs see it. */
function channelPair() {
  const ends = [0, 1].map(() => ({
    onmessage: null as ((event: MessageEvent) => void) | null,
    postMessage: (_: unknown) => {},
    close: () => {},
  }));
  ends[0]!.postMessage = (data) => ends[1]!.onmessage?.({ data } as MessageEvent);
  ends[1]!.postMessage = (data) => ends[0]!.onmessage?.({ data } as MessageEvent);
  return ends;
}

/** Past the save delay, with time for the sliced compression (real timers: it pauses between slices). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 700));

const initial = usePlayground.getState();
let keepers: WorkKeeper[] = [];
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  usePlayground.setState(initial, true);
});
afterEach(() => {
  for (const k of keepers) k.stop();
  keepers = [];
});

describe(startWorkKeeper, () => {
  it('keeps the work compressed, once, and opens it again with its unsaved state', async () => {
    const { box, backend } = memoryBackend();
    keepers.push(startWorkKeeper({ backend, local: localStorage, tab: 'a' }));
    const big = JSON.stringify({ definitions: [], note: 'x'.repeat(2_000_000) });
    openScenario(big, 'file: big.json');
    typeText(`${big} `);
    await vi.waitFor(() => expect(box.work?.saved).toBe(false), { timeout: 10_000 });
    expect(box.work?.bytes.length).toBeLessThan(100_000);
    expect(Object.keys(box.work ?? {}).sort()).toEqual(['at', 'bytes', 'origin', 'saved', 'tab']);
    usePlayground.setState(initial, true);
    expect(await restoreWork({ backend, local: localStorage })).toBe(true);
    expect(usePlayground.getState()).toMatchObject({
      text: `${big} `,
      origin: 'file: big.json',
      savedText: '',
    });
  });

  it('spaces saves by what the last one cost', async () => {
    const { box, backend } = memoryBackend();
    // Each deflate takes 250 ms of the keeper's clock: the next save waits about four times that.
    let spent = 0;
    const compress = async (text: string) => {
      spent += 250;
      return compressText(text);
    };
    keepers.push(
      startWorkKeeper({
        backend,
        local: localStorage,
        tab: 'a',
        compress,
        now: () => performance.now() + spent,
      }),
    );
    const kept = async () => (box.work ? decompressText(box.work.bytes) : undefined);
    typeText('{"a": 1}');
    await vi.waitFor(async () => expect(await kept()).toBe('{"a": 1}'), { timeout: 2_000 });
    const savedAt = performance.now();
    typeText('{"a": 2}');
    await settle();
    expect(await kept()).toBe('{"a": 1}');
    await vi.waitFor(async () => expect(await kept()).toBe('{"a": 2}'), { timeout: 3_000, interval: 20 });
    expect(performance.now() - savedAt).toBeGreaterThanOrEqual(950);
  });

  it('saves a cheap text again 400 ms after typing pauses', async () => {
    const { box, backend } = memoryBackend();
    keepers.push(startWorkKeeper({ backend, local: localStorage, tab: 'a' }));
    const kept = async () => (box.work ? decompressText(box.work.bytes) : undefined);
    typeText('{"b": 1}');
    await vi.waitFor(async () => expect(await kept()).toBe('{"b": 1}'), { timeout: 2_000 });
    typeText('{"b": 2}');
    await settle();
    expect(await kept()).toBe('{"b": 2}');
  });

  it('says so when the work cannot be kept', async () => {
    const { backend } = memoryBackend('QuotaExceededError');
    keepers.push(startWorkKeeper({ backend, local: localStorage, tab: 'a' }));
    typeText('{"a": 1}');
    await settle();
    expect(usePlayground.getState().notice).toMatchObject({
      tone: 'error',
      text: expect.stringMatching(/^Your work could not be kept .*QuotaExceededError.*Download it/),
    });
    expect(usePlayground.getState().text).toBe('{"a": 1}');
  });

  it('moves work an earlier version kept in local storage, keeping the theme there', async () => {
    const { box, backend } = memoryBackend();
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        state: { text: '{"old": 1}', baseline: '{"old": 1}', origin: 'link', theme: 'dark' },
        version: 1,
      }),
    );
    expect(await restoreWork({ backend, local: localStorage })).toBe(true);
    expect(usePlayground.getState()).toMatchObject({ text: '{"old": 1}', savedText: '{"old": 1}' });
    keepers.push(startWorkKeeper({ backend, local: localStorage, tab: 'a' }));
    await settle();
    expect(box.work?.origin).toBe('link');
    expect(Object.keys(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}').state)).toEqual(['theme']);
  });

  it('leaves a synchronous copy when the page hides mid-save, and the next start opens and moves it', async () => {
    const { box, backend } = memoryBackend();
    let pageAlive = true;
    // A closing page's asynchronous write never lands.
    const closingBackend: WorkBackend = {
      read: backend.read,
      write: (work) => (pageAlive ? backend.write(work) : new Promise(() => {})),
    };
    const first = startWorkKeeper({ backend: closingBackend, local: localStorage, tab: 'a' });
    typeText('{"kept": 1}');
    await settle();
    typeText('{"typed": 2}');
    pageAlive = false;
    first.flush();
    first.stop();
    usePlayground.setState(initial, true);
    expect(await restoreWork({ backend, local: localStorage })).toBe(true);
    expect(usePlayground.getState().text).toBe('{"typed": 2}');
    keepers.push(startWorkKeeper({ backend, local: localStorage, tab: 'b' }));
    await settle();
    expect(box.work?.tab).toBe('b');
    expect(localStorage.getItem(`${STORAGE_KEY}:left`)).toBeNull();
    // An older left copy loses to a newer stored record.
    localStorage.setItem(
      `${STORAGE_KEY}:left`,
      JSON.stringify({ text: '{"old": 0}', origin: '', saved: false, at: 0 }),
    );
    usePlayground.setState(initial, true);
    await restoreWork({ backend, local: localStorage });
    expect(usePlayground.getState().text).toBe('{"typed": 2}');
  });

  it('leaves nothing behind when the page hides with its work already kept', async () => {
    const { backend } = memoryBackend();
    const keeper = startWorkKeeper({ backend, local: localStorage, tab: 'a' });
    keepers.push(keeper);
    typeText('{"kept": 1}');
    await settle();
    keeper.flush();
    expect(localStorage.getItem(`${STORAGE_KEY}:left`)).toBeNull();
  });

  it("offers another tab's different save, keeps mine or loads theirs only when asked", async () => {
    const { box, backend } = memoryBackend();
    const [a, b] = channelPair();
    keepers.push(startWorkKeeper({ backend, local: undefined, tab: 'b', channel: b }));
    typeText('{"mine": 1}');
    await settle();
    const theirSave = async () => {
      await backend.write({
        bytes: await compressText('{"theirs": 2}'),
        origin: 'file: t.json',
        saved: true,
        tab: 'a',
        at: 1,
      });
      a!.postMessage({ type: 'saved', tab: 'a', at: 1 });
      await settle();
    };
    await theirSave();
    expect(usePlayground.getState()).toMatchObject({
      text: '{"mine": 1}',
      otherTabWork: { text: '{"theirs": 2}', origin: 'file: t.json', saved: true },
    });
    usePlayground.getState().resolveOtherTabWork(false);
    await settle();
    // Keeping mine writes it back, so a reload opens what was chosen.
    expect(box.work?.tab).toBe('b');
    expect(usePlayground.getState()).toMatchObject({ text: '{"mine": 1}', otherTabWork: null });

    await theirSave();
    usePlayground.getState().resolveOtherTabWork(true);
    expect(usePlayground.getState()).toMatchObject({
      text: '{"theirs": 2}',
      savedText: '{"theirs": 2}',
      otherTabWork: null,
    });
    // Loading theirs is an open like any other: one Undo brings mine back.
    usePlayground.getState().undo();
    expect(usePlayground.getState()).toMatchObject({ text: '{"mine": 1}', differsFromSaved: true });
  });

  it('keeps both texts across a reload while the offer is open: mine opens, theirs is offered again', async () => {
    const { backend } = memoryBackend();
    const [a, b] = channelPair();
    const keeper = startWorkKeeper({
      backend,
      local: localStorage,
      session: sessionStorage,
      tab: 'b',
      channel: b,
    });
    keepers.push(keeper);
    typeText('{"mine": 1}');
    await settle();
    await backend.write({
      bytes: await compressText('{"theirs": 2}'),
      origin: '',
      saved: false,
      tab: 'a',
      at: Date.now(),
    });
    a!.postMessage({ type: 'saved', tab: 'a', at: 1 });
    await vi.waitFor(() => expect(usePlayground.getState().otherTabWork).not.toBeNull());
    // What is set aside as this tab's follows what it types while the offer is open.
    typeText('{"mine": 2}');
    await settle();

    keeper.stop(); // the reload
    keepers = [];
    usePlayground.setState({ text: '', savedText: '', origin: '', otherTabWork: null });
    expect(await restoreWork({ backend, local: localStorage, session: sessionStorage })).toBe(true);
    expect(usePlayground.getState()).toMatchObject({
      text: '{"mine": 2}',
      otherTabWork: { text: '{"theirs": 2}' },
    });
    // Another tab starting meanwhile does not see this tab's offer: it opens the stored work.
    const other = memoryBackend();
    await other.backend.write({
      bytes: await compressText('{"x": 1}'),
      origin: '',
      saved: false,
      tab: 'z',
      at: 1,
    });
    usePlayground.setState({ text: '', otherTabWork: null });
    expect(await restoreWork({ backend: other.backend, local: localStorage, session: undefined })).toBe(true);
    expect(usePlayground.getState()).toMatchObject({ text: '{"x": 1}', otherTabWork: null });

    // Choosing ends the offer: the next reload opens the stored work alone.
    keepers.push(startWorkKeeper({ backend, local: localStorage, session: sessionStorage, tab: 'c' }));
    usePlayground.getState().offerOtherTabWork({ text: '{"theirs": 2}', origin: '', saved: false });
    usePlayground.getState().resolveOtherTabWork(false);
    expect(sessionStorage.getItem(`${STORAGE_KEY}:offer`)).toBeNull();
  });

  it('stays quiet when the other tab saved the same text', async () => {
    const { backend } = memoryBackend();
    const [a, b] = channelPair();
    keepers.push(startWorkKeeper({ backend, local: undefined, tab: 'b', channel: b }));
    typeText('{"same": 1}');
    await backend.write({
      bytes: await compressText('{"same": 1}'),
      origin: '',
      saved: false,
      tab: 'a',
      at: 1,
    });
    a!.postMessage({ type: 'saved', tab: 'a', at: 1 });
    await settle();
    expect(usePlayground.getState().otherTabWork).toBeNull();
  });
});
