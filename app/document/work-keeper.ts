import { storageName } from '../state/storage-names.ts';
import { usePlayground } from '../state/store.ts';
import { decompressText } from '../worker/work-reader.ts';
import {
  dropLeftWork,
  dropLegacyWork,
  dropOpenOffer,
  type Local,
  type OfferedWork,
  readLeftWork,
  readLegacyWork,
  readOpenOffer,
  type WorkBackend,
  writeLeftWork,
  writeOpenOffer,
} from './work-storage.ts';

/**
 * Keeps the working scenario across reloads and between tabs. Each change is
 * written (deflated, a moment after typing pauses) to the one stored record,
 * and every failure to write is said in the notice banner. Each save is
 * announced on a BroadcastChannel; another tab whose work differs is offered
 * "keep mine / load theirs" instead of being silently overwritten or lost.
 */
const SAVE_DELAY_MS = 400;
/**
 * A save deflates the whole text, on the other core, and a large catalog's save is
 * slow. The next one waits at least this many times as long as the last one took,
 * so keeping the work takes at most about a fifth of that core while someone types
 * (a small text's save is quick and still goes SAVE_DELAY_MS after typing pauses). A page that hides meanwhile leaves its synchronous
 * copy, as ever (`flush`).
 */
const SPACING_PER_SAVE_COST = 4;
const CHANNEL = storageName('work');

export interface KeeperDeps {
  backend: WorkBackend;
  local: Local;
  /** This tab's session storage: the two texts of an open offer survive its reload there. */
  session?: Local;
  tab: string;
  channel?: Pick<BroadcastChannel, 'postMessage' | 'close'> & {
    onmessage: ((event: MessageEvent) => void) | null;
  };
  /** How the work is deflated; the page does it in the pack Worker, tests on their own thread. */
  compress?: (text: string) => Promise<Uint8Array>;
  /** The clock saves are spaced by (milliseconds). */
  now?: () => number;
}

interface SavedMessage {
  type: 'saved';
  tab: string;
  at: number;
}

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Opens the kept work (moving an older local-storage copy on the way); true when there was any. */
export async function restoreWork({
  backend,
  local,
  session,
}: Pick<KeeperDeps, 'backend' | 'local' | 'session'>): Promise<boolean> {
  // This tab was reloaded with another tab's work on offer: its own text opens, and the other is offered again.
  const offer = readOpenOffer(session);
  if (offer) {
    usePlayground
      .getState()
      .replace(offer.mine.text, { source: 'open', origin: offer.mine.origin, saved: offer.mine.saved });
    usePlayground.getState().offerOtherTabWork(offer.theirs);
    return true;
  }
  const open = (work: KeptText | null): boolean => {
    if (work)
      usePlayground.getState().replace(work.text, { source: 'open', origin: work.origin, saved: work.saved });
    return work !== null;
  };
  const left = readLeftWork(local);
  try {
    const stored = await backend.read();
    if (left && (!stored || left.at > stored.at)) return open(left);
    if (stored)
      return open({ text: await decompressText(stored.bytes), origin: stored.origin, saved: stored.saved });
  } catch (err) {
    if (left) return open(left);
    usePlayground.getState().showNotice({
      tone: 'error',
      text: `Your kept work could not be read (${reasonOf(err)}); it is left in storage untouched until you edit.`,
    });
    return false;
  }
  return open(readLegacyWork(local));
}

/** Work as kept: its text, where it came from, and whether it was saved (linked or downloaded). */
type KeptText = { text: string; origin: string; saved: boolean };

export interface WorkKeeper {
  /** Starts a pending save now (the page is being hidden). */
  flush: () => void;
  stop: () => void;
}

export function startWorkKeeper({
  backend,
  local,
  session,
  tab,
  channel,
  // The page deflates in the pack Worker; without one (tests), fflate's deflate is fetched here.
  compress = async (text) => (await import('../worker/work-codec.ts')).compressText(text),
  now = () => performance.now(),
}: KeeperDeps): WorkKeeper {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let saving = false;
  let again = false;
  /** What the stored record holds as far as this tab knows, to skip writing the same work twice. */
  let lastKept: KeptText | null = null;
  /** When the last save ended and how long it took, to space the next one by its cost. */
  let lastEnd = Number.NEGATIVE_INFINITY;
  let lastCost = 0;

  const save = async () => {
    clearTimeout(timer);
    timer = undefined;
    if (saving) {
      again = true;
      return;
    }
    const { text, origin, differsFromSaved } = usePlayground.getState();
    const work = { text, origin, saved: !differsFromSaved };
    if (text.trim() === '' || (lastKept && sameWork(lastKept, work))) return;
    saving = true;
    const started = now();
    try {
      const at = Date.now();
      await backend.write({ bytes: await compress(text), origin, saved: work.saved, tab, at });
      lastKept = work;
      dropLegacyWork(local);
      dropLeftWork(local);
      channel?.postMessage({ type: 'saved', tab, at } satisfies SavedMessage);
    } catch (err) {
      usePlayground.getState().showNotice({
        tone: 'error',
        text: `Your work could not be kept in this browser's storage (${reasonOf(err)}). Download it to keep it.`,
      });
    } finally {
      saving = false;
      lastEnd = now();
      lastCost = lastEnd - started;
      if (again) {
        again = false;
        void save();
      }
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    const spacing = lastEnd + SPACING_PER_SAVE_COST * lastCost - now();
    timer = setTimeout(() => void save(), Math.max(SAVE_DELAY_MS, spacing));
  };

  const setAside = setAsideIn(session);
  const stopStore = usePlayground.subscribe((state, previous) => {
    const changed =
      state.text !== previous.text ||
      state.origin !== previous.origin ||
      state.savedText !== previous.savedText;
    // "Keep mine" writes this tab's work back at once, so storage holds what the person chose.
    const keptMine = previous.otherTabWork !== null && state.otherTabWork === null;
    if (keptMine) {
      lastKept = null;
      dropOpenOffer(session);
    } else if (changed && state.otherTabWork !== null) {
      // While the offer is open, what is set aside as this tab's follows what it types.
      setAside(state.otherTabWork);
    }
    if (changed || keptMine) schedule();
  });

  listenForOtherSaves(backend, tab, channel, (theirs) => {
    lastKept = theirs;
    const mine = usePlayground.getState();
    if (theirs.text === mine.text) return;
    mine.offerOtherTabWork(theirs);
    // The stored record is theirs now and this tab's work may be only on screen: both are set aside
    // for this tab, so a reload before the choice opens this tab's work and offers theirs again.
    setAside(theirs);
  });
  // Work moved from local storage, or left there by a page that closed mid-save, is written to its home at once.
  if (readLegacyWork(local) || readLeftWork(local)) schedule();

  return {
    flush: () => {
      // With an offer open the stored record is the other tab's: this tab's text is left aside too, for a
      // tab that is closed rather than reloaded (a reload finds both in its session storage).
      if (timer === undefined && !saving && usePlayground.getState().otherTabWork === null) return;
      // The page may be gone before the asynchronous save lands: leave a synchronous copy too.
      const { text, origin, differsFromSaved } = usePlayground.getState();
      if (text.trim() !== '')
        writeLeftWork(local, { text, origin, saved: !differsFromSaved, at: Date.now() });
      if (timer !== undefined) void save();
    },
    stop: () => {
      clearTimeout(timer);
      stopStore();
      if (channel) channel.onmessage = null;
      channel?.close();
    },
  };
}

/** Sets this tab's work and the other tab's aside in session storage; says once when they do not fit. */
function setAsideIn(session: KeeperDeps['session']): (theirs: OfferedWork) => void {
  let warned = false;
  return (theirs) => {
    const { text, origin, differsFromSaved } = usePlayground.getState();
    if (writeOpenOffer(session, { mine: { text, origin, saved: !differsFromSaved }, theirs }) || warned)
      return;
    warned = true;
    usePlayground.getState().showNotice({
      tone: 'info',
      text: 'Another tab saved different work, and the two are too large to set aside in this tab: choose one before you reload it.',
    });
  };
}

/** Reads what another tab saved when it says so on the channel, and hands it over. */
function listenForOtherSaves(
  backend: KeeperDeps['backend'],
  tab: string,
  channel: KeeperDeps['channel'],
  onTheirs: (theirs: KeptText) => void,
): void {
  const onOtherSave = async (message: SavedMessage) => {
    if (message.tab === tab) return;
    try {
      const stored = await backend.read();
      if (!stored || stored.tab === tab) return;
      onTheirs({ text: await decompressText(stored.bytes), origin: stored.origin, saved: stored.saved });
    } catch (err) {
      usePlayground.getState().showNotice({
        tone: 'error',
        text: `Another tab saved its work, but it could not be read here (${reasonOf(err)}).`,
      });
    }
  };
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const data = event.data as Partial<SavedMessage> | null;
      if (data?.type === 'saved' && typeof data.tab === 'string') void onOtherSave(data as SavedMessage);
    };
  }
}

export function openWorkChannel(): KeeperDeps['channel'] {
  return typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
}

function sameWork(a: KeptText, b: KeptText): boolean {
  return a.text === b.text && a.origin === b.origin && a.saved === b.saved;
}
