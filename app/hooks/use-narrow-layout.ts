import { useSyncExternalStore } from 'react';

/** Below this width the panes stack into one column (a phone, a split screen): side by side they would be squeezed. */
const NARROW_LAYOUT_QUERY = '(max-width: 899px)';

// Environments without media queries (jsdom in tests) get the wide layout.
const hasMediaQueries = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!hasMediaQueries()) return () => {};
  const query = window.matchMedia(NARROW_LAYOUT_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the page is laid out as one column; follows the window as it is resized. */
export function useNarrowLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasMediaQueries() && window.matchMedia(NARROW_LAYOUT_QUERY).matches,
    () => false,
  );
}
