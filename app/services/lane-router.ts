import type { KnownEdit } from '../../core/index.ts';
import {
  type AnswerOfLane,
  type BodyOf,
  type LaneName,
  type LaneTable,
  lanesWith,
  type WorkerName,
} from '../worker/lanes.ts';
import {
  type ChannelAnswer,
  type ChannelOptions,
  createLatestOnlyChannel,
  type LatestOnlyChannel,
} from './latest-only-channel.ts';

/** The page's channel for a lane table: each lane's request typed by its row and sent to its row's Worker. */
export interface LaneChannel<T extends LaneTable> {
  send: <L extends LaneName<T>>(
    lane: L,
    body: BodyOf<T, L>,
    onAnswer: (answer: ChannelAnswer<AnswerOfLane<T, L>>) => void,
    edit?: KnownEdit,
    onProgress?: (done: number, of: number) => void,
  ) => void;
  cancel: (lane: LaneName<T>) => void;
  stop: () => void;
}

/**
 * One channel per Worker, each queueing its own lanes as their rows say: the
 * background lanes wait while the others have work, the pre-emptible ones end a
 * stale run once a newer request has waited `graceMs`.
 */
export function channelFor<T extends LaneTable>(
  table: T,
  worker: WorkerName,
  options: Pick<ChannelOptions, 'spawn' | 'timeoutMs' | 'timers'> & { graceMs: number },
): LatestOnlyChannel {
  const { graceMs, ...rest } = options;
  const preempt = lanesWith(table, worker, 'preempt');
  return createLatestOnlyChannel({
    ...rest,
    background: lanesWith(table, worker, 'background'),
    ...(preempt.length > 0 && { preempt: { lanes: preempt, graceMs } }),
  });
}

/** Sends each lane to the channel of the Worker its row names. */
export function routeLanes<T extends LaneTable>(
  table: T,
  channels: Record<WorkerName, LatestOnlyChannel>,
): LaneChannel<T> {
  const pick = (lane: string) => {
    const row = Object.hasOwn(table, lane) ? table[lane] : undefined;
    if (!row) throw new Error(`no lane named ${lane}`);
    return channels[row.worker];
  };
  return {
    send: (lane, body, onAnswer, edit, onProgress) => pick(lane).send(lane, body, onAnswer, edit, onProgress),
    cancel: (lane) => pick(lane).cancel(lane),
    stop: () => {
      for (const channel of new Set(Object.values(channels))) channel.stop();
    },
  };
}
