import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';

const LF = 0x0a;
const CR = 0x0d;

/**
 * `fetch` for the SDK's HTTP transports that reads no message over `maxBytes`,
 * the bound a stdio client has (stdio-transport.ts): a JSON answer counts whole,
 * an event stream counts from one event's end (a blank line) to the next. Past the
 * bound the body errors and `onOver` is called, so the connection can be ended and
 * the cause named instead of a wait for an answer that is never parsed.
 */
export function boundedFetch(maxBytes: number, onOver: () => void, base: FetchLike = fetch): FetchLike {
  return async (url, init) => {
    const response = await base(url, init);
    // Redirects and errors pass as they came (the SDK reads their status and headers); only a body is bounded.
    if (response.body === null || response.status < 200 || response.status >= 300) return response;
    if (response.status === 204 || response.status === 205) return response;
    const events = response.headers.get('content-type')?.includes('text/event-stream') ?? false;
    let since = 0;
    let lineEmpty = true;
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          if (!events) since += chunk.byteLength;
          else
            for (const byte of chunk) {
              // An event ends at an empty line ("\n\n" or "\r\n\r\n"): the next one counts from nought.
              if (byte === LF) {
                if (lineEmpty) {
                  since = 0;
                  continue;
                }
                lineEmpty = true;
              } else if (byte !== CR) lineEmpty = false;
              since += 1;
              if (since > maxBytes) break;
            }
          if (since > maxBytes) {
            onOver();
            controller.error(new Error(`a message over ${maxBytes} bytes`));
            return;
          }
          controller.enqueue(chunk);
        },
      }),
    );
    return new Response(counted, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
