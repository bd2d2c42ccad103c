import { usePlayground } from '../app/state/store.ts';
import type { KnownEdit } from '../core/index.ts';

/** Test helper: the store's one write path as an open does it (saved, with its origin). */
export function openScenario(text: string, origin = 'test'): void {
  usePlayground.getState().replace(text, { source: 'open', origin, saved: true });
}

/** Test helper: the store's one write path as the editor commits typing. */
export function typeText(text: string, edit?: KnownEdit): void {
  usePlayground.getState().replace(text, { source: 'typing', ...(edit && { edit }) });
}

/** Test helper: the store's one write path as a link or a download marks the work saved. */
export function markSaved(): void {
  const { text, replace } = usePlayground.getState();
  replace(text, { source: 'save', saved: true });
}
