// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlayground } from '../state/store.ts';
import { restoreBaseline, startBaselineKeeper } from './baseline-keeper.ts';
import type { BaselineBackend, StoredBaseline } from './work-storage.ts';

function memoryBackend(fail?: { read?: string; write?: string }) {
  const box: { baseline?: StoredBaseline } = {};
  const backend: BaselineBackend = {
    read: async () => {
      if (fail?.read) throw new Error(fail.read);
      return box.baseline;
    },
    write: async (baseline) => {
      if (fail?.write) throw new Error(fail.write);
      box.baseline = baseline;
    },
    clear: async () => {
      delete box.baseline;
    },
  };
  return { box, backend };
}

let stops: (() => void)[] = [];
beforeEach(() => {
  usePlayground.setState({ compareBaseline: null, compareOrigin: '', notice: null });
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

describe(startBaselineKeeper, () => {
  it('keeps the pinned baseline deflated, opens it after a reload, and forgets it when cleared', async () => {
    const { box, backend } = memoryBackend();
    const before = startBaselineKeeper({ backend });
    const text = JSON.stringify({ name: 'Before', definitions: [], note: 'x'.repeat(100_000) });
    usePlayground.getState().setCompareBaseline(text, 'the scenario at 10:00:00');
    await vi.waitFor(() => expect(box.baseline?.origin).toBe('the scenario at 10:00:00'));
    expect(box.baseline!.bytes.length).toBeLessThan(2_000);

    // A reload: a fresh page whose store starts empty; the kept record fills it before the keeper starts.
    before.stop();
    usePlayground.setState({ compareBaseline: null, compareOrigin: '' });
    expect(await restoreBaseline({ backend })).toBe(true);
    stops.push(startBaselineKeeper({ backend }).stop);
    expect(usePlayground.getState()).toMatchObject({
      compareBaseline: text,
      compareOrigin: 'the scenario at 10:00:00',
    });

    usePlayground.getState().setCompareBaseline(null);
    await vi.waitFor(() => expect(box.baseline).toBeUndefined());
    usePlayground.setState({ compareBaseline: null });
    expect(await restoreBaseline({ backend })).toBe(false);
  });

  it('leaves a baseline a link brought in place of the kept one', async () => {
    const { backend } = memoryBackend();
    stops.push(startBaselineKeeper({ backend }).stop);
    usePlayground.getState().setCompareBaseline('{"name":"kept"}', 'file: kept.json');
    await vi.waitFor(async () => expect(await backend.read()).toBeDefined());
    usePlayground.setState({ compareBaseline: '{"name":"from the link"}', compareOrigin: 'link' });
    expect(await restoreBaseline({ backend })).toBe(false);
    expect(usePlayground.getState().compareBaseline).toBe('{"name":"from the link"}');
  });

  it('says when the kept baseline cannot be read, and when a pin cannot be kept', async () => {
    expect(await restoreBaseline(memoryBackend({ read: 'the database is gone' }))).toBe(false);
    expect(usePlayground.getState().notice).toEqual({
      tone: 'error',
      text: 'The kept baseline could not be restored (the database is gone); pin it again to compare against it.',
    });
    // Bytes that are not a deflated text.
    const { box, backend } = memoryBackend();
    box.baseline = { bytes: new Uint8Array([0xff, 0xff, 0xff]), origin: 'link', at: 1 };
    usePlayground.setState({ notice: null });
    expect(await restoreBaseline({ backend })).toBe(false);
    expect(usePlayground.getState().notice?.text).toMatch(/^The kept baseline could not be restored \(/);

    stops.push(startBaselineKeeper(memoryBackend({ write: 'quota exceeded' })).stop);
    usePlayground.getState().setCompareBaseline('{}', 'link');
    await vi.waitFor(() =>
      expect(usePlayground.getState().notice?.text).toBe(
        "The baseline could not be kept in this browser's storage (quota exceeded); it will be gone after a reload.",
      ),
    );
  });
});
