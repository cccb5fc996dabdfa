import type { RouteEntry } from '@ews/contract';
import { menuTreeRoute } from '@ews/contract/protocol/shell';
import { requestRoute } from '../../api/request.ts';
import { usePermissionStore } from '../../stores/permission.ts';
import { useUserStore } from '../../stores/user.ts';
import { TEMPLATES_GROUP } from '../../templates/group.ts';
import { withProgress } from '../progress.ts';

let pending: Promise<void> | null = null;

/** The demo area's titles and demo-role visibility: a chunk fetched only for a user granted the Templates group. */
async function withTemplatesArea(entries: RouteEntry[]): Promise<RouteEntry[]> {
  if (!entries.some((entry) => entry.name === TEMPLATES_GROUP)) return entries;
  const { enterTemplatesArea } = await import('../../templates/area.ts');
  return enterTemplatesArea(entries);
}

/**
 * Loads the signed-in user's info and route tree: once per page load
 * (and again only after a sign-out); concurrent callers share one load.
 */
export function loadSession(): Promise<void> {
  pending ??= withProgress(
    (async () => {
      try {
        await useUserStore.getState().getInfo();
        const entries = await requestRoute(menuTreeRoute, {});
        usePermissionStore.getState().setEntries(await withTemplatesArea(entries));
      } finally {
        pending = null;
      }
    })(),
  );
  return pending;
}
