import { describe, expect, it } from 'vitest';
import { boundedFetch } from './bounded-fetch.ts';

/** A fetch answering every request with `body` as `type`. */
const answering = (body: string, type: string) => async () =>
  new Response(body, { status: 200, headers: { 'content-type': type } });

async function read(body: string, type: string, max: number): Promise<{ text: string | null; over: number }> {
  let over = 0;
  const fetch = boundedFetch(max, () => over++, answering(body, type));
  const response = await fetch('http://127.0.0.1/mcp');
  const text = await response.text().catch(() => null);
  return { text, over };
}

describe(boundedFetch, () => {
  it('passes an event stream whose events are each within the bound, however long the stream', async () => {
    const event = `data: ${'x'.repeat(40)}\n\n`;
    const stream = event.repeat(50);
    expect(await read(stream, 'text/event-stream', 60)).toEqual({ text: stream, over: 0 });
    const crlf = `data: ${'x'.repeat(40)}\r\n\r\n`.repeat(50);
    expect(await read(crlf, 'text/event-stream', 60)).toEqual({ text: crlf, over: 0 });
  });

  it('ends a stream at the event over the bound and says so', async () => {
    const stream = `data: short\n\ndata: ${'x'.repeat(100)}\n\n`;
    expect(await read(stream, 'text/event-stream', 60)).toEqual({ text: null, over: 1 });
  });

  it('counts a JSON answer whole', async () => {
    const body = JSON.stringify({ result: { tools: [] }, pad: 'x'.repeat(100) });
    expect(await read(body, 'application/json', 60)).toEqual({ text: null, over: 1 });
    expect((await read(body, 'application/json', 1000)).text).toBe(body);
  });

  it('leaves a redirect or an error as it came', async () => {
    const redirect = async () => new Response(null, { status: 307, headers: { location: '/elsewhere' } });
    const response = await boundedFetch(10, () => {}, redirect)('http://127.0.0.1/mcp');
    expect([response.status, response.headers.get('location')]).toEqual([307, '/elsewhere']);
  });
});
