import { useMemo } from 'react';
import { useUserStore } from '../stores/user.ts';
import { checkPermission, checkRole } from '../utils/permission.ts';

/** Whether the signed-in user holds one of `wanted` (or '*:*:*'); throws on an empty list. */
export function hasPermission(wanted: readonly string[]): boolean {
  return checkPermission(useUserStore.getState().permissions, wanted);
}

/** Whether the signed-in user has one of the roles `wanted` (or 'admin'); throws on an empty list. */
export function hasRole(wanted: readonly string[]): boolean {
  return checkRole(useUserStore.getState().roles, wanted);
}

/** The permission and role checks, re-evaluated when the user's permissions change. */
export function useAuth() {
  const permissions = useUserStore((state) => state.permissions);
  const roles = useUserStore((state) => state.roles);
  return useMemo(
    () => ({
      hasPermission: (wanted: readonly string[]) => checkPermission(permissions, wanted),
      hasRole: (wanted: readonly string[]) => checkRole(roles, wanted),
    }),
    [permissions, roles],
  );
}
