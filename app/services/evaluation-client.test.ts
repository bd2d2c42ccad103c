import { describe, expect, it, vi } from 'vitest';
import { fakeWorkers } from '../../test-support/fake-worker.ts';
import type { Evaluation } from '../evaluation/evaluation-types.ts';
import { createEvaluationClient, type EvaluationClientOptions } from './evaluation-client.ts';
import { createLatestOnlyChannel } from './latest-only-channel.ts';

function setUp(options?: EvaluationClientOptions) {
  const workers = fakeWorkers();
  const client = createEvaluationClient(
    createLatestOnlyChannel({ spawn: workers.spawn, timeoutMs: 60_000 }),
    null,
    options,
  );
  const lanes = () => workers.sent().map((r) => r.lane);
  const sentTexts = () =>
    workers.sent().map((r) => (r.lane === 'evaluate' ? (r.body as { text: string }).text : 'link?'));
  /** Answers the running evaluate request; the text is left out, as the real Worker does. */
  const evaluated = (ok: boolean) =>
    workers.answer({
      id: 0,
      text: '',
      parse: ok ? { ok: true } : { ok: false, error: 'bad', line: 1, column: 1 },
      result: ok ? { ok: true, report: {}, modelView: {} } : null,
    } as unknown as Evaluation);
  return { workers, client, lanes, sentTexts, evaluated };
}

describe(createEvaluationClient, () => {
  it('keeps one job in flight and only the newest text queued', () => {
    const { client, sentTexts, evaluated } = setUp();
    client.request('a');
    client.request('b');
    client.request('c');
    expect(sentTexts()).toEqual(['a']);
    evaluated(true);
    expect(sentTexts()).toEqual(['a', 'c']);
    expect(client.getSnapshot().latest?.text).toBe('a');
  });

  it('hands the edit the editor knows to the channel with its text', () => {
    const send = vi.fn();
    const client = createEvaluationClient({ send, cancel: () => {} });
    const edit = { before: 'a', prefix: 1, suffix: 0, middle: 'b' };
    client.request('ab', edit);
    expect(send).toHaveBeenCalledWith('evaluate', { text: 'ab' }, expect.any(Function), edit);
  });

  it('asks for the share link only once typing has settled, and keeps it with its text', () => {
    const { client, sentTexts, evaluated, workers } = setUp();
    client.request('a');
    evaluated(true);
    expect(sentTexts()).toEqual(['a', 'link?']);
    client.request('b');
    workers.answer({ hash: '#v1/a' });
    expect(client.getSnapshot().link).toEqual({ text: 'a', hash: '#v1/a' });
    expect(sentTexts()).toEqual(['a', 'link?', 'b']);
  });

  it('asks again for a text typed back to the letters of the last link, which the Worker answers from its copy', () => {
    const { client, sentTexts, evaluated, workers } = setUp();
    client.request('a');
    evaluated(true);
    workers.answer({ hash: '#v1/a' });
    // A letter typed and deleted at once: the last link is still the one of "a".
    client.request('ab');
    client.request('a');
    evaluated(true);
    evaluated(true);
    expect(client.getSnapshot().link?.text).toBe('a');
    expect(sentTexts()).toEqual(['a', 'link?', 'ab', 'a', 'link?']);
  });

  it('with a settle time, asks for the link only of a text that stayed the newest that long', () => {
    vi.useFakeTimers();
    try {
      const { workers, client, lanes, evaluated } = setUp({ linkSettleMs: 300 });
      client.request('a');
      evaluated(true);
      vi.advanceTimersByTime(200);
      // The next keystroke comes before the link was asked: "a" is never linked.
      client.request('b');
      evaluated(true);
      vi.advanceTimersByTime(299);
      expect(lanes()).toEqual(['evaluate', 'evaluate']);
      vi.advanceTimersByTime(1);
      expect(lanes()).toEqual(['evaluate', 'evaluate', 'link']);
      expect(workers.last().body).toEqual({ text: 'b' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits twice as long as the last link took, when that is longer than the settle time', () => {
    vi.useFakeTimers();
    try {
      const { workers, client, lanes, evaluated } = setUp({ linkSettleMs: 300, now: () => Date.now() });
      client.request('a');
      evaluated(true);
      vi.advanceTimersByTime(300);
      expect(lanes()).toEqual(['evaluate', 'link']);
      // That link took 800 ms to make: the next is asked for 1,600 ms after its text is evaluated.
      vi.advanceTimersByTime(800);
      workers.answer({ hash: '#v2/a' });
      client.request('b');
      evaluated(true);
      vi.advanceTimersByTime(1599);
      expect(lanes()).toEqual(['evaluate', 'link', 'evaluate']);
      vi.advanceTimersByTime(1);
      expect(lanes()).toEqual(['evaluate', 'link', 'evaluate', 'link']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the last good evaluation while a newer text fails', () => {
    const { client, evaluated, workers } = setUp();
    client.request('good');
    evaluated(true);
    workers.answer({ hash: '#v1/good' });
    client.request('bad');
    evaluated(false);
    const snapshot = client.getSnapshot();
    expect(snapshot.latest?.text).toBe('bad');
    expect(snapshot.good?.text).toBe('good');
  });

  it('shows a dead worker as the newest text’s error, keeps the last good report, and goes on', () => {
    const { client, evaluated, workers, sentTexts } = setUp();
    client.request('good');
    evaluated(true);
    workers.answer({ hash: '#v1/good' });
    client.request('deep');
    workers.crash('too much recursion');
    const snapshot = client.getSnapshot();
    expect(snapshot.latest).toMatchObject({ text: 'deep', result: { ok: false } });
    expect(snapshot.latest?.result?.ok === false && snapshot.latest.result.error).toContain(
      'too much recursion',
    );
    expect(snapshot.good?.text).toBe('good');
    client.request('fixed');
    expect(workers.spawned).toHaveLength(2);
    expect(sentTexts().at(-1)).toBe('fixed');
    evaluated(true);
    expect(client.getSnapshot().good?.text).toBe('fixed');
  });

  it('holds every text while a hold reason stands, then evaluates only the newest one', () => {
    const workers = fakeWorkers();
    const client = createEvaluationClient(
      createLatestOnlyChannel({ spawn: workers.spawn, timeoutMs: 60_000 }),
      'the last start did not finish',
    );
    client.request('a');
    client.request('b');
    expect(workers.sent()).toEqual([]);
    expect(client.getSnapshot()).toMatchObject({ held: 'the last start did not finish', latest: null });
    client.resume();
    expect(client.getSnapshot().held).toBeNull();
    expect(workers.sent().map((r) => (r.body as { text: string }).text)).toEqual(['b']);
  });
});
