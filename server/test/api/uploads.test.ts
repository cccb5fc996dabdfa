import http from 'node:http';
import { API_BASE, Codes, endpoints, makeTimeStamp, signParams } from '@ews/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../support/codes.ts';
import { startServer, type TestServer } from '../support/harness.ts';
import { insertUser } from '../support/users.ts';

/*
 * Multipart bodies are read only by an upload endpoint, and only once the caller holds its
 * permission: everyone else is answered while their body is still arriving, so nobody can make
 * the server take in megabytes it will refuse.
 */

const BOUNDARY = 'ews-test-boundary';

/** A multipart POST whose body starts and never ends; resolves with the answer the server gives meanwhile. */
function neverEndingUpload(origin: string, path: string, token?: string): Promise<{ status: number; body: { success: boolean; code: number; msg: string } }> {
  const timeStamp = makeTimeStamp();
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${API_BASE}/${path}?timeStamp=${timeStamp}`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, sign: signParams({ timeStamp }), ...(token ? { 'X-Token': token } : {}) },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
      });
    });
    request.on('error', reject);
    request.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.xlsx"\r\n\r\n`);
    request.write(Buffer.alloc(256 * 1024, 0x50)); // and nothing more: the body stays open
  });
}

describe('uploads: read only where they belong, after the permission check, within UPLOAD_MAX_MB', () => {
  let server: TestServer;
  let adminToken: string;
  let viewerToken: string;
  beforeAll(async () => {
    server = await startServer({ UPLOAD_MAX_MB: '1' });
    adminToken = await server.signIn();
    await insertUser(server.db, { username: 'looker', password: 'Right-pass-1', roleKeys: ['viewer'] });
    viewerToken = await server.signIn('looker', 'Right-pass-1');
  });
  afterAll(() => server.close());

  it('answers a multipart body sent to a call that takes none without reading it', async () => {
    const answer = await neverEndingUpload(server.origin, endpoints.login.path);
    expect(answer).toMatchObject({ status: 400, body: { success: false, code: Codes.VALIDATION, msg: 'This call takes no file upload' } });
  });

  it('answers an anonymous upload 40100 and one without the import permission 40300, while the body is still arriving', async () => {
    expect((await neverEndingUpload(server.origin, endpoints.sourceImport.path)).body.code).toBe(Codes.NOT_SIGNED_IN);
    expect((await neverEndingUpload(server.origin, endpoints.sourceImport.path, viewerToken)).body.code).toBe(Codes.FORBIDDEN);
  });

  it('refuses a file over UPLOAD_MAX_MB with 41300, and takes one within it', async () => {
    expect(await codeOf(server.upload(endpoints.sourceImport, new Uint8Array(2 * 1024 * 1024), { token: adminToken }))).toBe(Codes.TOO_LARGE);
    expect(await codeOf(server.upload(endpoints.sourceImport, new TextEncoder().encode('not a workbook'), { token: adminToken }))).toBe(Codes.VALIDATION);
  });

  it('still checks the sign of an upload, over its text fields', async () => {
    const timeStamp = makeTimeStamp();
    const form = new FormData();
    form.set('note', 'added after signing');
    form.set('file', new Blob([new Uint8Array(10)]), 'upload.xlsx');
    const response = await fetch(`${server.origin}${API_BASE}/${endpoints.sourceImport.path}?timeStamp=${timeStamp}`, {
      method: 'POST',
      headers: { sign: signParams({ timeStamp }), 'X-Token': adminToken },
      body: form,
    });
    expect(await response.json()).toMatchObject({ success: false, code: Codes.BAD_SIGN });
  });
});
