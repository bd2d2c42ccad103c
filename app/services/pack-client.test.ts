import { describe, expect, it } from 'vitest';
import { type ChannelRequest, createWorkerCodec, type PackReply } from '../worker/wire/codec.ts';
import { TEXT_EDIT_MIN_CHARS } from '../worker/wire/request-text.ts';
import { compressText } from '../worker/work-codec.ts';
import { decompressText } from '../worker/work-reader.ts';
import { createPackClient } from './pack-client.ts';

/** A Worker stand-in that reads and deflates as app/worker/pack-worker.ts does, or fails when told to. */
function fakeWorker(failOn?: string) {
  const target = new EventTarget();
  const codec = createWorkerCodec();
  const requests: ChannelRequest[] = [];
  let terminated = false;
  return {
    requests,
    get terminated() {
      return terminated;
    },
    addEventListener: target.addEventListener.bind(target) as Worker['addEventListener'],
    terminate: () => {
      terminated = true;
    },
    postMessage: (request: ChannelRequest) => {
      requests.push(request);
      const { id, body } = codec.decodeRequest(structuredClone(request));
      const { text } = body as { text: string };
      queueMicrotask(() => {
        if (text === failOn) {
          target.dispatchEvent(Object.assign(new Event('error'), { message: 'out of memory' }));
          return;
        }
        const reply: PackReply = { id, ok: true, bytes: compressText(text) };
        target.dispatchEvent(new MessageEvent('message', { data: reply }));
      });
    },
  };
}

describe('createPackClient', () => {
  it('gives bytes the work codec reads back as the same text, one Worker for every request', async () => {
    const spawned: ReturnType<typeof fakeWorker>[] = [];
    const pack = createPackClient(() => {
      spawned.push(fakeWorker());
      return spawned.at(-1)!;
    });
    const texts = ['{"definitions": []}', 'é😀'.repeat(1000)];
    const packed = await Promise.all(texts.map(pack));
    expect(await Promise.all(packed.map(decompressText))).toEqual(texts);
    expect(spawned).toHaveLength(1);
  });

  it('rejects what a failing Worker held and starts a new one for the next text', async () => {
    const spawned: ReturnType<typeof fakeWorker>[] = [];
    const pack = createPackClient(() => {
      spawned.push(fakeWorker('boom'));
      return spawned.at(-1)!;
    });
    await expect(pack('boom')).rejects.toThrow('out of memory');
    expect(spawned[0]!.terminated).toBe(true);
    expect(await decompressText(await pack('fine'))).toBe('fine');
    expect(spawned).toHaveLength(2);
  });

  it('sends a long text as the span that changed since the last one this Worker read', async () => {
    const spawned: ReturnType<typeof fakeWorker>[] = [];
    const pack = createPackClient(() => {
      spawned.push(fakeWorker('{"boom": true}'));
      return spawned.at(-1)!;
    });
    const long = `{"definitions": ["${'a'.repeat(TEXT_EDIT_MIN_CHARS)}"]}`;
    const edited = long.replace('aaa"', 'aXa"');
    const texts = [long, edited, '{}', long];
    const packed = await Promise.all(texts.map(pack));
    expect(await Promise.all(packed.map(decompressText))).toEqual(texts);
    const sent = spawned[0]!.requests;
    expect(sent[0]).toMatchObject({ body: { text: long } });
    expect(sent[1]).toEqual({
      id: 2,
      lane: 'pack',
      body: { textEdit: { prefix: long.length - 5, suffix: 4, middle: 'X' } },
    });
    expect(sent[2]).toMatchObject({ body: { text: '{}' } });
    expect(sent[3]?.body).not.toHaveProperty('text');

    // A Worker started after one failed has read nothing: it is sent the whole text.
    await expect(pack('{"boom": true}')).rejects.toThrow('out of memory');
    expect(await decompressText(await pack(edited))).toBe(edited);
    expect(spawned[1]!.requests[0]).toMatchObject({ body: { text: edited } });
  });
});
