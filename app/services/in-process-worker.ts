import type { ChannelReply, ChannelRequest } from '../worker/channel-wire.ts';
import { type LaneHandler, serveChannel } from '../worker/serve-channel.ts';
import type { WorkerLike } from './latest-only-channel.ts';

/**
 * A Worker stand-in that runs a lane handler on this thread, answering
 * asynchronously through the same wire as the real one (serve-channel.ts). The
 * component tests start their services with it: jsdom has no Workers.
 */
export function createInProcessWorker(handle: LaneHandler): WorkerLike {
  const listeners = new Map<string, Set<(event: never) => void>>();
  let terminated = false;
  const scope = {
    onmessage: null as ((event: MessageEvent<ChannelRequest>) => void) | null,
    postMessage: (reply: ChannelReply) => {
      setTimeout(() => {
        if (terminated) return;
        for (const listener of listeners.get('message') ?? []) listener({ data: reply } as never);
      }, 0);
    },
  };
  serveChannel(scope, handle);
  return {
    postMessage: (request: ChannelRequest) => {
      setTimeout(() => {
        if (!terminated) scope.onmessage?.({ data: request } as MessageEvent<ChannelRequest>);
      }, 0);
    },
    addEventListener: (type: string, listener: (event: never) => void) => {
      const set = listeners.get(type) ?? new Set();
      set.add(listener);
      listeners.set(type, set);
    },
    terminate: () => {
      terminated = true;
    },
  };
}
