import type { PackReply, PackRequest } from '../worker/pack-wire.ts';
import { encodeBodyText } from '../worker/text-edit.ts';

type PackWorker = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>;

/**
 * Deflates texts in a Worker of their own, in the format of app/worker/work-codec.ts.
 * A Worker that fails answers every waiting text with the error and is replaced on
 * the next request.
 */
export function createPackClient(spawn: () => PackWorker): (text: string) => Promise<Uint8Array> {
  let worker: PackWorker | null = null;
  /** The last long text the current Worker was sent: the next one crosses as an edit of it. */
  let sent: string | null = null;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (err: Error) => void }>();

  const start = (): PackWorker => {
    const started = spawn();
    started.addEventListener('message', (event: MessageEvent<PackReply>) => {
      const reply = event.data;
      const wait = waiting.get(reply.id);
      if (!wait) return;
      waiting.delete(reply.id);
      if (reply.ok) wait.resolve(reply.bytes);
      else wait.reject(new Error(reply.error));
    });
    started.addEventListener('error', (event: ErrorEvent) => {
      event.preventDefault?.();
      started.terminate();
      if (worker === started) {
        worker = null;
        sent = null;
      }
      const error = new Error(event.message || 'the compression Worker stopped');
      for (const wait of waiting.values()) wait.reject(error);
      waiting.clear();
    });
    return started;
  };

  return (text) =>
    new Promise<Uint8Array>((resolve, reject) => {
      worker ??= start();
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      const wire = encodeBodyText({ id, text }, sent);
      sent = wire.text;
      worker.postMessage(wire.body as PackRequest);
    });
}
