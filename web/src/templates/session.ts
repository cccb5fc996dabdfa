import { useTagsViewStore } from '../stores/tagsView.ts';
import { showTemplatesAs } from './area.ts';
import { clearDemoIdentity, DEFAULT_DEMO_ROLES, saveDemoIdentity, type DemoIdentity } from './identity.ts';
import { demoApi } from './mock/client.ts';
import { roleToken } from './mock/server.ts';
import { canSee, DEMO_HOME, type DemoRole } from './roles.ts';

/** The demo's user behind `token` (mock user/info), remembered as the demo identity. */
async function adopt(token: string): Promise<DemoIdentity> {
  const { roles } = await demoApi.info(token);
  const identity = { token, roles };
  saveDemoIdentity(identity);
  return identity;
}

/** The template's mock sign-in (/login): the token is the moment of signing in. Signs nobody in to the console. */
export async function demoSignIn(username: string, password: string): Promise<DemoIdentity> {
  const { token } = await demoApi.login(username.trim(), password);
  return adopt(token);
}

/**
 * The template's role switch (/permission): a token named after the role, the info and the
 * Templates group's routes loaded again for it, and every tab closed but the fixed ones. When the
 * new role may not see the page open at `pathname`, the demo dashboard is loaded afresh instead,
 * which loads the info and routes: swapping the routes under the open page would send the router
 * to the catch-all /404 before a navigation away could land.
 */
export async function switchDemoRole(role: DemoRole, pathname: string): Promise<DemoIdentity> {
  const identity = await adopt(roleToken(role));
  // Closed before a reload too: the open tabs outlive one (stores/tagsView.ts).
  useTagsViewStore.getState().delAllViews();
  if (canSee(identity.roles, pathname)) showTemplatesAs(identity.roles);
  else window.location.assign(DEMO_HOME);
  return identity;
}

/** Leaves the demo: the Templates group shows again as the console's admin sees it. */
export async function demoSignOut(): Promise<void> {
  await demoApi.logout();
  clearDemoIdentity();
  showTemplatesAs(DEFAULT_DEMO_ROLES);
}
