import type { RouteEntry } from '@ews/contract';
import { menuTreeRoute } from '@ews/contract/protocol/shell';
import { requestRoute } from '../../api/request.ts';
import { usePermissionStore } from '../../stores/permission.ts';
import { useUserStore } from '../../stores/user.ts';
import { TEMPLATES_GROUP } from '../../templates/group.ts';
import { getToken } from '../../utils/cookies.ts';
import { keepSession, keptSession } from '../offline-session.ts';
import { withProgress } from '../progress.ts';
import { preloadScreenAt } from './preload.ts';

let pending: Promise<void> | null = null;

/** The demo area's titles and demo-role visibility: a chunk fetched only for a user granted the Templates group. */
async function withTemplatesArea(entries: RouteEntry[]): Promise<RouteEntry[]> {
  if (!entries.some((entry) => entry.name === TEMPLATES_GROUP)) return entries;
  const { enterTemplatesArea } = await import('../../templates/area.ts');
  return enterTemplatesArea(entries);
}

/**
 * Loads the signed-in user's info and route tree: once per page load
 * (and again only after a sign-out); concurrent callers share one load. Without a network, the
 * ones kept from the last load with the same token stand in (app/offline-session.ts).
 */
export function loadSession(): Promise<void> {
  pending ??= withProgress(
    (async () => {
      preloadScreenAt(window.location.pathname);
      try {
        let entries: RouteEntry[];
        try {
          const user = await useUserStore.getState().getInfo();
          entries = await requestRoute(menuTreeRoute, {});
          keepSession(getToken() ?? '', user, entries);
        } catch (error) {
          // No network: the session last loaded with this token, so the field entry screen opens offline.
          const kept = keptSession(error, getToken());
          if (!kept) throw error;
          useUserStore.setState(kept.user);
          entries = kept.entries;
        }
        usePermissionStore.getState().setEntries(await withTemplatesArea(entries));
        // The service worker and the sending of field entries: a chunk of their own, after the session.
        void import('../../offline/start.ts').then(({ startOffline }) => startOffline());
      } finally {
        pending = null;
      }
    })(),
  );
  return pending;
}
