import { useSyncExternalStore } from 'react';
import type { ReviewAnswer } from '../discovery/discovery-protocol.ts';
import { usePlayground } from '../state/store.ts';
import { useServices } from './services-context.ts';
import { type KindSnapshot, useDiscovery } from './use-discovery.ts';

/**
 * Asks the Worker for the review of the scenario against the pinned baseline.
 * Mounted once, by the always-visible details tabs (the findings count sits on
 * a tab), so panels opening and closing never release the question; panels read
 * the answer through `useReviewAnswer`.
 */
export function useReviewRequest(): KindSnapshot<'review'> {
  const baselineText = usePlayground((s) => s.compareBaseline);
  return useDiscovery('review', { kind: 'review', baselineText });
}

/** The last review answer, without asking (see `useReviewRequest`). */
export function useReviewAnswer(): { good: ReviewAnswer | null; error: string | null; pending: boolean } {
  const { discovery } = useServices();
  return useSyncExternalStore(discovery.subscribe, () => discovery.getSnapshot('review'));
}

/** "Why?" for the open tool, with its rank for the query typed in Search. */
export function useExplanation(): KindSnapshot<'explain'> & { name: string | null } {
  const name = usePlayground((s) => s.whyTool);
  const query = usePlayground((s) => s.searchQuery);
  const snapshot = useDiscovery(
    'explain',
    name === null ? null : { kind: 'explain', name, query: query.trim() === '' ? null : query },
  );
  return { ...snapshot, name };
}
