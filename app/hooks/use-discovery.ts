import { useEffect, useSyncExternalStore } from 'react';
import {
  createDiscoveryClient,
  type DiscoveryClient,
  type KindSnapshot,
} from '../discovery/discovery-client.ts';
import type { DiscoveryKind, DiscoveryParams } from '../discovery/discovery-protocol.ts';
import DiscoveryWorker from '../discovery/discovery-worker.ts?worker';
import { usePlayground } from '../state/store.ts';

let client: DiscoveryClient | null = null;

/**
 * Starts the discovery Worker the first time a discovery panel mounts (so a
 * page that never opens them never pays for it) and feeds it every version of
 * the scenario text from then on.
 */
function startDiscovery(): DiscoveryClient {
  if (client) return client;
  const started = createDiscoveryClient(new DiscoveryWorker({ name: 'discovery' }));
  client = started;
  started.setScenario(usePlayground.getState().text);
  usePlayground.subscribe((state) => started.setScenario(state.text));
  return started;
}

/** Asks the Worker `params` (null asks nothing) and returns what it last answered for that kind. */
export function useDiscovery<K extends DiscoveryKind>(
  kind: K,
  params: Extract<DiscoveryParams, { kind: K }> | null,
): KindSnapshot<K> {
  const running = startDiscovery();
  const key = params === null ? null : JSON.stringify(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised key stands for params.
  useEffect(() => {
    if (params === null) return;
    running.request(params);
    return () => running.release(kind);
  }, [key, running]);
  return useSyncExternalStore(running.subscribe, () => running.getSnapshot(kind));
}
