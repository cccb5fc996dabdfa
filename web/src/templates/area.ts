import type { RouteEntry } from '@ews/contract';
import { loadWithEachLanguage } from '../locales/index.ts';
import { usePermissionStore } from '../stores/permission.ts';
import { useAppStore } from '../stores/app.ts';
import { demoRoles } from './identity.ts';
import { titleMessages } from './locales/load.ts';
import { isTemplatesGroup, withDemoVisibility } from './visibility.ts';

/*
 * The part of the demo area the shell needs before any demo screen opens: the titles of the
 * Templates group (for the menus, tabs, breadcrumb and search) and which of its pages the demo
 * role sees. Fetched by app/router/session.ts only when the user's tree holds the group, so no
 * other user, and not the sign-in page, downloads a byte of it.
 */

/** The user's tree as the server sent it: the role switch narrows it again from here. */
let serverTree: RouteEntry[] = [];
let titlesFollowLanguage = false;

/** The tree the console shows: the Templates group as the demo's signed-in role sees it. */
export async function enterTemplatesArea(entries: RouteEntry[]): Promise<RouteEntry[]> {
  serverTree = entries;
  if (!titlesFollowLanguage) {
    titlesFollowLanguage = true;
    // Titles that failed to arrive show as their keys; they must not keep the console from opening.
    await loadWithEachLanguage(useAppStore.getState().language, (language) => titleMessages.load(language).catch(() => undefined));
  }
  return withDemoVisibility(entries, demoRoles());
}

/** Shows the Templates group as `roles` see it (after a demo sign-in or a role switch). */
export function showTemplatesAs(roles: readonly string[]): void {
  if (!templatesGroup()) return; // on /login, before the console's sign-in: no tree to narrow yet
  usePermissionStore.getState().setEntries(withDemoVisibility(serverTree, roles));
}

/** The Templates group of the user's tree, all of it, whatever the demo role. */
export function templatesGroup(): RouteEntry | undefined {
  return serverTree.find(isTemplatesGroup);
}
