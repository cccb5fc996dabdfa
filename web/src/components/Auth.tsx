import type { ReactNode } from 'react';
import { useAuth } from '../hooks/useAuth.ts';

type AuthProps = { children: ReactNode; fallback?: ReactNode } & (
  | { permission: readonly string[]; role?: never }
  | { role: readonly string[]; permission?: never }
);

/**
 * Element guards: `permission` renders the children only for holders of '*:*:*' or one
 * of the listed permissions; `role` only for role 'admin' or one of the listed roles. An empty
 * list throws. The server checks every call anyway: this only hides what it would refuse.
 */
export function Auth({ children, fallback = null, ...guard }: AuthProps) {
  const { hasPermission, hasRole } = useAuth();
  const allowed = guard.permission ? hasPermission(guard.permission) : hasRole(guard.role ?? []);
  return <>{allowed ? children : fallback}</>;
}
