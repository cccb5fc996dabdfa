import { useSyncExternalStore } from 'react';

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

/** How many times `entity` has been saved elsewhere in this page load; a change means "reload". */
export function useChangeCount(entity: Entity): number {
  return useSyncExternalStore(subscribe, () => counts[entity]);
}
