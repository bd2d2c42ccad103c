import { describe, expect, it, vi } from 'vitest';
import { type KnownEdit, NESTED_TOO_DEEPLY } from '../../core/index.ts';
import { lane } from './lanes.ts';
import { serveChannel } from './serve-channel.ts';
import { type ChannelReply, type ChannelRequest, createPageCodec, LaneRefusal } from './wire/codec.ts';
import { TEXT_EDIT_MIN_CHARS } from './wire/request-text.ts';

const LANES = {
  measure: lane<{ text: string }, number>({ worker: 'pipeline', priority: 'normal', settle: false }),
  refuse: lane<{ text: string }, number>({ worker: 'pipeline', priority: 'normal', settle: false }),
};

/** A Worker scope on this thread, and the page's codec talking to it through structured clones. */
function served(answers: Parameters<typeof serveChannel<typeof LANES>>[1]) {
  const replies: ChannelReply[] = [];
  const scope = {
    postMessage: (reply: ChannelReply) => replies.push(structuredClone(reply)),
    onmessage: null as ((event: MessageEvent<ChannelRequest>) => void) | null,
  };
  const settling: (() => void)[] = [];
  serveChannel(scope, answers, (step) => settling.push(step));
  const page = createPageCodec();
  const ask = async (id: number, laneName: string, body: unknown) => {
    page.encodeRequest({ id, lane: laneName, body }, (message) =>
      scope.onmessage!({ data: structuredClone(message) } as MessageEvent<ChannelRequest>),
    );
    await vi.waitFor(() => expect(replies.some((r) => r.id === id && 'ok' in r)).toBe(true));
    return page.decodeReply(replies.find((r) => r.id === id && 'ok' in r)!, laneName);
  };
  return { ask, settling, page, replies };
}

describe(serveChannel, () => {
  it('sends how far a long answer has come ahead of the answer, which the page reads as progress', async () => {
    const { ask, page, replies } = served({
      measure: ({ text }, _edit, progress) => {
        progress?.(1, 2);
        progress?.(2, 2);
        return text.length;
      },
      refuse: () => 0,
    });
    expect(await ask(7, 'measure', { text: 'abc' })).toMatchObject({ kind: 'answered', value: 3 });
    const ahead = replies.filter((r) => 'progress' in r);
    expect(ahead).toEqual([
      { id: 7, progress: 1, of: 2 },
      { id: 7, progress: 2, of: 2 },
    ]);
    expect(page.decodeReply(ahead[0]!, 'measure')).toEqual({ kind: 'progress', done: 1, of: 2 });
  });

  it("puts a text sent as an edit back together and hands the lane's answer the span that changed", async () => {
    const noted: KnownEdit[] = [];
    const { ask, settling } = served({
      measure: ({ text }, edit) => {
        if (edit) noted.push(edit);
        return text.length;
      },
      refuse: () => 0,
    });
    const long = `{"a": "${'x'.repeat(TEXT_EDIT_MIN_CHARS)}"}`;
    const edited = long.replace('xx"', 'xYx"');
    expect(await ask(1, 'measure', { text: long })).toEqual({
      kind: 'answered',
      value: long.length,
      large: false,
    });
    expect(noted).toEqual([]);
    expect(settling).toHaveLength(0);
    expect(await ask(2, 'measure', { text: edited })).toMatchObject({ value: edited.length });
    expect(noted).toEqual([{ before: long, prefix: long.length - 3, suffix: 3, middle: 'Y' }]);
    // The text put back from the edit is joined after the answer, in a step of its own.
    expect(settling).toHaveLength(1);
    expect(() => settling[0]!()).not.toThrow();
  });

  it("answers a refusal in the lane's own words, and any other failure as the Worker's", async () => {
    let thrown: unknown = new LaneRefusal('the scenario is not JSON (line 1): …');
    const { ask } = served({
      measure: () => 1,
      refuse: () => {
        throw thrown;
      },
    });
    expect(await ask(1, 'refuse', { text: '{' })).toEqual({
      kind: 'failed',
      error: 'the scenario is not JSON (line 1): …',
    });
    thrown = new RangeError('Maximum call stack size exceeded');
    expect(await ask(2, 'refuse', { text: '[' })).toEqual({
      kind: 'failed',
      error: `${NESTED_TOO_DEEPLY} (Maximum call stack size exceeded)`,
    });
    expect(await ask(3, 'nowhere', { text: '' })).toEqual({
      kind: 'failed',
      error: 'the worker failed: no lane named nowhere',
    });
    expect(await ask(4, 'measure', { text: 'ok' })).toMatchObject({ kind: 'answered', value: 1 });
  });
});
