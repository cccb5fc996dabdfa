/*
 * Writes this browser makes, announced to whoever shows figures they may change (the alert bell):
 * those refresh at once instead of at their next poll.
 */

const listeners = new Set<() => void>();

/** Calls `listener` after each successful write (any call but a GET); returns the unsubscribe. */
export function onWrite(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceWrite(): void {
  for (const listener of listeners) listener();
}
