import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeWorkers } from '../../test-support/fake-worker.ts';
import { type LaneAnswers, lane, PIPELINE_LANES, settledLanes } from '../worker/lanes.ts';
import { createInProcessWorker } from './in-process-worker.ts';
import { channelFor, routeLanes } from './lane-router.ts';
import type { ChannelAnswer } from './latest-only-channel.ts';

afterEach(() => vi.useRealTimers());

/** A table of its own: adding a lane is its row here and its answer below, and nothing else. */
const TABLE = {
  shout: lane<{ text: string }, string>({ worker: 'pipeline', priority: 'preempt', settle: false }),
  count: lane<{ text: string; by: number }, number>({
    worker: 'pipeline',
    priority: 'normal',
    settle: false,
  }),
  /** The lane this test adds: answered by the second Worker, after the others, once typing settles. */
  weigh: lane<{ text: string }, { bytes: number }>({
    worker: 'beside',
    priority: 'background',
    settle: true,
  }),
};

const ANSWERS: LaneAnswers<typeof TABLE> = {
  shout: ({ text }) => text.toUpperCase(),
  count: ({ text, by }) => text.length * by,
  weigh: async ({ text }) => ({ bytes: new TextEncoder().encode(text).length }),
};

const collect = <V>() => {
  const answers: ChannelAnswer<V>[] = [];
  return { answers, on: (answer: ChannelAnswer<V>) => answers.push(answer) };
};

describe(routeLanes, () => {
  it("sends each lane to its row's Worker, typed by its row, and answers it there", async () => {
    const spawned: string[] = [];
    const spawn = (name: string) => () => {
      spawned.push(name);
      return createInProcessWorker(ANSWERS);
    };
    const options = { timeoutMs: 5000, graceMs: 500 };
    const channel = routeLanes(TABLE, {
      pipeline: channelFor(TABLE, 'pipeline', { ...options, spawn: spawn('pipeline') }),
      beside: channelFor(TABLE, 'beside', { ...options, spawn: spawn('beside') }),
    });
    const weighed = collect<{ bytes: number }>();
    const counted = collect<number>();
    channel.send('weigh', { text: 'é' }, weighed.on);
    channel.send('count', { text: 'abc', by: 2 }, counted.on);
    // Checked by the compiler only: each row types its body and its answer.
    const typing = () => {
      // @ts-expect-error `count` needs `by`
      channel.send('count', { text: 'abc' }, () => {});
      // @ts-expect-error `weigh` answers bytes, not a number
      channel.send('weigh', { text: 'abc' }, (answer: ChannelAnswer<number>) => answer);
    };
    expect(typing).toBeTypeOf('function');
    // @ts-expect-error a lane no row names is no lane at all
    expect(() => channel.send('nowhere', { text: '' }, () => {})).toThrow(/no lane named nowhere/);
    await vi.waitFor(() => expect(weighed.answers.length + counted.answers.length).toBe(2));
    expect(weighed.answers).toEqual([{ status: 'answered', value: { bytes: 2 } }]);
    expect(counted.answers).toEqual([{ status: 'answered', value: 6 }]);
    expect(spawned).toEqual(['beside', 'pipeline']);
    channel.stop();
  });

  it('queues and pre-empts each lane as its row says', () => {
    vi.useFakeTimers();
    const pipeline = fakeWorkers();
    const beside = fakeWorkers();
    const options = { timeoutMs: 60_000, graceMs: 500 };
    const channel = routeLanes(TABLE, {
      pipeline: channelFor(TABLE, 'pipeline', { ...options, spawn: pipeline.spawn }),
      beside: channelFor(TABLE, 'beside', { ...options, spawn: beside.spawn }),
    });
    const old = collect<string>();
    channel.send('shout', { text: 'a' }, old.on);
    channel.send('shout', { text: 'b' }, () => {});
    // `shout` is pre-emptible: the stale run ends once the newer one has waited its grace.
    vi.advanceTimersByTime(500);
    expect(old.answers).toEqual([{ status: 'superseded' }]);
    expect(pipeline.spawned).toHaveLength(2);
    // `count` is not: its run finishes however long a newer one waits.
    pipeline.answer('B');
    channel.send('count', { text: 'a', by: 1 }, () => {});
    channel.send('count', { text: 'ab', by: 1 }, () => {});
    vi.advanceTimersByTime(5000);
    expect(pipeline.spawned).toHaveLength(2);
    expect(beside.spawned).toHaveLength(0);
    expect(settledLanes(TABLE)).toEqual(['weigh']);
    channel.stop();
  });
});

describe('the pipeline lanes', () => {
  it('send the review and the share link to the second Worker, once typing settles, the link last', () => {
    const beside = Object.entries(PIPELINE_LANES).filter(([, row]) => row.worker === 'beside');
    expect(beside.map(([name, row]) => [name, row.priority])).toEqual([
      ['review', 'normal'],
      ['link', 'background'],
      ['plan', 'background'],
      ['live', 'normal'],
    ]);
    expect(settledLanes(PIPELINE_LANES)).toEqual(['review', 'link', 'plan']);
    expect(PIPELINE_LANES.evaluate.priority).toBe('preempt');
  });
});
