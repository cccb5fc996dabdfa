import { LIVE_TOPICS, type LiveTopic } from '@ews/contract/domain';
import { ApiError } from '@ews/contract/protocol/envelope';
import { openLiveStream, readLiveEvents } from '@ews/contract/protocol/live';
import { getAesKey } from '../utils/aes-key.ts';
import { getToken } from '../utils/cookies.ts';

/*
 * The server's live stream, told to whoever shows records of the kinds it names. One tab of the
 * browser holds the stream (a Web Lock elects it) and passes its events to the others (a
 * BroadcastChannel): a browser keeps only six connections to a server, and ten open tabs must not
 * take them all. While there is no stream the screens keep to their 60 s polling.
 */

interface Listener {
  topics: readonly LiveTopic[];
  onChange: () => void;
}

const CHANNEL = 'ews-live';
const LOCK = 'ews-live-stream';
/** Waits before opening the stream again after it dropped, one more step per failure. */
const RETRY_MS = [1_000, 2_000, 5_000, 15_000, 60_000];
/**
 * Waits after the server refused the stream (it holds all it may for the server, this address or
 * this session; or no session): it will not think again within seconds, and the screens poll.
 */
const REFUSED_RETRY_MS = [60_000, 120_000, 300_000];
/** A stream that lasted this long was healthy: the next failure starts the waits again from the first. */
const HEALTHY_MS = 10_000;

const listeners = new Set<Listener>();
let disconnect: (() => void) | undefined;

function deliver(topics: readonly LiveTopic[]): void {
  for (const listener of [...listeners]) if (listener.topics.some((topic) => topics.includes(topic))) listener.onChange();
}

/**
 * The wait before the next try after `failures` failures in a row: its step of the ladder, taken
 * somewhere in the step's upper half, so that the browsers one restart dropped together do not
 * all come back in the same second.
 */
export function retryDelay(failures: number, refused: boolean, random: () => number = Math.random): number {
  const ladder = refused ? REFUSED_RETRY_MS : RETRY_MS;
  return ladder[Math.min(failures, ladder.length - 1)]! * (0.5 + random() / 2);
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      window.clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Holds the stream until `signal` aborts, opening it again after each drop. After a reconnection,
 * or when the tab takes the stream over from one that closed, every kind counts as changed: writes
 * made while there was no stream were not told.
 */
async function holdStream(signal: AbortSignal, share: (topics: readonly LiveTopic[]) => void, takingOver: boolean): Promise<void> {
  let failures = 0;
  let reconnecting = takingOver;
  while (!signal.aborted) {
    const openedAt = Date.now();
    let refused = false;
    try {
      const body = await openLiveStream({ origin: '', token: getToken(), aesKey: getAesKey(), signal });
      if (reconnecting) share(LIVE_TOPICS);
      reconnecting = true;
      for await (const event of readLiveEvents(body)) share(event.topics);
    } catch (error) {
      // Refused (an envelope's answer), dropped or aborted: the screens' polling carries on meanwhile.
      refused = error instanceof ApiError;
    }
    if (Date.now() - openedAt >= HEALTHY_MS) failures = 0;
    await pause(retryDelay(failures++, refused), signal);
  }
}

function connect(): () => void {
  const abort = new AbortController();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : undefined;
  if (channel) channel.onmessage = (message: MessageEvent<LiveTopic[]>) => deliver(message.data);
  const share = (topics: readonly LiveTopic[]) => {
    deliver(topics);
    channel?.postMessage(topics);
  };
  const hold = (takingOver: boolean) => holdStream(abort.signal, share, takingOver);
  const locks = typeof navigator.locks?.request === 'function' ? navigator.locks : undefined;
  if (!locks) void hold(false);
  else {
    // Free: this tab is the first. Held: another tab streams, and this one takes over when it closes.
    const waitForLock = () => locks.request(LOCK, { signal: abort.signal }, () => hold(true));
    locks.request(LOCK, { ifAvailable: true }, (lock) => (lock ? hold(false) : waitForLock())).catch(() => undefined);
  }
  return () => {
    abort.abort();
    channel?.close();
  };
}

/**
 * Calls `onChange` whenever anyone, through any instance of the server, writes a record of one of
 * these kinds; answers the way to stop. The stream is open while someone in the tab listens.
 */
export function onLiveChange(topics: readonly LiveTopic[], onChange: () => void): () => void {
  const listener = { topics, onChange };
  listeners.add(listener);
  disconnect ??= connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    disconnect?.();
    disconnect = undefined;
  };
}
