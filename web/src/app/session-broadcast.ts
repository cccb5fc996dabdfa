/**
 * Tells this browser's other tabs that the session ended here. The cookies are shared, so a tab
 * left open would otherwise keep showing records until its next call was refused.
 */
const CHANNEL = 'ews-session';
const SIGNED_OUT = 'signed-out';

/**
 * Null where the browser has no BroadcastChannel (the other tabs then learn it on their next call),
 * and on the server, which draws a list's first rows with these modules and has no tabs to tell.
 */
const channel = typeof window === 'undefined' || typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);

export function announceSignOut(): void {
  channel?.postMessage(SIGNED_OUT);
}

/** Calls `listener` when another tab signs out; returns the unsubscribe. */
export function onSignOutElsewhere(listener: () => void): () => void {
  const handle = (event: MessageEvent) => {
    if (event.data === SIGNED_OUT) listener();
  };
  channel?.addEventListener('message', handle);
  return () => channel?.removeEventListener('message', handle);
}
