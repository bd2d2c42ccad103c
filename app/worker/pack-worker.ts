import { createPackReader, type PackReply, type PackRequest } from './pack-wire.ts';
import { compressTextNatively } from './work-codec.ts';

// Deflates kept work off the page's thread: at 2,000 tools the text is megabytes,
// and deflating it between keystrokes made every edit wait.
const scope = self as unknown as Worker;
const read = createPackReader();
scope.onmessage = async (event: MessageEvent<PackRequest>) => {
  const { id } = event.data;
  try {
    // Read before any await: each edit applies to the text of the message before it.
    const { text } = read(event.data);
    const bytes = await compressTextNatively(text);
    scope.postMessage({ id, ok: true, bytes } satisfies PackReply, [bytes.buffer]);
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    scope.postMessage({ id, ok: false, error } satisfies PackReply);
  }
};
