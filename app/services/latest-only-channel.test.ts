import { afterEach, describe, expect, it, vi } from 'vitest';
import { JsonNumber } from '../../core/index.ts';
import { fakeWorkers } from '../../test-support/fake-worker.ts';
import { packForTransfer } from '../worker/wire/transfer.ts';
import {
  type ChannelAnswer,
  createLatestOnlyChannel,
  holdChannel,
  WORKER_NOT_LOADED,
} from './latest-only-channel.ts';

const collect = () => {
  const answers: ChannelAnswer<unknown>[] = [];
  return { answers, on: (answer: ChannelAnswer<unknown>) => answers.push(answer) };
};

afterEach(() => vi.useRealTimers());

describe(createLatestOnlyChannel, () => {
  it('runs one request at a time; a newer one of the same lane supersedes the one still waiting', () => {
    const workers = fakeWorkers();
    const channel = createLatestOnlyChannel({ spawn: workers.spawn, timeoutMs: 1000 });
    const a = collect();
    const b = collect();
    const c = collect();
    channel.send('evaluate', 'a', a.on);
    channel.send('evaluate', 'b', b.on);
    channel.send('evaluate', 'c', c.on);
    expect(workers.sent().map((r) => r.body)).toEqual(['a']);
    expect(b.answers).toEqual([{ status: 'superseded' }]);
    workers.answer('A');
    expect(a.answers).toEqual([{ status: 'answered', value: 'A' }]);
    expect(workers.sent().map((r) => r.body)).toEqual(['a', 'c']);
    workers.answer('C');
    expect(c.answers).toEqual([{ status: 'answered', value: 'C' }]);
  });

  it('keeps other lanes waiting in their turn and lets a waiting request be cancelled', () => {
    const workers = fakeWorkers();
    const channel = createLatestOnlyChannel({ spawn: workers.spawn, timeoutMs: 1000 });
    const link = collect();
    channel.send('evaluate', 'a', () => {});
    channel.send('link', 'a', link.on);
    channel.send('search', 'q', () => {});
    channel.cancel('link');
    expect(link.answers).toEqual([{ status: 'superseded' }]);
    workers.answer(null);
    expect(workers.last()).toMatchObject({ lane: 'search', body: 'q' });
  });

  it('lets background lanes wait while another lane has work', () => {
    const workers = fakeWorkers();
    const channel = createLatestOnlyChannel({ spawn: workers.spawn, timeoutMs: 1000, background: ['link'] });
    channel.send('evaluate', 'a', () => {});
    channel.send('link', 'a', () => {});
    channel.send('search', 'q', () => {});
    workers.answer(null);
    expect(workers.last()).toMatchObject({ lane: 'search' });
    workers.answer(null);
    expect(workers.last()).toMatchObject({ lane: 'link' });
  });

  it("answers a worker's error as that request's failure, and carries exact numbers across", () => {
    const workers = fakeWorkers();
    const channel = createLatestOnlyChannel({ spawn: workers.spawn, timeoutMs: 1000 });
    const failed = collect();
    const answered = collect();
    channel.send('evaluate', 'x', failed.on);
    channel.send('search', 'y', answered.on);
    workers.reply({ id: workers.last().id, ok: false, error: 'the scenario is nested too deeply' });
    expect(failed.answers).toEqual([{ status: 'failed', error: 'the scenario is nested too deeply' }]);
    workers.answer(packForTransfer({ n: new JsonNumber('1.0') }));
    expect(answered.answers).toEqual([{ status: 'answered', value: { n: new JsonNumber('1.0') } }]);
    expect(workers.spawned).toHaveLength(1);
  });

  it('puts the long arrays sent ahead back into their answer, and drops parts of a request it no longer runs', () => {
    vi.useFakeTimers();
    const workers = fakeWorkers();
    const channel = createLatestOnlyChannel({ spawn: workers.spawn, timeoutMs: 1000 });
    const first = collect();
    channel.send('evaluate', 'x', first.on);
    const id = workers.last().id;
    workers.reply({ id, part: 0, items: [{ n: new String('1.0') }, 2] });
    workers.reply({ id: id + 100, part: 0, items: ['from another request'] });
    workers.reply({ id, part: 0, items: [3] });
    expect(first.answers).toEqual([]);
    workers.reply({ id, ok: true, value: { rows: new Number(0), total: 3 } });
    // A large answer is handed on in a task after the one that read it.
    expect(first.answers).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(first.answers).toEqual([
      { status: 'answered', value: { rows: [{ n: new JsonNumber('1.0') }, 2, 3], total: 3 } },
    ]);
    // An answer naming a part that never came: the Worker is out of step and is replaced.
    const second = collect();
    channel.send('evaluate', 'y', second.on);
    workers.reply({ id: workers.last().id, ok: true, value: { rows: new Number(0) } });
    expect(second.answers).toEqual([{ status: 'failed', error: expect.stringContaining('restarted') }]);
    expect(workers.spawned[0]!.terminated).toBe(true);
  });

  it('restarts a worker that dies and answers the request it was running with the reason', () => {
    const workers = fakeWorkers();
    const channel = createLatestOnlyChannel({ spawn: workers.spawn, timeoutMs: 1000 });
    const first = collect();
    const second = collect();
    channel.send('evaluate', 'deep', first.on);
    channel.send('search', 'q', second.on);
    workers.crash('Maximum call stack size exceeded');
    expect(first.answers).toEqual([
      { status: 'failed', error: expect.stringContaining('Maximum call stack size exceeded') },
    ]);
    expect(workers.spawned).toHaveLength(2);
    expect(workers.spawned[0]!.terminated).toBe(true);
    // The waiting request goes to the fresh Worker and is answered from there.
    expect(workers.spawned[1]!.sent.map((r) => r.body)).toEqual(['q']);
    workers.answer('ok');
    expect(second.answers).toEqual([{ status: 'answered', value: 'ok' }]);
  });

  it('answers at once when no Worker can be made, and says a Worker that failed before answering did not load', () => {
    const refused = createLatestOnlyChannel({
      spawn: () => {
        throw new Error('SecurityError: Workers are blocked');
      },
      timeoutMs: 60_000,
    });
    const first = collect();
    refused.send('evaluate', 'text', first.on);
    expect(first.answers).toEqual([
      {
        status: 'failed',
        error: 'the evaluation worker could not be started (Error: SecurityError: Workers are blocked)',
      },
    ]);

    const workers = fakeWorkers();
    const channel = createLatestOnlyChannel({ spawn: workers.spawn, timeoutMs: 60_000 });
    const second = collect();
    channel.send('evaluate', 'text', second.on);
    workers.crash(''); // a script that answered 404: an error event with no message, before any reply
    expect(second.answers).toEqual([{ status: 'failed', error: WORKER_NOT_LOADED }]);
  });

  it('sends a long text as an edit of the last one its Worker was sent, and whole to a fresh Worker', () => {
    const workers = fakeWorkers();
    const channel = createLatestOnlyChannel({ spawn: workers.spawn, timeoutMs: 1000 });
    const long = '{"definitions": []}'.repeat(5_000);
    channel.send('evaluate', { text: long }, () => {});
    workers.answer('ok');
    // Another lane of the same Worker, the same text: nothing of it crosses again.
    channel.send('link', { text: long }, () => {});
    workers.answer('ok');
    channel.send('evaluate', { text: `${long} ` }, () => {});
    const bodies = workers.spawned[0]!.sent.map((r) => r.body);
    expect(bodies[0]).toEqual({ text: long });
    expect(bodies[1]).toEqual({ textEdit: { prefix: long.length, suffix: 0, middle: '' } });
    expect(bodies[2]).toEqual({ textEdit: { prefix: long.length, suffix: 0, middle: ' ' } });
    workers.crash('gone');
    channel.send('evaluate', { text: long }, () => {});
    expect(workers.spawned[1]!.sent.map((r) => r.body)).toEqual([{ text: long }]);
  });

  it("sends the edit the page knows as it is, through a held channel too, when it is one of the Worker's last text", () => {
    const workers = fakeWorkers();
    const channel = holdChannel(createLatestOnlyChannel({ spawn: workers.spawn, timeoutMs: 1000 }));
    const held = channel;
    const long = '{"definitions": []}'.repeat(5_000);
    const edited = `${long.slice(0, 100)}X${long.slice(100)}`;
    // Wider than the change, so it cannot be one found by comparing the texts.
    const known = { before: long, prefix: 90, suffix: long.length - 110, middle: edited.slice(90, 111) };
    channel.send('evaluate', { text: long }, () => {});
    held.release();
    workers.answer('ok');
    channel.send('evaluate', { text: edited }, () => {}, known);
    workers.answer('ok');
    // An edit of another text than the Worker's last is not taken: the texts are compared.
    channel.send('evaluate', { text: `${edited} ` }, () => {}, { ...known, before: long });
    const bodies = workers.spawned[0]!.sent.map((r) => r.body);
    expect(bodies[1]).toEqual({ textEdit: { prefix: 90, suffix: long.length - 110, middle: known.middle } });
    expect(bodies[2]).toEqual({ textEdit: { prefix: edited.length, suffix: 0, middle: ' ' } });
  });

  it('takes a worker that stays silent past the timeout for stuck, and restarts it', () => {
    vi.useFakeTimers();
    const workers = fakeWorkers();
    const channel = createLatestOnlyChannel({ spawn: workers.spawn, timeoutMs: 5000 });
    const stuck = collect();
    channel.send('evaluate', 'loop', stuck.on);
    vi.advanceTimersByTime(4999);
    expect(stuck.answers).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(stuck.answers).toEqual([
      { status: 'failed', error: expect.stringContaining('no answer within 5 s') },
    ]);
    const next = collect();
    channel.send('evaluate', 'small', next.on);
    expect(workers.spawned).toHaveLength(2);
    workers.answer('fine');
    expect(next.answers).toEqual([{ status: 'answered', value: 'fine' }]);
  });

  it('ends a stale run of a pre-emptible lane once a newer request has waited the grace period', () => {
    vi.useFakeTimers();
    const workers = fakeWorkers();
    const channel = createLatestOnlyChannel({
      spawn: workers.spawn,
      timeoutMs: 60_000,
      preempt: { lanes: ['evaluate'], graceMs: 500 },
    });
    const old = collect();
    const fresh = collect();
    channel.send('evaluate', 'huge', old.on);
    channel.send('evaluate', 'small', fresh.on);
    vi.advanceTimersByTime(499);
    expect(old.answers).toEqual([]);
    expect(workers.spawned).toHaveLength(1);
    vi.advanceTimersByTime(1);
    // The old run is dropped with its Worker; the newer text starts at once on a fresh one.
    expect(old.answers).toEqual([{ status: 'superseded' }]);
    expect(workers.spawned[0]!.terminated).toBe(true);
    expect(workers.spawned[1]!.sent.map((r) => r.body)).toEqual(['small']);
    workers.answer('S');
    expect(fresh.answers).toEqual([{ status: 'answered', value: 'S' }]);
  });

  it('lets a run finish inside the grace period, and never pre-empts other lanes', () => {
    vi.useFakeTimers();
    const workers = fakeWorkers();
    const channel = createLatestOnlyChannel({
      spawn: workers.spawn,
      timeoutMs: 60_000,
      preempt: { lanes: ['evaluate'], graceMs: 500 },
    });
    const first = collect();
    channel.send('evaluate', 'a', first.on);
    channel.send('evaluate', 'b', () => {});
    vi.advanceTimersByTime(200);
    workers.answer('A');
    expect(first.answers).toEqual([{ status: 'answered', value: 'A' }]);
    vi.advanceTimersByTime(1000);
    // 'b' runs on the same Worker: the finished run's grace timer was cleared.
    expect(workers.spawned).toHaveLength(1);
    workers.answer('B');
    channel.send('search', 'q1', () => {});
    channel.send('search', 'q2', () => {});
    vi.advanceTimersByTime(5000);
    expect(workers.spawned).toHaveLength(1);
  });

  it('ignores a late answer from a replaced worker and stops answering once stopped', () => {
    const workers = fakeWorkers();
    const channel = createLatestOnlyChannel({ spawn: workers.spawn, timeoutMs: 1000 });
    const answers = collect();
    channel.send('evaluate', 'a', answers.on);
    channel.stop();
    workers.answer('late');
    channel.send('evaluate', 'b', answers.on);
    expect(answers.answers).toEqual([]);
    expect(workers.spawned[0]!.terminated).toBe(true);
  });
});

describe(holdChannel, () => {
  it('starts no Worker before release, then sends the newest request of each lane', () => {
    const workers = fakeWorkers();
    const channel = holdChannel(createLatestOnlyChannel({ spawn: workers.spawn, timeoutMs: 1000 }));
    const first = collect();
    const second = collect();
    const link = collect();
    const dropped = collect();
    channel.send('review', 'r1', first.on);
    channel.send('review', 'r2', second.on);
    channel.send('link', 'l', link.on);
    channel.send('other', 'o', dropped.on);
    channel.cancel('other');
    expect(workers.spawned).toHaveLength(0);
    expect(first.answers).toEqual([{ status: 'superseded' }]);
    expect(dropped.answers).toEqual([{ status: 'superseded' }]);

    channel.release();
    expect(workers.sent().map((r) => r.body)).toEqual(['r2']);
    workers.answer('R');
    expect(second.answers).toEqual([{ status: 'answered', value: 'R' }]);
    expect(workers.sent().map((r) => r.body)).toEqual(['r2', 'l']);
    // Released, it is the channel it wraps.
    const later = collect();
    channel.send('review', 'r3', later.on);
    channel.stop();
    expect(workers.spawned.every((w) => w.terminated)).toBe(true);
  });
});
