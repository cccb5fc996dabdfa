import { DEFAULT_LIMIT, DEFAULT_PAGE } from '@ews/contract/paging';
import { canSee, DEMO_ROLES, type DemoRole } from '../roles.ts';
import { generateArticles, generateTransactions, NAMES, type Article } from './data.ts';

/*
 * The template's mock API (SPEC §7 "Demo mock calls"), answered in the browser by plain
 * functions: no request leaves the page and nothing patches fetch, so the console's own calls
 * are never mocked. Codes and messages are the template's.
 */

export const MockCodes = { OK: 20000, BAD_LOGIN: 60204, NO_USER: 50008, NOT_FOUND: 40400 } as const;
export const MOCK_MESSAGES: Record<number, string> = {
  [MockCodes.BAD_LOGIN]: 'Account and password are incorrect.',
  [MockCodes.NO_USER]: 'Login failed, unable to get user details.',
  [MockCodes.NOT_FOUND]: 'Not found.',
};

export type MockMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type MockParams = Record<string, string | number | undefined>;

export interface MockRequest {
  method: MockMethod;
  /** Without a leading slash: 'article/list', 'role/editor'. */
  path: string;
  query?: MockParams;
  body?: unknown;
}

export interface MockResponse {
  code: number;
  data?: unknown;
  message?: string;
}

/** A route of the demo area as the mock's `routes` call answers it: the template's route list, with the roles that see it. */
export interface DemoRoute {
  path: string;
  title: string;
  roles?: DemoRole[];
  children: DemoRoute[];
}

export interface DemoUser {
  roles: DemoRole[];
  /** What the directive page's permission guards check: '*:*:*' holds them all. */
  permissions: string[];
  /** i18n keys: the screens show them in the interface language. */
  name: string;
  introduction: string;
  avatar: string;
}

export interface DemoRoleRecord {
  key: string;
  name: string;
  /** An i18n key for the seeded roles, free text for the ones added on the role page. */
  description: string;
  routes: DemoRoute[];
}

export interface MockServerOptions {
  /** The demo area's route list (the Templates group); none by default. */
  routes?: () => DemoRoute[];
  /** Which user each signed-in timestamp token belongs to; kept across page loads by the browser's client. */
  sessions?: Map<string, DemoRole>;
  now?: () => number;
}

/** The demo permissions, from all to reading only. */
export const DEMO_PERMISSIONS: Record<DemoRole, string[]> = { admin: ['*:*:*'], editor: ['article:read', 'article:edit'], visitor: ['article:read'] };

/** The demo users, one per role: a role's own token ('editor-token', set by the role switch) always names it. */
export const DEMO_USERS: Record<DemoRole, DemoUser> = Object.fromEntries(
  DEMO_ROLES.map((role) => [
    role,
    { roles: [role], permissions: DEMO_PERMISSIONS[role], name: `templates.users.${role}.name`, introduction: `templates.users.${role}.introduction`, avatar: '' },
  ]),
) as Record<DemoRole, DemoUser>;

export const roleToken = (role: DemoRole) => `${role}-token`;

const ok = (data: unknown): MockResponse => ({ code: MockCodes.OK, data });
const failure = (code: number): MockResponse => ({ code, message: MOCK_MESSAGES[code] });

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const positive = (value: unknown, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** The routes `role` sees: each route it may see, with those of its children it may see. */
export function routesFor(routes: DemoRoute[], role: DemoRole): DemoRoute[] {
  return routes.filter((route) => canSee([role], route.path)).map((route) => ({ ...route, children: routesFor(route.children, role) }));
}

export interface ArticleQuery {
  importance?: string | number;
  type?: string;
  title?: string;
  page?: string | number;
  limit?: string | number;
  sort?: string;
}

/** The template's article/list: filters, '-id' for newest first, then one page. */
export function listArticles(articles: readonly Article[], query: ArticleQuery): { total: number; items: Article[] } {
  const importance = text(query.importance);
  const type = text(query.type);
  const title = text(query.title);
  const matching = articles.filter(
    (article) => (!importance || article.importance === Number(importance)) && (!type || article.type === type) && (!title || article.title.includes(title)),
  );
  const sorted = query.sort === '-id' ? [...matching].reverse() : matching;
  const page = positive(query.page, DEFAULT_PAGE);
  const limit = positive(query.limit, DEFAULT_LIMIT);
  return { total: sorted.length, items: sorted.slice(limit * (page - 1), limit * page) };
}

type Handler = (request: MockRequest, key: string) => MockResponse;

/** A mock server with its own records: each instance starts from the same generated data. */
export function createMockServer({ routes = () => [], sessions = new Map(), now = Date.now }: MockServerOptions = {}) {
  const articles = generateArticles();
  const transactions = generateTransactions();
  const seededRoles = (): DemoRoleRecord[] =>
    DEMO_ROLES.map((role) => ({ key: role, name: role, description: `templates.roles.${role}`, routes: routesFor(routes(), role) }));
  let roles: DemoRoleRecord[] | undefined;
  const allRoles = () => (roles ??= seededRoles());

  const userOf = (token: string): DemoUser | undefined => {
    const role = DEMO_ROLES.find((candidate) => roleToken(candidate) === token) ?? sessions.get(token);
    return role ? DEMO_USERS[role] : undefined;
  };
  const articleIndex = (id: unknown) => articles.findIndex((article) => article.id === Number(id));
  const body = (request: MockRequest) => (request.body ?? {}) as Record<string, unknown>;

  const handlers: Record<string, Handler> = {
    'POST user/login': (request) => {
      const username = text(body(request).username).trim();
      if (!DEMO_ROLES.includes(username as DemoRole)) return failure(MockCodes.BAD_LOGIN);
      // The template's mock sign-in: the moment of signing in is the token.
      const token = String(now());
      sessions.set(token, username as DemoRole);
      return ok({ token });
    },
    'GET user/info': (request) => {
      const user = userOf(text(request.query?.token));
      return user ? ok(user) : failure(MockCodes.NO_USER);
    },
    'POST user/logout': () => ok('success'),
    'GET routes': () => ok(routes()),
    'GET roles': () => ok(allRoles()),
    'POST role': (request) => {
      const role = { ...(body(request) as unknown as DemoRoleRecord), key: `role-${now()}-${allRoles().length}` };
      roles = [...allRoles(), role];
      return ok({ key: role.key });
    },
    'PUT role': (request, key) => {
      if (!allRoles().some((role) => role.key === key)) return failure(MockCodes.NOT_FOUND);
      roles = allRoles().map((role) => (role.key === key ? { ...role, ...(body(request) as Partial<DemoRoleRecord>), key } : role));
      return ok({ status: 'success' });
    },
    'DELETE role': (_request, key) => {
      if (!allRoles().some((role) => role.key === key)) return failure(MockCodes.NOT_FOUND);
      roles = allRoles().filter((role) => role.key !== key);
      return ok({ status: 'success' });
    },
    'GET article/list': (request) => ok(listArticles(articles, request.query ?? {})),
    'GET article/detail': (request) => {
      const index = articleIndex(request.query?.id);
      return index < 0 ? failure(MockCodes.NOT_FOUND) : ok(articles[index]);
    },
    'GET article/pv': () => ok({ pvData: ['PC', 'mobile', 'ios', 'android'].map((key) => ({ key, pv: 1024 })) }),
    'POST article/create': (request) => {
      const article = { ...(body(request) as unknown as Article), id: Math.max(0, ...articles.map((item) => item.id)) + 1 };
      articles.push(article);
      return ok(article);
    },
    'POST article/update': (request) => {
      const index = articleIndex(body(request).id);
      if (index < 0) return failure(MockCodes.NOT_FOUND);
      articles[index] = { ...articles[index]!, ...(body(request) as Partial<Article>), id: articles[index]!.id };
      return ok(articles[index]);
    },
    'GET search/user': (request) => {
      const name = text(request.query?.name).toLowerCase();
      return ok({ items: NAMES.filter((candidate) => candidate.toLowerCase().includes(name)).map((candidate) => ({ name: candidate })) });
    },
    'GET transaction/list': () => ok({ total: transactions.length, items: transactions }),
  };

  return {
    /** Answers one call; the data is a copy, so a screen cannot change the records by holding it. */
    handle(request: MockRequest): MockResponse {
      const path = request.path.replace(/^\/+/, '');
      // role/{key}: the handler of 'role' with the key.
      const [resource, key = ''] = path.startsWith('role/') ? ['role', decodeURIComponent(path.slice('role/'.length))] : [path];
      const handler = handlers[`${request.method} ${resource}`];
      const response = handler ? handler(request, key) : failure(MockCodes.NOT_FOUND);
      return response.data === undefined ? response : { ...response, data: structuredClone(response.data) };
    },
  };
}

export type MockServer = ReturnType<typeof createMockServer>;
