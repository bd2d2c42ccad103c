import type { PackReply, PackRequest } from './pack-wire.ts';
import { compressTextNatively } from './work-codec.ts';

// Deflates kept work off the page's thread: at 2,000 tools the text is megabytes,
// and deflating it between keystrokes made every edit wait.
const scope = self as unknown as Worker;
scope.onmessage = async (event: MessageEvent<PackRequest>) => {
  const { id, text } = event.data;
  try {
    const bytes = await compressTextNatively(text);
    scope.postMessage({ id, ok: true, bytes } satisfies PackReply, [bytes.buffer]);
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    scope.postMessage({ id, ok: false, error } satisfies PackReply);
  }
};
