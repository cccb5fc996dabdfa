/**
 * Whether a user has seen the guided tour in this browser, so that it starts by itself on their
 * first sign-in only. Kept per username, like the column layouts: another user signing in on the
 * same browser still gets their own first tour.
 */

/** The storage key of `username`'s tour; e2e/support/browser.ts writes it for the tests that sign in without the tour. */
export const tourStorageKey = (username: string) => `ews-tour:${username}`;

export function tourSeen(username: string): boolean {
  try {
    return localStorage.getItem(tourStorageKey(username)) !== null;
  } catch {
    return true; // storage blocked: better no tour than one at every sign-in
  }
}

/** Remembers that `username` finished or closed the tour: it does not start by itself again. */
export function rememberTourSeen(username: string) {
  try {
    localStorage.setItem(tourStorageKey(username), new Date().toISOString());
  } catch {
    // storage full or blocked: the tour may start again at the next sign-in
  }
}
