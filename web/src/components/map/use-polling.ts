import { LIVE_TOPICS, type LiveTopic } from '@ews/contract/domain';
import { useEffect, useEffectEvent, useState } from 'react';
import { onLiveChange } from '../../api/live.ts';

/** Screens that stay open for hours (the dashboard, the wall display) fetch their data again at this pace. */
export const REFRESH_MS = 60_000;
/**
 * Loads the live stream starts are at least this far apart: under a steady stream of writes a
 * screen reloads once a second, not once per write, and a large map is never fetched twice at once.
 */
export const LIVE_MIN_GAP_MS = 1_000;

/** What a map of source points and historical outbreaks shows: surveys change it only through the points' risks. */
export const MAP_TOPICS: readonly LiveTopic[] = ['sources', 'alerts', 'outbreaks'];
/** What figures over every kind of record show. */
export const ALL_TOPICS: readonly LiveTopic[] = LIVE_TOPICS;

export interface PollingOptions {
  intervalMs?: number;
  /** Load again as soon as the live stream tells of a change of these kinds (a constant: a new array restarts the polling). */
  liveTopics?: readonly LiveTopic[];
}

/**
 * Loads data now, again every `intervalMs` while the page is visible (a hidden tab waits and
 * loads when shown again), and at once when the live stream names one of `liveTopics`, so the
 * screen follows the records without a reload; the polling is what remains when the stream is
 * down. One load at a time: a change told during a load is fetched after it. A failed load keeps
 * the last data; the api layer has already told the user.
 */
export function usePolling<T>(load: () => Promise<T>, { intervalMs = REFRESH_MS, liveTopics }: PollingOptions = {}): T | undefined {
  const [data, setData] = useState<T>();
  const fetchNow = useEffectEvent(load);

  useEffect(() => {
    let active = true;
    let lastStart = 0;
    let loading = false;
    let wanted = false;
    let followUp: number | undefined;
    const refresh = () => {
      const wait = lastStart + LIVE_MIN_GAP_MS - Date.now();
      if (loading || wait > 0) {
        wanted = true;
        if (!loading) {
          followUp ??= window.setTimeout(() => {
            followUp = undefined;
            refresh();
          }, wait);
        }
        return;
      }
      loading = true;
      wanted = false;
      lastStart = Date.now();
      fetchNow()
        .then(
          (next) => active && setData(next),
          () => undefined,
        )
        .finally(() => {
          loading = false;
          if (active && wanted) refresh();
        });
    };
    const tick = () => {
      if (!document.hidden) refresh();
    };
    const shown = () => {
      if (!document.hidden && Date.now() - lastStart >= intervalMs) refresh();
    };
    const changed = () => {
      // A hidden tab loads when shown again, as after a missed poll.
      if (document.hidden) lastStart = 0;
      else refresh();
    };
    refresh();
    const timer = window.setInterval(tick, intervalMs);
    document.addEventListener('visibilitychange', shown);
    const stopListening = liveTopics ? onLiveChange(liveTopics, changed) : undefined;
    return () => {
      active = false;
      window.clearInterval(timer);
      window.clearTimeout(followUp);
      document.removeEventListener('visibilitychange', shown);
      stopListening?.();
    };
  }, [intervalMs, liveTopics]);

  return data;
}
