import { describe, expect, it } from 'vitest';
import { createEvaluationClient } from './evaluation-client.ts';
import { packForTransfer } from './transfer.ts';
import type { Evaluation, WorkerReply, WorkerRequest } from './worker-protocol.ts';

/** A stand-in Worker that answers when told to, so the queueing can be observed. */
function fakeWorker() {
  const sent: WorkerRequest[] = [];
  let listener: ((event: MessageEvent) => void) | null = null;
  const reply = (message: WorkerReply) => listener?.({ data: packForTransfer(message) } as MessageEvent);
  return {
    sent,
    worker: {
      postMessage: (message: WorkerRequest) => sent.push(message),
      addEventListener: (_: string, l: (event: MessageEvent) => void) => {
        listener = l;
      },
    } as unknown as Worker,
    /** Answers an evaluate request; the text is left out, as the real Worker does. */
    evaluated: (request: WorkerRequest, ok: boolean) => {
      const evaluation = {
        id: request.id,
        text: '',
        parse: ok ? { ok: true } : { ok: false, error: 'bad', line: 1, column: 1 },
        result: ok ? { ok: true, report: {}, modelView: {} } : null,
      } as unknown as Evaluation;
      reply({ kind: 'evaluation', evaluation });
    },
    linked: (request: WorkerRequest, hash: string) => reply({ kind: 'link', id: request.id, hash }),
  };
}

const texts = (sent: WorkerRequest[]) => sent.map((r) => (r.kind === 'evaluate' ? r.text : 'link?'));

describe(createEvaluationClient, () => {
  it('keeps one job in flight and only the newest text queued', () => {
    const fake = fakeWorker();
    const client = createEvaluationClient(fake.worker);
    client.request('a');
    client.request('b');
    client.request('c');
    expect(texts(fake.sent)).toEqual(['a']);
    fake.evaluated(fake.sent[0]!, true);
    expect(texts(fake.sent)).toEqual(['a', 'c']);
    expect(client.getSnapshot().latest?.text).toBe('a');
  });

  it('asks for the share link only once typing has settled, and keeps it with its text', () => {
    const fake = fakeWorker();
    const client = createEvaluationClient(fake.worker);
    client.request('a');
    fake.evaluated(fake.sent[0]!, true);
    expect(texts(fake.sent)).toEqual(['a', 'link?']);
    client.request('b');
    fake.linked(fake.sent[1]!, '#v1/a');
    expect(client.getSnapshot().link).toEqual({ text: 'a', hash: '#v1/a' });
    expect(texts(fake.sent)).toEqual(['a', 'link?', 'b']);
  });

  it('keeps the last good evaluation while a newer text fails', () => {
    const fake = fakeWorker();
    const client = createEvaluationClient(fake.worker);
    client.request('good');
    fake.evaluated(fake.sent[0]!, true);
    fake.linked(fake.sent[1]!, '#v1/good');
    client.request('bad');
    fake.evaluated(fake.sent[2]!, false);
    const snapshot = client.getSnapshot();
    expect(snapshot.latest?.text).toBe('bad');
    expect(snapshot.good?.text).toBe('good');
  });
});
