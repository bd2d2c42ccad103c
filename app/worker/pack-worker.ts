import { type ChannelRequest, createWorkerCodec, type PackReply } from './wire/codec.ts';
import { compressTextNatively } from './work-codec.ts';

// Deflates kept work off the page's thread: at 2,000 tools the text is megabytes,
// and deflating it between keystrokes made every edit wait. Its requests come
// through the channel's codec, a long text as the span that changed since the last.
const scope = self as unknown as Worker;
const codec = createWorkerCodec();
scope.onmessage = async (event: MessageEvent<ChannelRequest>) => {
  const { id } = event.data;
  try {
    // Read before any await: each edit applies to the text of the message before it.
    const { body } = codec.decodeRequest(event.data);
    const bytes = await compressTextNatively((body as { text: string }).text);
    scope.postMessage({ id, ok: true, bytes } satisfies PackReply, [bytes.buffer]);
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    scope.postMessage({ id, ok: false, error } satisfies PackReply);
  }
};
