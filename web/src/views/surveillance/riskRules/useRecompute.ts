import type { RecomputeProgress } from '@ews/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../api/index.ts';

/** How often the progress of a running recompute is asked for. */
const POLL_MS = 500;
/** A full recompute of a large database takes a while: its call may wait this long. */
export const RECOMPUTE_TIMEOUT_MS = 10 * 60_000;

/**
 * Runs a call that recomputes every source point (the recompute button, a rules save) and
 * follows risk/recomputeProgress while it runs. `progress` is the latest the server reported:
 * before any run, the last one it finished.
 */
export function useRecompute() {
  const [progress, setProgress] = useState<RecomputeProgress | null>(null);
  const [running, setRunning] = useState(false);
  const mounted = useRef(true);

  const poll = useCallback(async () => {
    const latest = await api.riskRecomputeProgress().catch(() => undefined);
    if (latest && mounted.current) setProgress(latest);
  }, []);

  useEffect(() => {
    mounted.current = true;
    void poll();
    return () => {
      mounted.current = false;
    };
  }, [poll]);

  const run = useCallback(
    async <T>(call: () => Promise<T>): Promise<T> => {
      setRunning(true);
      const timer = window.setInterval(() => void poll(), POLL_MS);
      try {
        return await call();
      } finally {
        window.clearInterval(timer);
        if (mounted.current) setRunning(false);
        await poll();
      }
    },
    [poll],
  );

  return { progress, running, run };
}
