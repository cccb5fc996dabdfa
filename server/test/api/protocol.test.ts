import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_BASE, Codes, decryptData, MenuType, Status, endpoints, makeTimeStamp, prepareRequest, signParams, translateText, type Endpoint } from '@ews/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { dialectOf } from '../../src/db/connection.ts';
import { startServer, testDialect, type TestServer } from '../support/harness.ts';

describe('wire protocol', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = await server.signIn();
  });
  afterAll(() => server.close());

  it('runs on the database this project is for', () => {
    expect(dialectOf(server.db)).toBe(testDialect);
  });

  it('health tells a load balancer it is up and nothing more: no version, no database type', async () => {
    const { status, body } = await server.raw(endpoints.health, {});
    expect(status).toBe(200);
    expect(decryptData(body.data as string, server.config.aesKey)).toEqual({ status: 'ok' });
  });

  it('encrypts data in the envelope', async () => {
    const { body } = await server.raw(endpoints.info, {}, { token });
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(typeof body.data).toBe('string');
    expect(body.data as string).not.toContain('admin');
  });

  it('refuses a tampered sign with 40001', async () => {
    const { url, init } = prepareRequest(endpoints.info, {}, { origin: server.origin, token });
    const tampered = await fetch(url, { ...init, headers: { ...init.headers, sign: signParams({ timeStamp: '1' }) } });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ success: false, code: 40001 });
  });

  /** sysuser/info signed as a device whose clock is `offsetMs` off the server's would sign it. */
  async function infoSignedAt(offsetMs: number): Promise<{ code: number; msg: string }> {
    const timeStamp = makeTimeStamp(Date.now() + offsetMs);
    const response = await fetch(`${server.origin}${API_BASE}/${endpoints.info.path}?timeStamp=${timeStamp}`, {
      headers: { sign: signParams({ timeStamp }), 'X-Token': token, 'accept-language': 'es' },
    });
    return (await response.json()) as { code: number; msg: string };
  }

  it('refuses a signed call whose timeStamp is outside SIGN_MAX_AGE_SECONDS either way with 40001, in the caller’s language', async () => {
    const stale = translateText('error.staleTimeStamp', 'es');
    // A captured call replayed ten minutes later, and one dated ten minutes ahead to outlive the window.
    expect(await infoSignedAt(-10 * 60_000)).toMatchObject({ code: Codes.BAD_SIGN, msg: stale });
    expect(await infoSignedAt(10 * 60_000)).toMatchObject({ code: Codes.BAD_SIGN, msg: stale });
    // A device clock two minutes off either way still gets through.
    expect(await infoSignedAt(-2 * 60_000)).toMatchObject({ code: Codes.OK });
    expect(await infoSignedAt(2 * 60_000)).toMatchObject({ code: Codes.OK });
  });

  it('refuses a signed call without a timeStamp, or with one that is not a time', async () => {
    for (const query of ['', '?timeStamp=soon', '?timeStamp=12']) {
      const fields = Object.fromEntries(new URLSearchParams(query));
      const response = await fetch(`${server.origin}${API_BASE}/${endpoints.info.path}${query}`, { headers: { sign: signParams(fields), 'X-Token': token } });
      expect(await response.json()).toMatchObject({ code: Codes.BAD_SIGN });
    }
  });

  it('refuses a body changed after signing with 40001', async () => {
    const { url, init } = prepareRequest(endpoints.login, { username: 'admin', password: 'x' }, { origin: server.origin });
    const response = await fetch(url, { ...init, body: JSON.stringify({ username: 'admin', password: 'y' }) });
    expect(await response.json()).toMatchObject({ code: 40001 });
  });

  it('refuses a missing sign with 40001 and a changed query with 40001', async () => {
    const { url, init } = prepareRequest(endpoints.info, {}, { origin: server.origin, token });
    const { sign: _sign, ...headers } = init.headers;
    expect(await (await fetch(url, { ...init, headers })).json()).toMatchObject({ code: 40001 });
    expect(await (await fetch(`${url}&extra=1`, init)).json()).toMatchObject({ code: 40001 });
  });

  it('names each missing field in a 40000 by its label', async () => {
    const { status, body } = await server.raw(endpoints.login, {} as never);
    expect(status).toBe(400);
    expect(body.code).toBe(40000);
    expect(body.msg).toMatch(/Username/);
    expect(body.msg).toMatch(/Password/);
  });

  it('names a wrong-typed field in a 40000', async () => {
    const { body } = await server.raw(endpoints.login, { username: 42, password: ['x'] } as never);
    expect(body.code).toBe(40000);
    expect(body.msg).toMatch(/Username.*string/);
    expect(body.msg).toMatch(/Password/);
  });

  it('refuses an over-long field with 40000 naming it', async () => {
    const { body } = await server.raw(endpoints.login, { username: 'a'.repeat(10_000), password: 'x' });
    expect(body).toMatchObject({ code: 40000 });
    expect(body.msg).toMatch(/Username/);
  });

  it('speaks the language of the language cookie', async () => {
    const { body } = await server.raw(endpoints.login, {} as never, { headers: { cookie: 'language=zh' } });
    expect(body.msg).toMatch(/^字段有误: 用户名: .*; 密码: /);
    const wrong = await server.raw(endpoints.info, {}, { token: 'nope', headers: { cookie: 'language=ja' } });
    expect(wrong.body.msg).toBe('セッションが無効です。再度ログインしてください');
    const spanish = await server.raw(endpoints.info, {}, { headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(spanish.body.msg).toBe('Inicie sesión primero');
  });

  it('refuses malformed JSON and a too large body with envelopes', async () => {
    const { url, init } = prepareRequest(endpoints.login, { username: 'a', password: 'b' }, { origin: server.origin });
    const malformed = await fetch(url, { ...init, body: '{"username":' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ success: false, code: 40000 });
    const huge = await fetch(url, { ...init, body: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ success: false, code: 41300 });
  });

  it('refuses a body nested 5 000 deep with a 40000 in the caller’s language, to anyone, before the sign is computed', async () => {
    const { url, init } = prepareRequest(endpoints.login, { username: 'a', password: 'b' }, { origin: server.origin });
    const nested = `{"username":"a","password":"b","x":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const answer = await fetch(url, { ...init, headers: { ...init.headers, cookie: 'language=ja' }, body: nested });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ success: false, code: 40000, msg: 'リクエストのデータの入れ子が 32 階層を超えています' });
    const shallow = `{"username":"a","password":"b","x":${'['.repeat(20)}${']'.repeat(20)}}`;
    expect((await (await fetch(url, { ...init, body: shallow })).json()).code).not.toBe(40000);
  });

  it('closes a connection whose body dribbles in past REQUEST_TIMEOUT_SECONDS, with a 408 envelope', async () => {
    const slow = await startServer({ REQUEST_TIMEOUT_SECONDS: '1' });
    try {
      const { port } = new URL(slow.origin);
      const socket = net.connect(Number(port), '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk));
      socket.write(`POST ${API_BASE}/sysuser/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user`);
      await new Promise((resolve) => socket.once('close', resolve));
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false, code: 40000 });
    } finally {
      await slow.close();
    }
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await fetch(`${server.origin}${API_BASE}/no/such/call`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, code: 40400 });
  });

  it('sends the OWASP REST security headers on API calls', async () => {
    const response = await fetch(`${server.origin}${API_BASE}/health`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('serves an OpenAPI document listing every endpoint of the table', async () => {
    const document = (await (await fetch(`${server.origin}${API_BASE}/docs/json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    for (const endpoint of Object.values(endpoints) as Endpoint[]) {
      expect(document.paths[`${API_BASE}/${endpoint.path}`]?.[endpoint.method.toLowerCase()]).toBeDefined();
    }
    expect((await fetch(`${server.origin}${API_BASE}/docs`)).status).toBeLessThan(400);
  });

  it('API_DOCS=off hides the Swagger UI and the OpenAPI document; production hides them unless API_DOCS=on', async () => {
    const closed = await startServer({ API_DOCS: 'off' });
    try {
      for (const page of ['docs', 'docs/json', 'docs/static/index.html']) expect((await fetch(`${closed.origin}${API_BASE}/${page}`)).status, page).toBe(404);
    } finally {
      await closed.close();
    }
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
  });

  it('sends plain JSON data when API_ENCRYPT=false, and the client reads both', async () => {
    const plain = await startServer({ API_ENCRYPT: 'false' });
    try {
      const plainToken = await plain.signIn();
      const { body } = await plain.raw(endpoints.info, {}, { token: plainToken });
      expect(body.data).toMatchObject({ username: 'admin' });
      expect((await plain.call(endpoints.info, {}, { token: plainToken })).username).toBe('admin');
    } finally {
      await plain.close();
    }
  });
});

describe('access to endpoints', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const table = Object.entries(endpoints) as [string, Endpoint][];

  it('only the public endpoints answer without a token; the others get 40100', async () => {
    const answered: string[] = [];
    for (const [name, endpoint] of table) {
      const { body } = await server.raw(endpoint, {} as never);
      if (body.code === 40100) continue;
      answered.push(name);
    }
    expect(answered.sort()).toEqual(['basemapSettings', 'captcha', 'health', 'liveEvents', 'login', 'publicMap', 'publicMonitor']);
    for (const [name] of table.filter(([, e]) => e.access === 'public')) expect(answered).toContain(name);
  });

  it('a token in the URL signs in on sysuser/info only: every other call with one is not signed in', async () => {
    const token = await server.signIn();
    const answers: Record<string, number> = {};
    for (const [name, endpoint] of table.filter(([, e]) => e.access !== 'public')) {
      const timeStamp = makeTimeStamp();
      const post = endpoint.method === 'POST';
      const response = await fetch(`${server.origin}${API_BASE}/${endpoint.path}?timeStamp=${timeStamp}&token=${token}`, {
        method: endpoint.method,
        headers: { sign: signParams({ timeStamp, token }), ...(post ? { 'content-type': 'application/json' } : {}) },
        ...(post ? { body: '{}' } : {}),
      });
      answers[name] = ((await response.json()) as { code: number }).code;
    }
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((name) => [name, name === 'info' ? Codes.OK : Codes.NOT_SIGNED_IN])));
  });

  it('only health answers without a sign', async () => {
    const answered: string[] = [];
    for (const [name, endpoint] of table) {
      const response = await fetch(`${server.origin}${API_BASE}/${endpoint.path}`, {
        method: endpoint.method,
        ...(endpoint.method === 'POST' ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}),
      });
      const body = (await response.json()) as { code: number };
      if (body.code !== 40001) answered.push(name);
    }
    expect(answered).toEqual(['health']);
  });
});

/** A top-level page of the menu table at `path`, as an administrator's menu form would add it. */
function menuRow(path: string) {
  const at = new Date().toISOString();
  const flags = { hidden: 0, alwaysShow: 0, affix: 0, noCache: 0, breadcrumb: 1 } as const;
  return { parentId: 0, menuKey: 'AddedLater', name: 'Added later', path, component: 'admin/dashboard', redirect: '', metaIcon: '', menuType: MenuType.PAGE, perms: '', ...flags, activeMenu: '', sort: 99, status: Status.ENABLED, createdAt: at, createdBy: 'test', updatedAt: at, updatedBy: 'test', version: 1 };
}

describe('web app fallback', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ews-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><meta name="ews-aes-key" content="" /></head><body>app</body></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets', 'worker-1234.mjs'), 'console.log(2)');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.map'), '{"version":3}');
    server = await startServer({ WEB_DIST: dist, API_AES_KEY: 'another-key-16b!' });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/admin/login', '/admin/dashboard', '/epidemicSource/addSource?id=3', '/table', '/nested/menu1/menu1-2/menu1-2-1', '/example/edit/12', '/redirect/system/user', '/Admin/Dashboard/'])('serves the app for the client route %s', async (route) => {
    const response = await fetch(`${server.origin}${route}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('<meta name="ews-aes-key" content="another-key-16b!" />');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/(^|, )camera=\(\)(,|$)/);
    expect(response.headers.get('permissions-policy')).toMatch(/(^|, )microphone=\(\)(,|$)/);
    // The field entry screen's "use my position".
    expect(response.headers.get('permissions-policy')).toMatch(/(^|, )geolocation=\(self\)(,|$)/);
  });

  it.each(['/nowhere', '/admin/nowhere', '/example/edit/abc', '/table/complex-table/extra', '/404'])('serves the app with status 404 for %s, which is none of its routes', async (route) => {
    const response = await fetch(`${server.origin}${route}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    // The app itself, which shows its 404 page.
    expect(await response.text()).toContain('<meta name="ews-aes-key" content="another-key-16b!" />');
  });

  it('answers 200 for a route an administrator adds to the menu table, and 404 again once it is disabled', async () => {
    const path = '/added-later';
    expect((await fetch(`${server.origin}${path}`)).status).toBe(404);
    await server.db.insertInto('sysMenu').values(menuRow(path)).execute();
    expect((await fetch(`${server.origin}${path}`)).status).toBe(200);
    await server.db.updateTable('sysMenu').set({ status: Status.DISABLED }).where('path', '=', path).execute();
    expect((await fetch(`${server.origin}${path}`)).status).toBe(404);
  });

  it('tells every crawler to keep out', async () => {
    const response = await fetch(`${server.origin}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('User-agent: *\nDisallow: /\n');
  });

  it('keeps the source maps to itself unless SOURCE_MAPS is on', async () => {
    const refused = await fetch(`${server.origin}/assets/app-1234.js.map`);
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toContain('version');
    const debugging = await startServer({ WEB_DIST: dist, SOURCE_MAPS: 'on' });
    try {
      const served = await fetch(`${debugging.origin}/assets/app-1234.js.map`);
      expect(served.status).toBe(200);
      expect(await served.text()).toBe('{"version":3}');
    } finally {
      await debugging.close();
    }
  });

  it('serves hashed assets with a long cache life and 404s a missing one', async () => {
    // Each body is read to its end: an unread one keeps its connection busy and the server from closing.
    const asset = await fetch(`${server.origin}/assets/app-1234.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log(1)');
    // A script or style carries the headers that mean something for a subresource; a worker keeps the page's policy.
    expect([asset.headers.get('x-content-type-options'), asset.headers.get('cross-origin-resource-policy')]).toEqual(['nosniff', 'same-origin']);
    expect([asset.headers.get('content-security-policy'), asset.headers.get('x-frame-options')]).toEqual([null, null]);
    const worker = await fetch(`${server.origin}/assets/worker-1234.mjs`);
    expect(worker.headers.get('content-security-policy')).toContain("script-src 'self'");
    await worker.arrayBuffer();
    const missing = await fetch(`${server.origin}/assets/missing.js`);
    expect(missing.status).toBe(404);
    await missing.arrayBuffer();
  });

  it('keeps API 404s as JSON envelopes', async () => {
    const response = await fetch(`${server.origin}${API_BASE}/missing`);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ code: 40400 });
  });
});
