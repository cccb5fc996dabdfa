import { holds, Permissions } from '@ews/contract/permissions';
import { useUserStore } from '../stores/user.ts';
import { hasWaitingEntries } from './waiting-mark.ts';

let listening = false;

/** Who may have field entries to send: surveys, or human cases. */
const ENTERS = [Permissions.SURVEY_ADD, Permissions.CASE_ADD];

/** The sender, with IndexedDB, is a chunk of its own: fetched only when the user has entries waiting. */
async function sendForSignedInUser(): Promise<void> {
  const { userId, permissions } = useUserStore.getState();
  if (userId === null || !navigator.onLine || !ENTERS.some((permission) => holds(permissions, [permission])) || !hasWaitingEntries(userId)) return;
  const { sendWaiting } = await import('./sync.ts');
  await sendWaiting(userId);
}

/**
 * What the console starts once a session is loaded (app/router/session.ts imports this chunk then,
 * so neither the sign-in page nor the shell carries it): the service worker, which keeps the page
 * and its files for offline use, and the sending of the signed-in user's field entries, now and
 * each time the network comes back. Entries that waited through a sign-out go with the next
 * sign-in of the same user.
 */
export function startOffline(): void {
  // Secure pages only (https, or localhost); in `vite dev` there is no /sw.js to register.
  if ('serviceWorker' in navigator && import.meta.env.PROD) void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (!listening) {
    listening = true;
    window.addEventListener('online', () => void sendForSignedInUser());
  }
  void sendForSignedInUser();
}
