import { useEffect, useSyncExternalStore } from 'react';
import type { DiscoveryKind, DiscoveryParams } from '../discovery/discovery-protocol.ts';
import type { KindSnapshot } from '../services/discovery-client.ts';

export type { KindSnapshot };

import { useServices } from './services-context.ts';

/**
 * Asks the Worker `params` (null asks nothing) and returns what it last answered
 * for that kind. Discovery work runs only while a panel asks: unmounting releases
 * the question, so later edits no longer re-ask it.
 */
export function useDiscovery<K extends DiscoveryKind>(
  kind: K,
  params: Extract<DiscoveryParams, { kind: K }> | null,
): KindSnapshot<K> {
  const { discovery } = useServices();
  const key = params === null ? null : JSON.stringify(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised key stands for params.
  useEffect(() => {
    if (params === null) return;
    discovery.request(params);
    return () => discovery.release(kind);
  }, [key, discovery]);
  return useSyncExternalStore(discovery.subscribe, () => discovery.getSnapshot(kind));
}
