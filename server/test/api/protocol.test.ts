import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_BASE, Codes, decryptData, endpoints, makeTimeStamp, prepareRequest, signParams, type Endpoint } from '@ews/contract';
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

describe('web app fallback', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ews-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><meta name="ews-aes-key" content="" /></head><body>app</body></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets', 'worker-1234.mjs'), 'console.log(2)');
    server = await startServer({ WEB_DIST: dist, API_AES_KEY: 'another-key-16b!' });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/admin/login', '/admin/dashboard', '/epidemicSource/addSource?id=3', '/group-7/x'])('serves the app for the client route %s', async (route) => {
    const response = await fetch(`${server.origin}${route}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('<meta name="ews-aes-key" content="another-key-16b!" />');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
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
