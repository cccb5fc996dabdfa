/**
 * Permission strings (RuoYi style 'domain:entity:action'). The menu table stores them on its
 * button entries, roles grant them, every endpoint declares one, and the server checks it.
 */
export const SUPER_PERMISSION = '*:*:*';

export const Permissions = {
  DASHBOARD_VIEW: 'dashboard:view',
} as const;

export type Permission = (typeof Permissions)[keyof typeof Permissions] | typeof SUPER_PERMISSION;

/** Who may call an endpoint: anybody, any signed-in user, or holders of a permission. */
export type Access = 'public' | 'signed-in' | Permission;

export function holds(granted: readonly string[], needed: string): boolean {
  return granted.includes(SUPER_PERMISSION) || granted.includes(needed);
}
