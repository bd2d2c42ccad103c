import type { WorkerLike } from '../app/services/latest-only-channel.ts';
import type { ChannelReply, ChannelRequest } from '../app/worker/wire/codec.ts';

/** Test helper: Workers that record what they were sent and answer, fail or die when told to. */
export function fakeWorkers() {
  const spawned: {
    sent: ChannelRequest[];
    terminated: boolean;
    listeners: Map<string, (event: never) => void>;
  }[] = [];
  const spawn = (): WorkerLike => {
    const record = { sent: [] as ChannelRequest[], terminated: false, listeners: new Map() };
    spawned.push(record);
    return {
      postMessage: (request: ChannelRequest) => record.sent.push(request),
      addEventListener: (type: string, listener: (event: never) => void) =>
        record.listeners.set(type, listener),
      terminate: () => {
        record.terminated = true;
      },
    };
  };
  const current = () => spawned[spawned.length - 1]!;
  /** Every request sent to any Worker so far, oldest first. */
  const sent = () => spawned.flatMap((w) => w.sent);
  const last = () => sent()[sent().length - 1]!;
  const emit = (type: string, event: unknown) => current().listeners.get(type)?.(event as never);
  return {
    spawn,
    spawned,
    sent,
    last,
    reply: (reply: ChannelReply) => emit('message', { data: reply }),
    answer: (value: unknown) => emit('message', { data: { id: last().id, ok: true, value } }),
    crash: (message: string) => emit('error', { message, preventDefault: () => {} }),
  };
}
