/**
 * Every name the playground keeps data under in the browser (local and session storage
 * keys, the IndexedDB database, the BroadcastChannel) starts with this, so one origin
 * can tell its records apart from another app's and they are renamed in one place.
 */
export const STORAGE_PREFIX = 'ironclaw-disclosure-playground';

/** A name of its own for one record beside the others: `<prefix>:<part>`. */
export function storageName(part: string): string {
  return `${STORAGE_PREFIX}:${part}`;
}

/**
 * The browser's local or session storage, or why there is none to use: a browser
 * that blocks a site's data throws on the mere read of `localStorage`, and the
 * page must start without it rather than stop.
 */
export function siteStorage(kind: 'localStorage' | 'sessionStorage'): {
  storage?: Storage;
  blocked?: string;
} {
  try {
    const storage = (globalThis as Partial<Record<typeof kind, Storage>>)[kind];
    return storage === undefined ? {} : { storage };
  } catch (err) {
    return { blocked: err instanceof Error ? `${err.name}: ${err.message}` : String(err) };
  }
}
