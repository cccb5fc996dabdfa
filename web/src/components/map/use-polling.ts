import { useEffect, useEffectEvent, useState } from 'react';

/** Screens that stay open for hours (the dashboard, the wall display) fetch their data again at this pace. */
export const REFRESH_MS = 60_000;

/**
 * Loads data now and again every `intervalMs` while the page is visible (a hidden tab waits and
 * loads when shown again), so the screen follows the records without a reload. A failed load
 * keeps the last data; the api layer has already told the user.
 */
export function usePolling<T>(load: () => Promise<T>, intervalMs = REFRESH_MS): T | undefined {
  const [data, setData] = useState<T>();
  const fetchNow = useEffectEvent(load);

  useEffect(() => {
    let active = true;
    let lastLoad = 0;
    const refresh = () => {
      lastLoad = Date.now();
      fetchNow().then(
        (next) => active && setData(next),
        () => undefined,
      );
    };
    const tick = () => {
      if (!document.hidden) refresh();
    };
    const shown = () => {
      if (!document.hidden && Date.now() - lastLoad >= intervalMs) refresh();
    };
    refresh();
    const timer = window.setInterval(tick, intervalMs);
    document.addEventListener('visibilitychange', shown);
    return () => {
      active = false;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', shown);
    };
  }, [intervalMs]);

  return data;
}
