import { describe, expect, it, vi } from 'vitest';
import type { ChannelReply, ChannelRequest } from './channel-wire.ts';
import { serveChannel } from './serve-channel.ts';
import { encodeBodyText, TEXT_EDIT_MIN_CHARS } from './text-edit.ts';

describe('serveChannel', () => {
  it('puts a text sent as an edit back together and hands the handler the span that changed', async () => {
    const replies: ChannelReply[] = [];
    const scope = {
      postMessage: (reply: ChannelReply) => replies.push(reply),
      onmessage: null as ((event: MessageEvent<ChannelRequest>) => void) | null,
    };
    const seen: unknown[] = [];
    const noted: unknown[] = [];
    const settling: (() => void)[] = [];
    serveChannel(
      scope,
      (_lane, body, edit) => {
        seen.push((body as { text: string }).text.length);
        if (edit) noted.push(edit);
        return 'done';
      },
      (step) => settling.push(step),
    );
    const long = `{"a": "${'x'.repeat(TEXT_EDIT_MIN_CHARS)}"}`;
    const edited = long.replace('xx"', 'xYx"');
    const first = encodeBodyText({ text: long }, null);
    const second = encodeBodyText({ text: edited }, first.text);
    const send = async (id: number, body: unknown) => {
      scope.onmessage!({
        data: { id, lane: 'evaluate', body: structuredClone(body) },
      } as MessageEvent<ChannelRequest>);
      await vi.waitFor(() => expect(replies.some((r) => r.id === id && 'ok' in r)).toBe(true));
    };
    await send(1, first.body);
    expect(noted).toEqual([]);
    expect(settling).toHaveLength(0);
    await send(2, second.body);
    expect(seen).toEqual([long.length, edited.length]);
    expect(noted).toEqual([{ before: long, prefix: long.length - 3, suffix: 3, middle: 'Y' }]);
    // The text put back from the edit is joined after the answer, in a step of its own.
    expect(settling).toHaveLength(1);
    expect(() => settling[0]!()).not.toThrow();
  });
});
