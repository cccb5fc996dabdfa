/**
 * Whether a user has field entries waiting to be sent on this device, kept in localStorage beside
 * the entries themselves (IndexedDB): the console reads it after every sign-in and fetches the
 * sender (and the IndexedDB library) only when there is something to send.
 */
const keyOf = (userId: number) => `ews-field-waiting:${userId}`;

export function hasWaitingEntries(userId: number): boolean {
  return Number(localStorage.getItem(keyOf(userId))) > 0;
}

export function markWaitingEntries(userId: number, count: number): void {
  if (count > 0) localStorage.setItem(keyOf(userId), String(count));
  else localStorage.removeItem(keyOf(userId));
}
