import { createStore, del, get, set } from 'idb-keyval';
import { STORAGE_PREFIX, storageName } from '../state/storage-names.ts';
import { STORAGE_KEY } from '../state/store.ts';

/**
 * Where the working scenario is kept: one IndexedDB record (through idb-keyval),
 * the text deflated, held once. The saved text is not stored beside it: `saved`
 * says whether the text was the saved one, which is all "unsaved work" needs.
 * Local storage keeps only the theme; it cannot hold megabytes.
 */
export interface StoredWork {
  bytes: Uint8Array;
  origin: string;
  saved: boolean;
  /** The tab that wrote it, so a tab can tell its own saves from another's. */
  tab: string;
  at: number;
}

export interface WorkBackend {
  read: () => Promise<StoredWork | undefined>;
  write: (work: StoredWork) => Promise<void>;
}

const DB_NAME = STORAGE_PREFIX;
const RECORD = 'work';
const BASELINE_RECORD = 'baseline';

export function indexedDbBackend(): WorkBackend {
  const store = createStore(DB_NAME, 'documents');
  return {
    read: () => get<StoredWork>(RECORD, store),
    write: (work) => set(RECORD, work, store),
  };
}

/**
 * The pinned baseline (side A of Compare), kept as the work is: a second record
 * beside it in the same IndexedDB store, its text deflated. A share link may be
 * too long to hold it, so a reload must not depend on the address bar.
 */
export interface StoredBaseline {
  bytes: Uint8Array;
  origin: string;
  at: number;
}

export interface BaselineBackend {
  read: () => Promise<StoredBaseline | undefined>;
  write: (baseline: StoredBaseline) => Promise<void>;
  /** Unpinning removes the record: nothing is kept that the page no longer shows. */
  clear: () => Promise<void>;
}

export function indexedDbBaselineBackend(): BaselineBackend {
  const store = createStore(DB_NAME, 'documents');
  return {
    read: () => get<StoredBaseline>(BASELINE_RECORD, store),
    write: (baseline) => set(BASELINE_RECORD, baseline, store),
    clear: () => del(BASELINE_RECORD, store),
  };
}

/** Work an earlier version kept in local storage with the theme, to be moved on first start. */
interface LegacyWork {
  text: string;
  origin: string;
  saved: boolean;
}

export type Local = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;

export function readLegacyWork(local: Local): LegacyWork | null {
  try {
    const state = JSON.parse(local?.getItem(STORAGE_KEY) ?? 'null')?.state;
    if (typeof state?.text !== 'string' || state.text.trim() === '') return null;
    return {
      text: state.text,
      origin: typeof state.origin === 'string' ? state.origin : '',
      // An earlier version kept the saved text beside the work, as "baseline".
      saved: state.text === state.baseline,
    };
  } catch {
    return null;
  }
}

/** Drops the moved work from local storage, keeping everything else there (the theme). */
export function dropLegacyWork(local: Local): void {
  try {
    const stored = JSON.parse(local?.getItem(STORAGE_KEY) ?? 'null');
    if (!stored?.state) return;
    // Nothing moved out: the state holds the theme alone, and writing it back is a few ms for nothing.
    if (!['text', 'baseline', 'origin'].some((key) => Object.hasOwn(stored.state, key))) return;
    const { text: _t, baseline: _b, origin: _o, ...rest } = stored.state;
    local?.setItem(STORAGE_KEY, JSON.stringify({ ...stored, state: rest }));
  } catch {
    // Left as it was: it is read again, and moved again, next start.
  }
}

/**
 * Work a page was leaving with before its IndexedDB save finished. Compression and
 * IndexedDB are asynchronous and a closing page does not wait for them, so on
 * `pagehide` the unkept text is written here synchronously. The next start opens it
 * when it is newer than the IndexedDB record, moves it there and removes it, so it
 * is never kept twice for longer than one start.
 */
interface LeftWork {
  text: string;
  origin: string;
  saved: boolean;
  at: number;
}

const LEFT_KEY = storageName('left');

/** True when the copy was written; false when local storage refused it (too large, or none). */
export function writeLeftWork(local: Local, work: LeftWork): boolean {
  try {
    if (!local) return false;
    local.setItem(LEFT_KEY, JSON.stringify(work));
    return true;
  } catch {
    return false;
  }
}

export function readLeftWork(local: Local): LeftWork | null {
  try {
    const left = JSON.parse(local?.getItem(LEFT_KEY) ?? 'null');
    if (typeof left?.text !== 'string' || typeof left.at !== 'number') return null;
    return {
      text: left.text,
      origin: typeof left.origin === 'string' ? left.origin : '',
      saved: left.saved === true,
      at: left.at,
    };
  } catch {
    return null;
  }
}

export function dropLeftWork(local: Local): void {
  try {
    local?.removeItem(LEFT_KEY);
  } catch {
    // Read again next start; an older copy loses to the newer IndexedDB record.
  }
}

/**
 * Both texts while another tab's work is on offer here ("Keep mine / Load theirs"):
 * this tab's (as last typed) and the other's. Kept in this tab's session storage,
 * which survives a reload of the tab and no other tab sees, until the person
 * chooses; a reload meanwhile opens this tab's text and offers the other again.
 */
const OFFER_KEY = storageName('offer');

export interface OfferedWork {
  text: string;
  origin: string;
  saved: boolean;
}

interface OpenOffer {
  mine: OfferedWork;
  theirs: OfferedWork;
}

/** True when it was written; false when session storage refused it (too large, or none). */
export function writeOpenOffer(session: Local, offer: OpenOffer): boolean {
  try {
    if (!session) return false;
    session.setItem(OFFER_KEY, JSON.stringify(offer));
    return true;
  } catch {
    return false;
  }
}

export function readOpenOffer(session: Local): OpenOffer | null {
  const work = (w: unknown): OfferedWork | null => {
    const v = w as Partial<OfferedWork> | null;
    if (typeof v?.text !== 'string') return null;
    return { text: v.text, origin: typeof v.origin === 'string' ? v.origin : '', saved: v.saved === true };
  };
  try {
    const offer = JSON.parse(session?.getItem(OFFER_KEY) ?? 'null');
    const mine = work(offer?.mine);
    const theirs = work(offer?.theirs);
    return mine && theirs ? { mine, theirs } : null;
  } catch {
    return null;
  }
}

export function dropOpenOffer(session: Local): void {
  try {
    session?.removeItem(OFFER_KEY);
  } catch {
    // Offered once more on this tab's next start, where it can still be declined.
  }
}
