import type { LiveEvent } from '../schemas/public.ts';
import { prepareRequest, readResponse, type CallOptions } from './client.ts';
import { liveEventsRoute } from './shell.ts';

/**
 * Opens the live stream (signed like any call, with the session token when there is one) and
 * answers its body; a refusal (40100 with PUBLIC_PAGES=off and no session, 42900 when the server
 * holds too many streams) rejects with the envelope's ApiError.
 */
export async function openLiveStream(options: CallOptions & { signal: AbortSignal }): Promise<ReadableStream<Uint8Array>> {
  const { url, init } = prepareRequest(liveEventsRoute, {}, options);
  const response = await (options.fetchImpl ?? fetch)(url, { ...init, signal: options.signal });
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
    await readResponse(liveEventsRoute, response, options.aesKey);
    throw new Error(`expected an event stream, got ${response.status}`);
  }
  return response.body;
}

/** The `data:` of one event block, or '' for a block of comments (the opening and the heartbeats). */
function dataOf(block: string): string {
  return block
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trimStart())
    .join('\n');
}

/** The events of a live stream's body, each checked by the route, until the stream ends. */
export async function* readLiveEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<LiveEvent> {
  // TextDecoderStream takes any BufferSource; the DOM typings ask for exactly the body's chunk type.
  const reader = body.pipeThrough(new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const data = dataOf(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (data) yield liveEventsRoute.output.parse(JSON.parse(data));
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
