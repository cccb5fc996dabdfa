import type { RouteEntry } from '@ews/contract';
import { entryFullPath } from '@ews/contract/route-paths';
import { TEMPLATES_GROUP } from './group.ts';
import { canSee, demoRolesOf } from './roles.ts';
import type { DemoRoute } from './mock/server.ts';


export const isTemplatesGroup = (entry: RouteEntry) => entry.name === TEMPLATES_GROUP;

/** The entries below `parentFullPath` that `roles` may see (SPEC §6), each with its own visible children. */
function visibleChildren(entries: RouteEntry[], roles: readonly string[], parentFullPath: string): RouteEntry[] {
  return entries.flatMap((entry) => {
    const fullPath = entryFullPath(entry, parentFullPath);
    if (!canSee(roles, fullPath)) return [];
    return [{ ...entry, children: visibleChildren(entry.children, roles, fullPath) }];
  });
}

/** The user's route tree with the Templates group narrowed to what the demo's `roles` may see; the rest as it was. */
export function withDemoVisibility(entries: RouteEntry[], roles: readonly string[]): RouteEntry[] {
  return entries.map((entry) => (isTemplatesGroup(entry) ? { ...entry, children: visibleChildren(entry.children, roles, entryFullPath(entry)) } : entry));
}

/** The Templates group's pages as the template's route list (the mock's `routes`): full paths, titles and the roles that see each. */
export function demoRouteList(entries: RouteEntry[], parentFullPath = ''): DemoRoute[] {
  return entries.map((entry) => {
    const path = entryFullPath(entry, parentFullPath);
    const roles = demoRolesOf(path);
    return { path, title: entry.meta.title, ...(roles ? { roles } : {}), children: demoRouteList(entry.children, path) };
  });
}
