import type { RouteEntry, SessionUser } from '@ews/contract';
import { ApiError } from '@ews/contract/protocol/envelope';

/** The session this browser loaded last: the user and their route tree, with the token it was loaded with. */
interface KeptSession {
  token: string;
  user: SessionUser;
  entries: RouteEntry[];
}

const KEY = 'ews-offline-session';

/** Keeps the loaded session, so the console opens without the network on the same token (the field entry screen). */
export function keepSession(token: string, user: SessionUser, entries: RouteEntry[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ token, user, entries } satisfies KeptSession));
  } catch {
    // Storage full or refused: the console still works online.
  }
}

/** The session kept from the last load, if it was loaded with `token`. */
function keptFor(token: string | undefined): KeptSession | undefined {
  if (!token) return undefined;
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as KeptSession | null;
    return kept?.token === token ? kept : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The kept session, when loading it failed for want of a network (no answer at all, not a refusal)
 * and it was loaded with the same token: another sign-in, or none, gets nothing.
 */
export function keptSession(error: unknown, token: string | undefined): KeptSession | undefined {
  return error instanceof ApiError && error.status === 0 ? keptFor(token) : undefined;
}

/** The route tree last loaded with `token`: what the console will most likely be given again. */
export const keptEntries = (token: string | undefined): RouteEntry[] | undefined => keptFor(token)?.entries;

/** Signing out forgets it: the next person on this device opens nothing of it. */
export function forgetSession(): void {
  localStorage.removeItem(KEY);
}
