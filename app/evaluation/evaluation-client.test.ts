import { describe, expect, it } from 'vitest';
import { createEvaluationClient } from './evaluation-client.ts';
import { packForTransfer } from './transfer.ts';
import type { Evaluation, EvaluationRequest } from './worker-protocol.ts';

/** A stand-in Worker that answers when told to, so the queueing can be observed. */
function fakeWorker() {
  const sent: EvaluationRequest[] = [];
  let listener: ((event: MessageEvent) => void) | null = null;
  return {
    sent,
    worker: {
      postMessage: (message: EvaluationRequest) => sent.push(message),
      addEventListener: (_: string, l: (event: MessageEvent) => void) => {
        listener = l;
      },
    } as unknown as Worker,
    answer: (request: EvaluationRequest, ok: boolean) => {
      const evaluation = {
        id: request.id,
        text: request.text,
        parse: ok ? { ok: true } : { ok: false, error: 'bad', line: 1, column: 1 },
        result: ok ? { ok: true, report: {}, modelView: {} } : null,
      } as unknown as Evaluation;
      listener?.({ data: packForTransfer(evaluation) } as MessageEvent);
    },
  };
}

describe(createEvaluationClient, () => {
  it('keeps one evaluation in flight and only the newest text queued', () => {
    const fake = fakeWorker();
    const client = createEvaluationClient(fake.worker);
    client.request('a');
    client.request('b');
    client.request('c');
    expect(fake.sent.map((r) => r.text)).toEqual(['a']);
    fake.answer(fake.sent[0]!, true);
    expect(fake.sent.map((r) => r.text)).toEqual(['a', 'c']);
  });

  it('keeps the last good evaluation while a newer text fails', () => {
    const fake = fakeWorker();
    const client = createEvaluationClient(fake.worker);
    client.request('good');
    fake.answer(fake.sent[0]!, true);
    client.request('bad');
    fake.answer(fake.sent[1]!, false);
    const snapshot = client.getSnapshot();
    expect(snapshot.latest?.text).toBe('bad');
    expect(snapshot.good?.text).toBe('good');
  });
});
