import { DEFAULT_AES_KEY, type LiveEvent, type LiveTopic } from '@ews/contract';
import { openLiveStream, readLiveEvents } from '@ews/contract/protocol/live';

/** A live stream as a screen holds it: the events in order of arrival, and whether it has ended. */
export interface LiveListener {
  /** The next event not yet taken, waiting for it when none is waiting. */
  next(): Promise<LiveEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The next event naming `topic`, passing over the others (a write of an earlier step may still be on its way). */
  nextWith(topic: LiveTopic): Promise<LiveEvent>;
  close(): void;
}

/** Opens a stream with the session `token`, if any, and extra `headers` (X-Forwarded-For behind a trusted proxy). */
export async function listenLive(origin: string, token?: string, headers?: Record<string, string>): Promise<LiveListener> {
  const abort = new AbortController();
  const body = await openLiveStream({ origin, token, headers, aesKey: DEFAULT_AES_KEY, signal: abort.signal });
  const events: LiveEvent[] = [];
  let wake: (() => void) | undefined;
  let over = false;
  const ended = (async () => {
    try {
      for await (const event of readLiveEvents(body)) {
        events.push(event);
        wake?.();
      }
    } catch (error) {
      if (!abort.signal.aborted) throw error;
    } finally {
      over = true;
      wake?.();
    }
  })();
  const next = async () => {
    while (events.length === 0) {
      if (over) throw new Error('the live stream ended');
      await new Promise<void>((resolve) => (wake = resolve));
    }
    return events.shift()!;
  };
  return {
    next,
    nextWith: async (topic) => {
      for (;;) {
        const event = await next();
        if (event.topics.includes(topic)) return event;
      }
    },
    ended,
    close: () => abort.abort(),
  };
}
