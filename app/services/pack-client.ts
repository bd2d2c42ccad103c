import { createPageCodec, type PackReply } from '../worker/wire/codec.ts';

type PackWorker = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>;

/**
 * Deflates texts in a Worker of their own, in the format of app/worker/work-codec.ts.
 * A text crosses through the channel's codec (worker/wire/codec.ts), a long one as
 * the span that changed since the last text sent to the same Worker: cloning a
 * large text whole would cost the page on every save. A Worker that fails answers
 * every waiting text with the error and is replaced on the next request.
 */
export function createPackClient(spawn: () => PackWorker): (text: string) => Promise<Uint8Array> {
  let worker: { worker: PackWorker; codec: ReturnType<typeof createPageCodec> } | null = null;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (err: Error) => void }>();

  const start = () => {
    const started = { worker: spawn(), codec: createPageCodec() };
    started.worker.addEventListener('message', (event: MessageEvent<PackReply>) => {
      const reply = event.data;
      const wait = waiting.get(reply.id);
      if (!wait) return;
      waiting.delete(reply.id);
      if (reply.ok) wait.resolve(reply.bytes);
      else wait.reject(new Error(reply.error));
    });
    started.worker.addEventListener('error', (event: ErrorEvent) => {
      event.preventDefault?.();
      started.worker.terminate();
      if (worker === started) worker = null;
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
      const to = worker.worker;
      worker.codec.encodeRequest({ id, lane: 'pack', body: { text } }, (message) => to.postMessage(message));
    });
}
