import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { endpoints } from '@ews/contract';
import { DEFAULT_AES_KEY, decryptDataAsync } from '@ews/contract/protocol/cipher';
import { prepareRequest } from '@ews/contract/protocol/client';
import { publicPointsOf } from '@ews/contract/protocol/map-points';
import { publicMapSchema } from '@ews/contract/schemas/public';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/harness.ts';

/** The web app `npm test` builds first (the e2e suite drives the same build). */
const webDist = path.resolve(import.meta.dirname, '../../../web/dist');

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they crossed the wire. */
  wire: Buffer;
  /** The same, decoded by their content-encoding. */
  body: Buffer;
}

function decode(wire: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(wire);
  if (encoding === 'gzip') return zlib.gunzipSync(wire);
  return wire;
}

/** A GET or POST over a plain socket: fetch would decode the body and hide what was sent. */
function rawRequest(url: string, init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? 'GET', headers: init.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const wire = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, wire, body: decode(wire, response.headers['content-encoding']) });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

/** The largest built file under `folder` with the extension `ext`. */
function largest(folder: string, ext: string): string {
  const dir = path.join(webDist, folder);
  const files = fs.readdirSync(dir).filter((name) => name.endsWith(ext));
  return files.sort((a, b) => fs.statSync(path.join(dir, b)).size - fs.statSync(path.join(dir, a)).size)[0]!;
}

describe('compressed delivery', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer({ WEB_DIST: webDist });
    token = await server.signIn();
  });
  afterAll(() => server.close());

  it('sends a hashed asset as its brotli or gzip sibling by Accept-Encoding, cached for a year', async () => {
    const name = largest('assets', '.js');
    const original = fs.readFileSync(path.join(webDist, 'assets', name));
    const url = `${server.origin}/assets/${name}`;

    const br = await rawRequest(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.equals(original)).toBe(true);
    expect(br.wire.length).toBeLessThan(original.length * 0.4);

    const gzip = await rawRequest(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(original)).toBe(true);

    const plain = await rawRequest(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.wire.equals(original)).toBe(true);
  });

  it('sends the basemap compressed and revalidated, and the app page compressed and never cached', async () => {
    const geojson = await rawRequest(`${server.origin}/basemap/world-countries.geojson`, { headers: { 'accept-encoding': 'br' } });
    const original = fs.readFileSync(path.join(webDist, 'basemap/world-countries.geojson'));
    expect(geojson.headers['content-encoding']).toBe('br');
    expect(geojson.headers['cache-control']).toBe('no-cache');
    expect(geojson.body.equals(original)).toBe(true);
    expect(geojson.wire.length).toBeLessThan(original.length * 0.3);

    const page = await rawRequest(`${server.origin}/admin/dashboard`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body.toString()).toContain('<div id="root">');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    const refused = await rawRequest(`${server.origin}/admin/dashboard`, { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.wire.toString()).toContain('<div id="root">');
  });

  it('compresses API answers over 1 KB, envelope and all, and leaves small ones as they are', async () => {
    const { url, init } = prepareRequest(endpoints.regionTree, {}, { origin: server.origin, token });
    const big = await rawRequest(url, { headers: { ...(init.headers as Record<string, string>), 'accept-encoding': 'br, gzip' } });
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(big.body.toString())).toMatchObject({ success: true, code: 200 });
    // The encrypted data is base64 of cipher text: compression takes back little more than base64's third.
    expect(big.wire.length).toBeLessThan(big.body.length * 0.85);

    const inGzip = prepareRequest(endpoints.regionTree, {}, { origin: server.origin, token });
    const gzip = await rawRequest(inGzip.url, { headers: { ...(inGzip.init.headers as Record<string, string>), 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(big.body)).toBe(true);

    // The same call without Accept-Encoding: the same envelope, uncompressed.
    const again = prepareRequest(endpoints.regionTree, {}, { origin: server.origin, token });
    const plain = await rawRequest(again.url, { headers: again.init.headers as Record<string, string> });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBe(big.body.length);

    const refusal = await rawRequest(`${server.origin}/admin/api/no/such/call`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(refusal.status).toBe(404);
    expect(refusal.body.length).toBeLessThan(1024);
    expect(refusal.headers['content-encoding']).toBeUndefined();
  });

  it('sends a shared answer (public/map) as one body in every encoding, made again after a write', async () => {
    const site = { name: 'Shared site', focusType: 'alashanGroundSquirrel', provinceCode: '620000', prefectureCode: '620100', countyCode: '620102', longitude: 103.8, latitude: 36.05, status: 'active' } as const;
    // Enough points for an answer over the 1 KB under which nothing is compressed.
    const codes = Array.from({ length: 12 }, (_, index) => `ZC-620102-${String(index + 1).padStart(3, '0')}`);
    for (const code of codes) await server.call(endpoints.sourceSave, { ...site, code }, { token });
    const ask = async (encoding?: string) => {
      const { url, init } = prepareRequest(endpoints.publicMap, {}, { origin: server.origin });
      return rawRequest(url, { headers: { ...(init.headers as Record<string, string>), ...(encoding && { 'accept-encoding': encoding }) } });
    };
    const [br, gzip, plain] = [await ask('br'), await ask('gzip'), await ask()];
    expect([br.headers['content-encoding'], gzip.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.equals(plain.body) && gzip.body.equals(plain.body)).toBe(true);
    const points = async (answer: RawAnswer) => publicPointsOf(publicMapSchema.parse(await decryptDataAsync(JSON.parse(answer.body.toString()).data, DEFAULT_AES_KEY)).points);
    const before = await points(plain);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(before.map((point) => point.code)).toEqual(codes);
    // A point's code changed behind the console's back, then a survey written through it: the map's
    // next answer is built and encoded again, not sent as the kept bytes.
    const [first] = before;
    await server.db.updateTable('sourcePoint').set({ code: 'RENAMED-1' }).where('sourceId', '=', first!.id).execute();
    await server.call(endpoints.surveySave, { sourceId: first!.id, surveyDate: new Date().toISOString().slice(0, 10), animalsExamined: 20, fleaIndex: 0.2 }, { token });
    const after = await points(await ask('br'));
    expect(after.find((point) => point.id === first!.id)?.code).toBe('RENAMED-1');
  });

  it('never inflates a compressed request body: a gzip body is refused, not unpacked', async () => {
    const saveUser = (username: string, gzipped: boolean) => {
      const { url, init } = prepareRequest(endpoints.userSave, { username, name: 'Zipped', password: 'Zipped-pass-2026' } as never, { origin: server.origin, token });
      const body = Buffer.from(init.body as string);
      const headers = { ...(init.headers as Record<string, string>), ...(gzipped ? { 'content-encoding': 'gzip' } : {}) };
      return rawRequest(url, { method: 'POST', headers, body: gzipped ? zlib.gzipSync(body) : body });
    };
    const stored = (username: string) => server.db.selectFrom('sysUser').select('userId').where('username', '=', username).executeTakeFirst();

    const zipped = await saveUser('zipped', true);
    expect(zipped.status).toBeGreaterThanOrEqual(400);
    expect(zipped.status).toBeLessThan(500);
    expect(await stored('zipped')).toBeUndefined();
    // The same body sent plain is taken: the encoding was what refused it.
    expect((await saveUser('unzipped', false)).status).toBe(200);
    expect(await stored('unzipped')).toBeDefined();
  });

  it('builds hidden source maps: each script over 10 KB has its map beside it, and no script points browsers to one', () => {
    const assets = path.join(webDist, 'assets');
    const scripts = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));
    const large = scripts.filter((name) => fs.statSync(path.join(assets, name)).size > 10 * 1024);
    expect(large.length).toBeGreaterThan(5);
    expect(large.filter((name) => !fs.existsSync(path.join(assets, `${name}.map`)))).toEqual([]);
    expect(scripts.filter((name) => fs.readFileSync(path.join(assets, name), 'utf8').includes('sourceMappingURL'))).toEqual([]);
  });
});
