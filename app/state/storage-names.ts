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
