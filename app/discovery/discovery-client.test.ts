import { describe, expect, it } from 'vitest';
import { createDiscoveryClient } from './discovery-client.ts';
import type { DiscoveryMessage, DiscoveryReply } from './discovery-protocol.ts';

/** A Worker stand-in that records what it was sent and answers when told to. */
function fakeWorker() {
  const sent: DiscoveryMessage[] = [];
  let listener: ((event: MessageEvent) => void) | null = null;
  return {
    sent,
    postMessage: (message: DiscoveryMessage) => sent.push(message),
    addEventListener: (_type: string, l: (event: MessageEvent) => void) => {
      listener = l;
    },
    reply: (reply: DiscoveryReply) => listener?.({ data: reply } as MessageEvent),
  };
}

const timelineReply = (id: number, ok: boolean): DiscoveryReply =>
  ok
    ? { id, kind: 'timeline', scenarioVersion: 1, ok: true, answer: { ok: true, turns: [] } }
    : { id, kind: 'timeline', scenarioVersion: 1, ok: false, error: 'broken' };
const requests = (sent: DiscoveryMessage[]) => sent.filter((m) => m.type === 'request');

describe(createDiscoveryClient, () => {
  it('keeps the last good answer on screen while the scenario is broken', () => {
    const worker = fakeWorker();
    const client = createDiscoveryClient(worker as never);
    client.setScenario('{}');
    client.request({ kind: 'timeline' });
    expect(client.getSnapshot('timeline').pending).toBe(true);
    worker.reply(timelineReply(1, true));
    const good = client.getSnapshot('timeline').good;
    expect(good).toEqual({ ok: true, turns: [] });
    client.setScenario('{');
    worker.reply(timelineReply(2, false));
    expect(client.getSnapshot('timeline')).toEqual({ good, error: 'broken', pending: false });
  });

  it('sends only the newest of the requests made while one runs', () => {
    const worker = fakeWorker();
    const client = createDiscoveryClient(worker as never);
    client.setScenario('{}');
    for (const q of ['a', 'ab', 'abc']) client.request({ kind: 'search', argumentsText: q, whyNot: null });
    expect(requests(worker.sent)).toHaveLength(1);
    worker.reply({ id: 1, kind: 'search', scenarioVersion: 1, ok: false, error: 'x' });
    expect(client.getSnapshot('search').pending).toBe(true);
    const last = requests(worker.sent);
    expect(last).toHaveLength(2);
    expect(last[1]).toMatchObject({ params: { argumentsText: 'abc' } });
  });

  it('re-asks the scenario questions after an edit, but not the relevance lab', () => {
    const worker = fakeWorker();
    const client = createDiscoveryClient(worker as never);
    client.setScenario('{}');
    client.request({ kind: 'relevance', source: { preset: 'upstream' } });
    client.request({ kind: 'chain', name: 'x', argumentsText: '{}' });
    client.request({ kind: 'chain', name: 'x', argumentsText: '{}' });
    worker.sent.length = 0;
    worker.reply({ id: 2, kind: 'chain', scenarioVersion: 1, ok: false, error: 'x' });
    client.setScenario('{"definitions": []}');
    expect(worker.sent.map((m) => (m.type === 'request' ? m.params.kind : m.type))).toEqual([
      'scenario',
      'chain',
    ]);
    client.setScenario('{"definitions": []}');
    expect(worker.sent).toHaveLength(2);
  });

  it('stops re-asking a question no panel shows any more', () => {
    const worker = fakeWorker();
    const client = createDiscoveryClient(worker as never);
    client.setScenario('{}');
    client.request({ kind: 'timeline' });
    worker.reply(timelineReply(1, true));
    client.release('timeline');
    client.setScenario('{"definitions": []}');
    expect(requests(worker.sent)).toHaveLength(1);
    client.request({ kind: 'timeline' });
    expect(requests(worker.sent)).toHaveLength(2);
  });
});
