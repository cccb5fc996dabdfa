import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pageBefore } from '../app/came-from.ts';

/**
 * The address of the page this view was opened from (the dashboard's map, a list), to go back to
 * when its work is done; `fallback` when it was opened by its address (typed, reloaded). Fixed
 * when the view opens at a new address from another page; kept while it moves within itself (a
 * record's view to its edit form) and when its tab is shown again.
 */
export function useCameFrom(fallback: string): () => string {
  const { pathname, search } = useLocation();
  const origin = useRef<string | undefined>(undefined);
  const openedAt = useRef<string | undefined>(undefined);
  useEffect(() => {
    const address = pathname + search;
    if (openedAt.current === address) return;
    openedAt.current = address;
    const before = pageBefore();
    if (before?.pathname !== pathname) origin.current = before?.fullPath;
  }, [pathname, search]);
  return () => origin.current ?? fallback;
}
