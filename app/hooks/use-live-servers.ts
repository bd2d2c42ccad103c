import { useSyncExternalStore } from 'react';
import type { LiveClient, LiveSnapshot } from '../services/live-client.ts';
import { useLiveClient } from './services-context.ts';

/** The running servers of `disclosure serve` and what is being done with them, re-rendered as they change. */
export function useLiveServers(): LiveSnapshot &
  Pick<LiveClient, 'importServer' | 'replaceWithServers' | 'probe'> {
  const live = useLiveClient();
  const snapshot = useSyncExternalStore(live.subscribe, live.getSnapshot);
  return {
    ...snapshot,
    importServer: live.importServer,
    replaceWithServers: live.replaceWithServers,
    probe: live.probe,
  };
}
