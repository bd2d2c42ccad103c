import { deflateSync } from 'fflate';
import type { PackReply, PackRequest } from './pack-wire.ts';

// Deflates kept work off the page's thread: at 2,000 tools the text is megabytes,
// and deflating it between keystrokes made every edit wait for the slices.
self.onmessage = (event: MessageEvent<PackRequest>) => {
  const { id, text } = event.data;
  let reply: PackReply;
  try {
    const bytes = deflateSync(new TextEncoder().encode(text), { level: 6 });
    reply = { id, ok: true, bytes };
    (self as unknown as Worker).postMessage(reply, [bytes.buffer]);
  } catch (err) {
    reply = { id, ok: false, error: err instanceof Error ? err.message : String(err) };
    (self as unknown as Worker).postMessage(reply);
  }
};
