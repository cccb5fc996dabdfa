import { i18n } from '../../locales/index.ts';
import { templatesGroup } from '../area.ts';
import type { DemoRole } from '../roles.ts';
import { demoRouteList } from '../visibility.ts';
import type { Article, Transaction } from './data.ts';
import { createMockServer, MockCodes, type ArticleQuery, type DemoRoleRecord, type DemoRoute, type DemoUser, type MockMethod, type MockParams } from './server.ts';

/**
 * The demo screens' API: the template's calls, answered by the in-browser mock server. Only the
 * demo area imports it; the console's api client (src/api/) knows nothing of it.
 */

/** A mock call's refusal: its code and the template's message in the interface language. */
export class DemoError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'DemoError';
  }
}

const SESSIONS_KEY = 'Templates-Demo-Sessions';

/** The mock's sign-ins (timestamp token → user), kept across page loads as a server would keep them. */
function persistedSessions(): Map<string, DemoRole> {
  let stored: [string, DemoRole][] = [];
  try {
    stored = JSON.parse(localStorage.getItem(SESSIONS_KEY) ?? '[]') as [string, DemoRole][];
  } catch {
    // unreadable: nobody signed in
  }
  const sessions = new Map(stored);
  const set = sessions.set.bind(sessions);
  sessions.set = (token, role) => {
    set(token, role);
    localStorage.setItem(SESSIONS_KEY, JSON.stringify([...sessions]));
    return sessions;
  };
  return sessions;
}

const server = createMockServer({
  routes: () => demoRouteList(templatesGroup()?.children ?? []),
  sessions: persistedSessions(),
});

/** One mock call: its data, or a DemoError. Answered after the current task, as a request would be. */
async function demoCall<T>(method: MockMethod, path: string, { query, body }: { query?: MockParams; body?: unknown } = {}): Promise<T> {
  await Promise.resolve();
  const response = server.handle({ method, path, query, body });
  if (response.code === MockCodes.OK) return response.data as T;
  const key = `templates.mock.code${response.code}`;
  throw new DemoError(response.code, i18n.exists(key) ? i18n.t(key) : (response.message ?? String(response.code)));
}

export interface ArticleDraft extends Omit<Article, 'id'> {
  id?: number;
}

/** SPEC §7's demo mock calls. */
export const demoApi = {
  login: (username: string, password: string) => demoCall<{ token: string }>('POST', 'user/login', { body: { username, password } }),
  info: (token: string) => demoCall<DemoUser>('GET', 'user/info', { query: { token } }),
  logout: () => demoCall<string>('POST', 'user/logout'),
  routes: () => demoCall<DemoRoute[]>('GET', 'routes'),
  roles: () => demoCall<DemoRoleRecord[]>('GET', 'roles'),
  addRole: (role: Omit<DemoRoleRecord, 'key'>) => demoCall<{ key: string }>('POST', 'role', { body: role }),
  updateRole: (key: string, role: Omit<DemoRoleRecord, 'key'>) => demoCall<{ status: string }>('PUT', `role/${encodeURIComponent(key)}`, { body: role }),
  deleteRole: (key: string) => demoCall<{ status: string }>('DELETE', `role/${encodeURIComponent(key)}`),
  articles: (query: ArticleQuery) => demoCall<{ total: number; items: Article[] }>('GET', 'article/list', { query: { ...query } }),
  article: (id: number) => demoCall<Article>('GET', 'article/detail', { query: { id } }),
  pageviews: (pv: string) => demoCall<{ pvData: { key: string; pv: number }[] }>('GET', 'article/pv', { query: { pv } }),
  createArticle: (article: ArticleDraft) => demoCall<Article>('POST', 'article/create', { body: article }),
  updateArticle: (article: Article) => demoCall<Article>('POST', 'article/update', { body: article }),
  searchUser: (name: string) => demoCall<{ items: { name: string }[] }>('GET', 'search/user', { query: { name } }),
  transactions: () => demoCall<{ total: number; items: Transaction[] }>('GET', 'transaction/list'),
};
