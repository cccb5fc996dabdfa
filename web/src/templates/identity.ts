import { isDemoRole, type DemoRole } from './roles.ts';

/**
 * Who is signed in to the template's demo: the mock token and the roles its user/info answered.
 * Kept in local storage under a key of its own, never in the console's Admin-Token cookie: a
 * demo sign-in signs nobody in to the console, and the console's sign-out (which clears cookies
 * and session storage) leaves the demo identity alone, as closing all tabs does.
 */
export interface DemoIdentity {
  token: string;
  roles: DemoRole[];
}

export const DEMO_IDENTITY_KEY = 'Templates-Demo-Identity';

/** Without a demo sign-in, the console's admin (the only role granted the Templates group) is the demo's admin. */
export const DEFAULT_DEMO_ROLES: DemoRole[] = ['admin'];

export function demoIdentity(): DemoIdentity | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(DEMO_IDENTITY_KEY) ?? 'null') as Partial<DemoIdentity> | null;
    if (typeof stored?.token !== 'string' || !Array.isArray(stored.roles)) return undefined;
    const roles = stored.roles.filter(isDemoRole);
    return roles.length > 0 ? { token: stored.token, roles } : undefined;
  } catch {
    return undefined; // not ours, or not JSON: as if nobody were signed in
  }
}

export function saveDemoIdentity(identity: DemoIdentity): void {
  localStorage.setItem(DEMO_IDENTITY_KEY, JSON.stringify(identity));
}

export function clearDemoIdentity(): void {
  localStorage.removeItem(DEMO_IDENTITY_KEY);
}

export function demoRoles(): DemoRole[] {
  return demoIdentity()?.roles ?? DEFAULT_DEMO_ROLES;
}
