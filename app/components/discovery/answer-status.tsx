import type { DiscoveryKind } from '../../discovery/discovery-protocol.ts';
import type { KindSnapshot } from '../../hooks/use-discovery.ts';

/**
 * Says when the answer on screen is not for the text in the editor: still being
 * computed, or kept from the last readable scenario because this one is broken.
 */
export function AnswerStatus({ snapshot }: { snapshot: KindSnapshot<DiscoveryKind> }) {
  if (snapshot.error !== null) {
    return (
      <p
        role="status"
        className="rounded bg-amber-50 p-1.5 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-100"
      >
        {snapshot.good ? 'Showing the last answer that could be computed. ' : ''}
        {snapshot.error}
      </p>
    );
  }
  if (snapshot.pending) {
    return (
      <p role="status" className="text-xs text-slate-500 dark:text-slate-400">
        computing…
      </p>
    );
  }
  return null;
}
