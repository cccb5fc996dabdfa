import type { SessionUser } from '@ews/contract';
import { create } from 'zustand';
import { api } from '../api/index.ts';
import { i18n } from '../locales/index.ts';
import { forgetSession } from '../app/offline-session.ts';
import { announceSignOut } from '../app/session-broadcast.ts';
import { signIn, type LoginForm } from '../app/sign-in.ts';
import { getToken, removeAllCookies, removeToken, setLanguageCookie } from '../utils/cookies.ts';
import { useAppStore } from './app.ts';
import { usePermissionStore } from './permission.ts';
import { useSettingsStore } from './settings.ts';
import { useTagsViewStore } from './tagsView.ts';
import { infoRoute } from '@ews/contract/protocol/shell';
import { requestRoute, SESSION_OVER_CODES } from '../api/request.ts';

interface UserState extends Omit<SessionUser, 'userId'> {
  token: string;
  userId: number | null;
  login(form: LoginForm): Promise<void>;
  /** Loads the session user; rejects with 'Verification failed' when the answer is empty, 'roles must be a non-null array' when it has no roles. */
  getInfo(): Promise<SessionUser>;
  /** Signs out: the server revokes the session; the session storage and every cookie but the language's are cleared; the caller then goes to /admin/login?redirect={fullPath}. */
  logout(): Promise<void>;
  /** Forgets the token, roles and permissions (the Admin-Token cookie too). */
  resetToken(): void;
}

const signedOut = {
  userId: null,
  username: '',
  name: '',
  avatar: '',
  introduction: '',
  roles: [] as string[],
  permissions: [] as string[],
};

/** The refusal of the info answer by its check (protocol/shell.ts): its issues say which field was wrong. */
function schemaIssues(error: unknown): { path: PropertyKey[] }[] | undefined {
  const issues = (error as { issues?: unknown } | null)?.issues;
  return Array.isArray(issues) ? (issues as { path: PropertyKey[] }[]) : undefined;
}

export const useUserStore = create<UserState>()((set) => ({
  token: getToken() ?? '',
  ...signedOut,

  async login(form) {
    set({ token: await signIn(form) });
  },

  async getInfo() {
    let info: SessionUser;
    try {
      // A stale or revoked token on page load: the router says so once and opens the sign-in page,
      // rather than a toast and the 'Confirm logout' prompt over it.
      info = await requestRoute(infoRoute, {}, { quiet: SESSION_OVER_CODES });
    } catch (error) {
      const issues = schemaIssues(error);
      if (!issues) throw error;
      // The answer did not fit the contract: empty, or roles missing or not a list.
      const rolesWrong = issues.some((issue) => issue.path[0] === 'roles');
      throw new Error(i18n.t(rolesWrong ? 'permission.rolesRequired' : 'permission.verificationFailed'), { cause: error });
    }
    if (!info) throw new Error(i18n.t('permission.verificationFailed'));
    if (!Array.isArray(info.roles) || info.roles.length === 0) throw new Error(i18n.t('permission.rolesRequired'));
    const { userId, username, name, avatar, introduction, roles, permissions } = info;
    set({ userId, username, name, avatar, introduction, roles, permissions });
    useSettingsStore.getState().showFor(username);
    return info;
  },

  async logout() {
    // The server revokes the session; a failure (already revoked, offline) must not keep the
    // user signed in here, and the request wrapper has already shown it.
    await api.logout().catch(() => undefined);
    sessionStorage.clear();
    forgetSession();
    // Delete all cookies, with and without the host domain...
    removeAllCookies();
    // ...but the interface language is app state, not session state: write it back so the
    // interface (and the server's messages) do not jump to another language on the login page.
    setLanguageCookie(useAppStore.getState().language, true);
    set({ token: '', ...signedOut });
    useSettingsStore.getState().showFor('');
    usePermissionStore.getState().reset();
    useTagsViewStore.getState().reset();
    announceSignOut();
  },

  resetToken() {
    removeToken();
    set({ token: '', ...signedOut });
    useSettingsStore.getState().showFor('');
  },
}));
