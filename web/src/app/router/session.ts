import { menuTreeRoute } from '@ews/contract/protocol/shell';
import { requestRoute } from '../../api/request.ts';
import { usePermissionStore } from '../../stores/permission.ts';
import { useUserStore } from '../../stores/user.ts';
import { withProgress } from '../progress.ts';

let pending: Promise<void> | null = null;

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
        usePermissionStore.getState().setEntries(entries);
      } finally {
        pending = null;
      }
    })(),
  );
  return pending;
}
