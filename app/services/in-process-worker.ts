import type { LaneAnswers, LaneTable } from '../worker/lanes.ts';
import { serveChannel } from '../worker/serve-channel.ts';
import type { ChannelReply, ChannelRequest } from '../worker/wire/codec.ts';
import type { WorkerLike } from './latest-only-channel.ts';

type Listener = (event: { data: ChannelReply }) => void;

/**
 * A Worker stand-in that answers a lane table on this thread, asynchronously and
 * through the same codec as the real one (serve-channel.ts), in the order asked. The component tests
 * start their services with it: jsdom has no Workers.
 */
export function createInProcessWorker<T extends LaneTable>(
  answers: LaneAnswers<T>,
  /** Requests wait for this before they are read (a test holding the Worker's answers). */
  held?: Promise<void>,
): WorkerLike {
  const listeners = new Set<Listener>();
  let terminated = false;
  const scope = {
    onmessage: null as ((event: MessageEvent<ChannelRequest>) => void) | null,
    postMessage: (reply: ChannelReply) => {
      setTimeout(() => {
        if (terminated) return;
        for (const listener of listeners) listener({ data: reply });
      }, 0);
    },
  };
  serveChannel(scope, answers);
  return {
    postMessage: (request: ChannelRequest) => {
      const deliver = () =>
        setTimeout(() => {
          if (!terminated) scope.onmessage?.({ data: request } as MessageEvent<ChannelRequest>);
        }, 0);
      if (held) void held.then(deliver);
      else deliver();
    },
    addEventListener: (type: string, listener: (event: never) => void) => {
      if (type === 'message') listeners.add(listener as Listener);
    },
    terminate: () => {
      terminated = true;
    },
  };
}
