import PackWorker from '../worker/pack-worker.ts?worker';

/** The Worker that deflates kept work (app/services/pack-client.ts). */
export function spawnPackWorker(): Worker {
  return new PackWorker({ name: 'pack' });
}
