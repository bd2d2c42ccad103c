import { describe, expect, it } from 'vitest';
import type { PackReply, PackRequest } from '../worker/pack-wire.ts';
import { compressText, decompressText } from '../worker/work-codec.ts';
import { createPackClient } from './pack-client.ts';

/** A Worker stand-in that deflates as app/worker/pack-worker.ts does, or fails when told to. */
function fakeWorker(failOn?: string) {
  const target = new EventTarget();
  let terminated = false;
  return {
    get terminated() {
      return terminated;
    },
    addEventListener: target.addEventListener.bind(target) as Worker['addEventListener'],
    terminate: () => {
      terminated = true;
    },
    postMessage: ({ id, text }: PackRequest) => {
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
});
