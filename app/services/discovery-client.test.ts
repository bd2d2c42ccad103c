import { describe, expect, it, vi } from 'vitest';
import { fakeWorkers } from '../../test-support/fake-worker.ts';
import { createDiscoveryClient } from './discovery-client.ts';
import { createLatestOnlyChannel } from './latest-only-channel.ts';

function setUp() {
  const workers = fakeWorkers();
  const client = createDiscoveryClient(createLatestOnlyChannel({ spawn: workers.spawn, timeoutMs: 60_000 }));
  const lanes = () => workers.sent().map((r) => r.lane);
  return { workers, client, lanes };
}

describe(createDiscoveryClient, () => {
  it('keeps the last good answer on screen while the scenario is broken', () => {
    const { client, workers } = setUp();
    client.setScenario('{}');
    client.request({ kind: 'timeline' });
    expect(client.getSnapshot('timeline').pending).toBe(true);
    workers.answer({ ok: true, turns: [] });
    const good = client.getSnapshot('timeline').good;
    expect(good).toEqual({ ok: true, turns: [] });
    client.setScenario('{');
    expect(workers.last().body).toMatchObject({ text: '{' });
    workers.reply({ id: workers.last().id, ok: false, error: 'broken' });
    expect(client.getSnapshot('timeline')).toEqual({ good, error: 'broken', pending: false, progress: null });
  });

  it('shows how far a long answer has come, until the answer replaces it', () => {
    const { client, workers } = setUp();
    client.setScenario('{}');
    client.request({ kind: 'plan', target: { kind: 'fewest_tokens' }, minRecall: null });
    const { id } = workers.last();
    workers.reply({ id, progress: 2, of: 7 });
    expect(client.getSnapshot('plan')).toMatchObject({ pending: true, progress: { done: 2, of: 7 } });
    workers.reply({ id, progress: 5, of: 7 });
    expect(client.getSnapshot('plan').progress).toEqual({ done: 5, of: 7 });
    workers.reply({ id, ok: false, error: 'gone' });
    expect(client.getSnapshot('plan')).toMatchObject({ pending: false, progress: null, error: 'gone' });
  });

  it('sends only the newest of the requests made while one runs', () => {
    const { client, workers } = setUp();
    client.setScenario('{}');
    for (const q of ['a', 'ab', 'abc']) client.request({ kind: 'search', argumentsText: q, whyNot: null });
    expect(workers.sent()).toHaveLength(1);
    workers.reply({ id: workers.last().id, ok: false, error: 'x' });
    expect(client.getSnapshot('search').pending).toBe(true);
    expect(workers.sent()).toHaveLength(2);
    expect(workers.last().body).toMatchObject({ argumentsText: 'abc' });
  });

  it('asks nothing until a panel asks, then re-asks the scenario questions after an edit, but not the relevance lab', () => {
    const { client, workers, lanes } = setUp();
    client.setScenario('{}');
    expect(workers.sent()).toHaveLength(0);
    client.request({ kind: 'relevance', source: { preset: 'upstream' } });
    client.request({ kind: 'chain', name: 'x', argumentsText: '{}' });
    client.request({ kind: 'chain', name: 'x', argumentsText: '{}' });
    workers.answer({});
    workers.reply({ id: workers.last().id, ok: false, error: 'x' });
    client.setScenario('{"definitions": []}');
    expect(lanes()).toEqual(['relevance', 'chain', 'chain']);
    client.setScenario('{"definitions": []}');
    expect(workers.sent()).toHaveLength(3);
  });

  it('stops re-asking a question no panel shows any more', () => {
    const { client, workers } = setUp();
    client.setScenario('{}');
    client.request({ kind: 'timeline' });
    workers.answer({ ok: true, turns: [] });
    client.release('timeline');
    client.setScenario('{"definitions": []}');
    expect(workers.sent()).toHaveLength(1);
    client.request({ kind: 'timeline' });
    expect(workers.sent()).toHaveLength(2);
  });

  it('keeps re-asking a question while another panel still shows it', () => {
    const { client, workers } = setUp();
    client.setScenario('{}');
    client.request({ kind: 'timeline' });
    client.request({ kind: 'timeline' });
    workers.answer({ ok: true, turns: [] });
    client.release('timeline');
    client.setScenario('{"definitions": []}');
    expect(workers.sent()).toHaveLength(2);
    client.release('timeline');
    client.setScenario('{"definitions": [], "name": "x"}');
    expect(workers.sent()).toHaveLength(2);
  });

  it('says why a question failed when the worker died while answering it', () => {
    const { client, workers } = setUp();
    client.setScenario('{}');
    client.request({ kind: 'search', argumentsText: '{}', whyNot: null });
    workers.crash('out of memory');
    expect(client.getSnapshot('search')).toMatchObject({
      pending: false,
      error: expect.stringContaining('out of memory'),
    });
  });
});

describe('createDiscoveryClient with a settle time', () => {
  /** A client whose review waits 300 ms for the scenario to stay the same. */
  const setUpSettled = () => {
    const workers = fakeWorkers();
    const client = createDiscoveryClient(
      createLatestOnlyChannel({ spawn: workers.spawn, timeoutMs: 60_000 }),
      {
        settle: { kinds: ['review'], ms: 300 },
        now: () => Date.now(),
      },
    );
    return { workers, client };
  };

  it('re-asks the review only once the scenario stays the same, marked pending meanwhile', () => {
    vi.useFakeTimers();
    try {
      const { workers, client } = setUpSettled();
      client.setScenario('{"a": 1}');
      // An explicit request is asked at once.
      client.request({ kind: 'review', baselineText: null });
      expect(workers.sent().map((r) => r.lane)).toEqual(['review']);
      workers.answer({ findings: [] });
      for (const text of ['{"a": 12}', '{"a": 123}']) {
        client.setScenario(text);
        vi.advanceTimersByTime(200);
      }
      expect(workers.sent()).toHaveLength(1);
      expect(client.getSnapshot('review').pending).toBe(true);
      vi.advanceTimersByTime(100);
      expect(workers.sent()).toHaveLength(2);
      expect(workers.last().body).toMatchObject({ text: '{"a": 123}' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits twice as long as the last review took, when that is longer than the settle time', () => {
    vi.useFakeTimers();
    try {
      const { workers, client } = setUpSettled();
      client.setScenario('{"a": 1}');
      client.request({ kind: 'review', baselineText: null });
      // That review took 500 ms: the next waits 1,000 ms for the scenario to stay the same.
      vi.advanceTimersByTime(500);
      workers.answer({ findings: [] });
      client.setScenario('{"a": 2}');
      vi.advanceTimersByTime(999);
      expect(workers.sent()).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(workers.sent()).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
