import { describe, expect, it } from 'vitest';
import { ARTICLE_COUNT, ARTICLE_TYPES, generateArticles, TRANSACTION_COUNT, type Article } from './data.ts';
import { createMockServer, MockCodes, roleToken, type DemoRoute, type MockParams } from './server.ts';

const ROUTES: DemoRoute[] = [
  { path: '/templates/dashboard', title: 'dashboard', children: [] },
  { path: '/permission', title: 'permission', children: [{ path: '/permission/page', title: 'page', children: [] }] },
  { path: '/icon', title: 'icon', children: [] },
];

function server(now = () => 1_767_225_600_000) {
  const sessions = new Map();
  return { mock: createMockServer({ routes: () => ROUTES, sessions, now }), sessions };
}

function articles(query: MockParams = {}) {
  const response = server().mock.handle({ method: 'GET', path: 'article/list', query });
  expect(response.code).toBe(MockCodes.OK);
  return response.data as { total: number; items: Article[] };
}

const all = generateArticles();

describe('the generated records', () => {
  it('are 100 articles with SPEC’s values, and the same on every generation', () => {
    expect(all).toHaveLength(ARTICLE_COUNT);
    expect(generateArticles()).toEqual(all);
    expect(new Set(all.map((article) => article.importance))).toEqual(new Set([1, 2, 3]));
    expect(new Set(all.map((article) => article.type))).toEqual(new Set(ARTICLE_TYPES));
    expect(new Set(all.map((article) => article.status))).toEqual(new Set(['published', 'draft']));
    expect(all.map((article) => article.id)).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
  });

  it('are 20 transactions, succeeded or pending', () => {
    const { data } = server().mock.handle({ method: 'GET', path: 'transaction/list' }) as { data: { total: number; items: { status: string }[] } };
    expect(data.total).toBe(TRANSACTION_COUNT);
    expect(data.items).toHaveLength(20);
    for (const item of data.items) expect(['success', 'pending']).toContain(item.status);
  });
});

describe('article/list', () => {
  it('answers page 1 of 20 by default, oldest id first', () => {
    const { total, items } = articles();
    expect(total).toBe(100);
    expect(items.map((item) => item.id)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it("reverses for sort '-id'", () => {
    expect(articles({ sort: '-id' }).items.map((item) => item.id).slice(0, 3)).toEqual([100, 99, 98]);
    expect(articles({ sort: '+id' }).items[0]!.id).toBe(1);
  });

  it('pages by page and limit', () => {
    const { total, items } = articles({ page: '4', limit: '30' });
    expect(total).toBe(100);
    expect(items.map((item) => item.id)).toEqual(Array.from({ length: 10 }, (_, index) => index + 91));
    expect(articles({ page: 6, limit: 20 }).items).toEqual([]);
  });

  it.each([1, 2, 3])('keeps importance %i only', (importance) => {
    const { total, items } = articles({ importance: String(importance), limit: 100 });
    expect(total).toBe(all.filter((article) => article.importance === importance).length);
    expect(total).toBeGreaterThan(0);
    for (const item of items) expect(item.importance).toBe(importance);
  });

  it.each(ARTICLE_TYPES)('keeps type %s only', (type) => {
    const { total, items } = articles({ type, limit: 100 });
    expect(total).toBe(all.filter((article) => article.type === type).length);
    for (const item of items) expect(item.type).toBe(type);
  });

  it('keeps titles holding the text, and combines the filters', () => {
    const word = all[0]!.title.split(' ')[1]!;
    const { total, items } = articles({ title: word, limit: 100 });
    expect(total).toBe(all.filter((article) => article.title.includes(word)).length);
    for (const item of items) expect(item.title).toContain(word);

    const both = articles({ title: word, type: all[0]!.type, importance: all[0]!.importance, sort: '-id', limit: 100 });
    expect(both.items.map((item) => item.id)).toEqual(
      all
        .filter((article) => article.title.includes(word) && article.type === all[0]!.type && article.importance === all[0]!.importance)
        .map((article) => article.id)
        .reverse(),
    );
    expect(articles({ title: 'no such title anywhere' }).total).toBe(0);
  });
});

describe('articles: detail, create, update, pv', () => {
  it('answers one article by id, and 40400 for an unknown one', () => {
    const { mock } = server();
    expect((mock.handle({ method: 'GET', path: 'article/detail', query: { id: '7' } }).data as Article).title).toBe(all[6]!.title);
    expect(mock.handle({ method: 'GET', path: 'article/detail', query: { id: '999' } }).code).toBe(MockCodes.NOT_FOUND);
  });

  it('adds an article with the next id and updates it in place', () => {
    const { mock } = server();
    const created = mock.handle({ method: 'POST', path: 'article/create', body: { ...all[0], id: undefined, title: 'Fresh' } }).data as Article;
    expect(created.id).toBe(101);
    mock.handle({ method: 'POST', path: 'article/update', body: { id: 101, title: 'Changed' } });
    expect((mock.handle({ method: 'GET', path: 'article/detail', query: { id: 101 } }).data as Article).title).toBe('Changed');
    expect((mock.handle({ method: 'GET', path: 'article/list', query: { title: 'Changed' } }).data as { total: number }).total).toBe(1);
    expect(mock.handle({ method: 'POST', path: 'article/update', body: { id: 999 } }).code).toBe(MockCodes.NOT_FOUND);
  });

  it('hands out copies: changing an answer does not change the records', () => {
    const { mock } = server();
    const article = mock.handle({ method: 'GET', path: 'article/detail', query: { id: 1 } }).data as Article;
    article.title = 'mutated';
    expect((mock.handle({ method: 'GET', path: 'article/detail', query: { id: 1 } }).data as Article).title).toBe(all[0]!.title);
  });

  it('answers the page views per platform', () => {
    const { data } = server().mock.handle({ method: 'GET', path: 'article/pv', query: { pv: 'a' } }) as { data: { pvData: { key: string }[] } };
    expect(data.pvData.map((item) => item.key)).toEqual(['PC', 'mobile', 'ios', 'android']);
  });
});

describe('user/login, user/info, user/logout', () => {
  it('signs a demo user in with the timestamp as the token, and knows them by it', () => {
    const { mock, sessions } = server(() => 1234567890123);
    const login = mock.handle({ method: 'POST', path: 'user/login', body: { username: ' editor ', password: 'any' } });
    expect(login).toEqual({ code: MockCodes.OK, data: { token: '1234567890123' } });
    expect(sessions.get('1234567890123')).toBe('editor');
    const info = mock.handle({ method: 'GET', path: 'user/info', query: { token: '1234567890123' } });
    expect(info.code).toBe(MockCodes.OK);
    expect((info.data as { roles: string[] }).roles).toEqual(['editor']);
    expect(mock.handle({ method: 'POST', path: 'user/logout' }).code).toBe(MockCodes.OK);
  });

  it("answers 60204 'Account and password are incorrect.' for an unknown user", () => {
    expect(server().mock.handle({ method: 'POST', path: 'user/login', body: { username: 'mallory', password: 'x' } })).toEqual({
      code: 60204,
      message: 'Account and password are incorrect.',
    });
  });

  it("answers 50008 'Login failed, unable to get user details.' for a token nobody holds", () => {
    expect(server().mock.handle({ method: 'GET', path: 'user/info', query: { token: 'forged' } })).toEqual({
      code: 50008,
      message: 'Login failed, unable to get user details.',
    });
  });

  it("knows each role by a token named after it (the role switch's)", () => {
    const { mock } = server();
    for (const role of ['admin', 'editor', 'visitor'] as const) {
      expect((mock.handle({ method: 'GET', path: 'user/info', query: { token: roleToken(role) } }).data as { roles: string[] }).roles).toEqual([role]);
    }
  });
});

describe('routes and roles', () => {
  const paths = (routes: DemoRoute[]): string[] => routes.flatMap((route) => [route.path, ...paths(route.children)]);

  it('answers the routes, and seeds each role with those SPEC §6 lets it see', () => {
    const { mock } = server();
    expect(mock.handle({ method: 'GET', path: 'routes' }).data).toEqual(ROUTES);
    const roles = mock.handle({ method: 'GET', path: 'roles' }).data as { key: string; routes: DemoRoute[] }[];
    const byKey = Object.fromEntries(roles.map((role) => [role.key, paths(role.routes)]));
    expect(byKey.admin).toEqual(['/templates/dashboard', '/permission', '/permission/page', '/icon']);
    expect(byKey.editor).toEqual(['/templates/dashboard', '/icon']);
    expect(byKey.visitor).toEqual(['/templates/dashboard']);
  });

  it('adds, changes and deletes a role', () => {
    const { mock } = server();
    const { key } = mock.handle({ method: 'POST', path: 'role', body: { name: 'Auditor', description: 'Reads', routes: [] } }).data as { key: string };
    expect(mock.handle({ method: 'PUT', path: `role/${key}`, body: { name: 'Auditors' } }).code).toBe(MockCodes.OK);
    const names = () => (mock.handle({ method: 'GET', path: 'roles' }).data as { name: string }[]).map((role) => role.name);
    expect(names()).toEqual(['admin', 'editor', 'visitor', 'Auditors']);
    expect(mock.handle({ method: 'DELETE', path: `role/${key}` }).code).toBe(MockCodes.OK);
    expect(names()).toEqual(['admin', 'editor', 'visitor']);
    expect(mock.handle({ method: 'DELETE', path: `role/${key}` }).code).toBe(MockCodes.NOT_FOUND);
  });

  it('finds users by name, and knows no other call', () => {
    const { mock } = server();
    const { items } = mock.handle({ method: 'GET', path: 'search/user', query: { name: 'OS' } }).data as { items: { name: string }[] };
    expect(items.map((item) => item.name)).toEqual(['Carlos', 'Oskar', 'Rosa']);
    expect(mock.handle({ method: 'GET', path: 'sysuser/info' }).code).toBe(MockCodes.NOT_FOUND);
  });
});
