import { usePlayground } from '../state/store.ts';
import { decompressText } from '../worker/work-reader.ts';
import type { BaselineBackend } from './work-storage.ts';

/**
 * Keeps the pinned baseline across reloads. Each pin is written (deflated) to
 * its own record, unpinning removes it, and every failure is said in the notice
 * banner, as for the work itself (work-keeper.ts).
 */
export interface BaselineKeeperDeps {
  backend: BaselineBackend;
  /** How the text is deflated; the page does it in the pack Worker. */
  compress?: (text: string) => Promise<Uint8Array>;
}

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Opens the kept baseline unless one is already pinned; true when one was opened.
 * A record that cannot be read is left untouched and said, so nothing is lost in silence.
 */
export async function restoreBaseline({ backend }: Pick<BaselineKeeperDeps, 'backend'>): Promise<boolean> {
  try {
    const stored = await backend.read();
    if (!stored) return false;
    const text = await decompressText(stored.bytes);
    if (usePlayground.getState().compareBaseline !== null) return false;
    usePlayground.getState().setCompareBaseline(text, stored.origin);
    return true;
  } catch (err) {
    usePlayground.getState().showNotice({
      tone: 'error',
      text: `The kept baseline could not be restored (${reasonOf(err)}); pin it again to compare against it.`,
    });
    return false;
  }
}

export function startBaselineKeeper({
  backend,
  // The page deflates in the pack Worker; without one (tests), fflate's deflate is fetched here.
  compress = async (text) => (await import('../worker/work-codec.ts')).compressText(text),
}: BaselineKeeperDeps): { stop: () => void } {
  let chain = Promise.resolve();
  const keep = (text: string | null, origin: string) => {
    // One write at a time, in the order of the pins: the last one pinned is the one kept.
    chain = chain.then(async () => {
      try {
        if (text === null) await backend.clear();
        else await backend.write({ bytes: await compress(text), origin, at: Date.now() });
      } catch (err) {
        usePlayground.getState().showNotice({
          tone: 'error',
          text: `The baseline could not be kept in this browser's storage (${reasonOf(err)}); it will be gone after a reload.`,
        });
      }
    });
  };
  const stop = usePlayground.subscribe((state, previous) => {
    if (state.compareBaseline !== previous.compareBaseline || state.compareOrigin !== previous.compareOrigin)
      keep(state.compareBaseline, state.compareOrigin);
  });
  return { stop };
}
