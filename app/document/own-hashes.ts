import { storageName } from '../state/storage-names.ts';

/**
 * The hashes this tab wrote itself. A reload loads the URL as it was before the
 * last debounced write, so the hash can lag the work kept in local storage; a
 * hash this tab wrote is its own older mirror, not a link to ask about. Kept in
 * sessionStorage (per tab, survives reloads) as short digests.
 */
const KEY = storageName('own-hashes');
const KEEP = 50;

type Store = Pick<Storage, 'getItem' | 'setItem'> | undefined;

function defaultStore(): Store {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** FNV-1a over UTF-16 units, with the length: collisions between two of one tab's links are not a concern. */
function digestHash(hash: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < hash.length; i++) {
    h ^= hash.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `${(h >>> 0).toString(16)}:${hash.length}`;
}

function read(store: Store): string[] {
  try {
    const list = JSON.parse(store?.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberOwnHash(hash: string, store: Store = defaultStore()): void {
  const digest = digestHash(hash);
  const list = [...read(store).filter((d) => d !== digest), digest].slice(-KEEP);
  try {
    store?.setItem(KEY, JSON.stringify(list));
  } catch {
    // Without session storage a reload may ask once more; nothing is lost.
  }
}

export function isOwnHash(hash: string, store: Store = defaultStore()): boolean {
  return read(store).includes(digestHash(hash));
}
