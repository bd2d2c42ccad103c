import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromPlain, JsonNumber } from '../../../core/index.ts';
import { type ChannelReply, type ChannelRequest, createPageCodec, createWorkerCodec } from './codec.ts';
import { TEXT_EDIT_MIN_CHARS } from './request-text.ts';

/** The two halves of one channel, each message crossing as a structured clone, as between threads. */
function pair() {
  const page = createPageCodec();
  const worker = createWorkerCodec();
  let id = 0;
  return {
    request: (lane: string, body: unknown) => {
      let sent: ChannelRequest | null = null;
      page.encodeRequest({ id: ++id, lane, body }, (message) => {
        sent = structuredClone(message);
      });
      return { wire: sent!, read: worker.decodeRequest(sent!) };
    },
    answer: (lane: string, value: unknown) => {
      const replies: ChannelReply[] = [];
      worker.encodeAnswer(++id, lane, value, (reply) => replies.push(structuredClone(reply)));
      const decoded = replies.map((reply) => page.decodeReply(reply, lane));
      return { replies, decoded: decoded.at(-1)! };
    },
  };
}

describe('the channel codec', () => {
  it("gives the page each lane's answer as the Worker made it, whatever it repeats of the last one", () => {
    const leaf = fc.oneof(fc.integer(), fc.string({ maxLength: 3 }), fc.constant('1.0'));
    const row = fc.record({ name: fc.constantFrom('a', 'b', 'c'), n: leaf });
    const answer = fc.record({ rows: fc.array(row, { maxLength: 400 }), total: leaf });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('x', 'y'), answer), { maxLength: 6 }), (answers) => {
        const channel = pair();
        for (const [lane, plain] of answers) {
          // Exact numbers as the core holds them: `1.0` must not come back as 1.
          const value = fromPlain(plain);
          const { decoded } = channel.answer(lane, value);
          expect(decoded.kind).toBe('answered');
          if (decoded.kind === 'answered') expect(decoded.value).toEqual(value);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('sends a large answer’s long arrays ahead, and an answer as it is, not wrapped again', () => {
    const channel = pair();
    const rows = Array.from({ length: 3_000 }, (_, i) => ({ i, n: new JsonNumber('1.0') }));
    const { replies, decoded } = channel.answer('evaluate', { rows });
    expect(replies.filter((r) => 'part' in r)).toHaveLength(3);
    expect(decoded).toEqual({ kind: 'answered', value: { rows }, large: true });
    // The same answer again crosses as one marker, and the page puts back the very rows it holds.
    const again = channel.answer('evaluate', { rows });
    expect(again.replies).toHaveLength(1);
    expect(again.decoded.kind === 'answered' && (again.decoded.value as { rows: unknown }).rows).toBe(
      decoded.kind === 'answered' && (decoded.value as { rows: unknown }).rows,
    );
  });

  it('sends a long text as the edit of the last one, and the Worker reads back the text and the edit', () => {
    const channel = pair();
    const long = `{"a": "${'x'.repeat(TEXT_EDIT_MIN_CHARS)}"}`;
    const edited = long.replace('xx"', 'x😀x"');
    expect(channel.request('evaluate', { text: long }).read).toMatchObject({
      body: { text: long },
      joined: null,
    });
    const { wire, read } = channel.request('search', { text: edited, kind: 'search' });
    expect(wire.body).toEqual({
      kind: 'search',
      textEdit: { prefix: long.length - 3, suffix: 3, middle: '😀' },
    });
    expect(read).toMatchObject({
      lane: 'search',
      body: { kind: 'search', text: edited },
      edit: { before: long, prefix: long.length - 3, suffix: 3, middle: '😀' },
      joined: edited,
    });
  });

  it('forgets nothing the other half does not hold: a request that could not be posted is not a base', () => {
    const page = createPageCodec();
    const long = 'x'.repeat(TEXT_EDIT_MIN_CHARS);
    expect(() =>
      page.encodeRequest({ id: 1, lane: 'evaluate', body: { text: long } }, () => {
        throw new Error('could not be cloned');
      }),
    ).toThrow();
    let sent: ChannelRequest | null = null;
    page.encodeRequest({ id: 2, lane: 'evaluate', body: { text: `${long}y` } }, (message) => {
      sent = message;
    });
    expect(sent!.body).toEqual({ text: `${long}y` });
  });
});
