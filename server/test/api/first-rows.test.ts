import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cookies, endpoints, Status } from '@ews/contract';
import { FIRST_ROWS_ID, SOURCE_LIST_PATH } from '@ews/contract/protocol/first-rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/harness.ts';

const PASSWORD = 'County-op-2026';
/** The built web app, beside which its server-side build is (the harness serves none by default). */
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** The source list's HTML as the server sends it, with `cookies`. */
async function listHtml(server: TestServer, cookies: Record<string, string>): Promise<string> {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const response = await fetch(`${server.origin}${SOURCE_LIST_PATH}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

const codesIn = (html: string) => [...html.matchAll(/[A-Z]{2}-\d{6}-\d{3}/g)].map((match) => match[0]);

/*
 * The source list's first rows in its HTML (issue 20), as the server answers the page; how they
 * look, and the console taking over, are proven in Chromium (e2e/tests/first-rows.test.ts).
 * Needs the web app's server-side build (web/dist-ssr), which `npm test` builds.
 */
describe('the source list page with its first rows', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: 'true', WEB_DIST: webDist });
    admin = await server.signIn();
  });
  afterAll(() => server.close());

  it('holds source/getList’s first page, unencrypted text kept by no cache', async () => {
    const { list } = await server.call(endpoints.sourceList, { page: 1, limit: 20 }, { token: admin });
    const response = await fetch(`${server.origin}${SOURCE_LIST_PATH}`, { headers: { cookie: `${Cookies.TOKEN}=${admin}` } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain(`<div id="${FIRST_ROWS_ID}"`);
    expect(codesIn(html)).toEqual(list.map((source) => source.code));
    expect(html.indexOf(FIRST_ROWS_ID)).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it('is compressed as the browser accepts, in the reader’s language and with the screen’s title', async () => {
    const response = await fetch(`${server.origin}${SOURCE_LIST_PATH}`, { headers: { cookie: `${Cookies.TOKEN}=${admin}; ${Cookies.LANGUAGE}=zh`, 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('accept-encoding');
    const html = await response.text(); // fetch decodes it
    expect(html).toContain('<html lang="zh">');
    expect(html).toContain('<title>疫源点 - ');
    expect(codesIn(html)).toHaveLength(20);
    const gzip = await fetch(`${server.origin}${SOURCE_LIST_PATH}`, { headers: { cookie: `${Cookies.TOKEN}=${admin}`, 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toContain('<html lang="en">');
  });

  it('draws nothing for a visitor who is not signed in, whose session has ended, or who may not list source points', async () => {
    expect(await listHtml(server, {})).not.toContain(FIRST_ROWS_ID);
    expect(await listHtml(server, { [Cookies.TOKEN]: 'not-a-session' })).not.toContain(FIRST_ROWS_ID);
    const ended = await server.signIn();
    await server.call(endpoints.logout, {}, { token: ended });
    expect(await listHtml(server, { [Cookies.TOKEN]: ended })).not.toContain(FIRST_ROWS_ID);

    const role = await server.call(endpoints.roleSave, { roleKey: 'nosources', name: 'No sources' }, { token: admin });
    await server.call(endpoints.userSave, { username: 'nosources', name: 'No sources', password: PASSWORD, status: Status.ENABLED, roleIds: [role.roleId], divisionCodes: [] }, { token: admin });
    const withoutPermission = await server.signIn('nosources', PASSWORD);
    const html = await listHtml(server, { [Cookies.TOKEN]: withoutPermission });
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain(FIRST_ROWS_ID);
    // The same user with the list's permission gets them: the refusal above is the permission's.
    expect(await listHtml(server, { [Cookies.TOKEN]: admin })).toContain(FIRST_ROWS_ID);
  });

  it('draws a county operator’s points only, those source/getList gives them, in their language', async () => {
    const viewer = await server.db.selectFrom('sysUser as u').innerJoin('sysUserDivision as d', 'd.userId', 'u.userId').select('d.divisionCode').where('u.username', '=', 'viewer').executeTakeFirstOrThrow();
    const operator = await server.db.selectFrom('sysRole').select('roleId').where('roleKey', '=', 'operator').executeTakeFirstOrThrow();
    await server.call(endpoints.userSave, { username: 'countyrows', name: 'County rows', password: PASSWORD, status: Status.ENABLED, roleIds: [operator.roleId], divisionCodes: [viewer.divisionCode] }, { token: admin });
    const token = await server.signIn('countyrows', PASSWORD);
    const { list, total } = await server.call(endpoints.sourceList, { page: 1, limit: 20 }, { token });
    expect(total).toBeGreaterThan(0);
    const { total: all } = await server.call(endpoints.sourceList, { page: 1, limit: 20 }, { token: admin });
    expect(total).toBeLessThan(all);
    const html = await listHtml(server, { [Cookies.TOKEN]: token, [Cookies.LANGUAGE]: 'zh' });
    expect(codesIn(html)).toEqual(list.map((source) => source.code));
    expect(html).toContain('编码');
  });

});
