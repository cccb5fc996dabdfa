import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * Lets a list know that a form elsewhere saved its records: the list may be kept alive in a tab
 * rather than mounted again, so it cannot rely on loading when it appears.
 */
type Entity = 'source' | 'outbreak';

const counts: Record<Entity, number> = { source: 0, outbreak: 0 };
const listeners = new Set<() => void>();

export function announceChange(entity: Entity): void {
  counts[entity]++;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `reload` whenever a record of `entity` is saved elsewhere after this list has loaded. */
export function useReloadOnChange(entity: Entity, reload: () => void): void {
  const count = useSyncExternalStore(subscribe, () => counts[entity]);
  const loadedAt = useRef(count);
  useEffect(() => {
    if (count === loadedAt.current) return;
    loadedAt.current = count;
    reload();
  }, [count, reload]);
}
