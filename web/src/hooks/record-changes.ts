import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * Lets a list know that a form elsewhere saved its records: the list may be kept alive in a tab
 * rather than mounted again, so it cannot rely on loading when it appears. Resources are named
 * as their descriptors name them (hooks/resource.ts).
 */
const counts = new Map<string, number>();
const listeners = new Set<() => void>();

export function announceChange(resource: string): void {
  counts.set(resource, (counts.get(resource) ?? 0) + 1);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `reload` whenever a record of `resource` is saved elsewhere after this list has loaded. */
export function useReloadOnChange(resource: string, reload: () => void): void {
  const changes = () => counts.get(resource) ?? 0;
  // The same count on the server, which draws a list's first rows with this hook (ssr/).
  const count = useSyncExternalStore(subscribe, changes, changes);
  const loadedAt = useRef(count);
  useEffect(() => {
    if (count === loadedAt.current) return;
    loadedAt.current = count;
    reload();
  }, [count, reload]);
}
