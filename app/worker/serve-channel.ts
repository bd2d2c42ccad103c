import type { LaneAnswers, LaneTable } from './lanes.ts';
import { type ChannelReply, type ChannelRequest, createWorkerCodec } from './wire/codec.ts';
import { joinText } from './wire/request-text.ts';

interface Scope {
  postMessage: (message: ChannelReply) => void;
  onmessage: ((event: MessageEvent<ChannelRequest>) => void) | null;
}

/**
 * The Worker's half of the channel: each request is answered by its lane's entry
 * of `answers`, and whatever goes wrong while answering it (an exception in the
 * core, a stack exhausted by a deeply nested paste, an answer the browser cannot
 * clone) comes back as that request's error instead of leaving the page waiting.
 * A text put back from an edit is joined into one piece after the answer, in a
 * step `settle` runs later (joinText in wire/request-text.ts).
 */
export function serveChannel<T extends LaneTable>(
  scope: Scope,
  answers: LaneAnswers<T>,
  settle: (step: () => void) => void = (step) => void setTimeout(step, 0),
): void {
  const codec = createWorkerCodec();
  const answer = answers as Record<
    string,
    (body: unknown, edit: unknown, progress: (done: number, of: number) => void) => unknown
  >;
  scope.onmessage = async (event) => {
    const { id } = event.data;
    try {
      const { lane, body, edit, joined } = codec.decodeRequest(event.data);
      const answerOf = Object.hasOwn(answer, lane) ? answer[lane] : undefined;
      if (!answerOf) throw new Error(`no lane named ${lane}`);
      const value = await answerOf(body, edit, (done, of) => scope.postMessage({ id, progress: done, of }));
      codec.encodeAnswer(id, lane, value, (reply) => scope.postMessage(reply));
      if (joined !== null) settle(() => joinText(joined));
    } catch (err) {
      scope.postMessage(codec.encodeFailure(id, err));
    }
  };
}
