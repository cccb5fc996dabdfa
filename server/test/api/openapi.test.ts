import SwaggerParser from '@apidevtools/swagger-parser';
import { createDecipheriv, createHash } from 'node:crypto';
import { API_BASE } from '@ews/contract';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_ADMIN_PASSWORD, type TestServer } from '../support/harness.ts';

/* The OpenAPI document as independent tools read it: valid, clean under Redocly's recommended rules, and usable. */

describe('the OpenAPI document', () => {
  let server: TestServer;
  let document: Record<string, unknown>;
  beforeAll(async () => {
    server = await startServer();
    document = (await (await fetch(`${server.origin}${API_BASE}/docs/json`)).json()) as Record<string, unknown>;
  });
  afterAll(() => server.close());

  it('passes swagger-parser, references and all', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('has no error and no warning under Redocly’s recommended rules', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: `${server.origin}/openapi.json`, config });
    expect(problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`)).toEqual([]);
  });

  it('describes the envelope, encrypted data beside its schema, refusals with their codes, and the sign and token headers', () => {
    const info = (document.paths as Record<string, Record<string, { responses: Record<string, unknown>; security: unknown }>>)[`${API_BASE}/sysuser/info`]!.get!;
    expect(JSON.stringify(info.responses['200'])).toMatch(/"data":\{"description":"The base64 of the AES-128-ECB ciphertext/);
    expect(info.responses['4XX']).toBeDefined();
    expect(info.security).toEqual([{ sign: [], token: [] }]);
    expect(JSON.stringify((document.components as { schemas: Record<string, unknown> }).schemas.ErrorEnvelope)).toContain('40300');
  });

  it('describes the sign with a worked example, the cipher, the language cookie and an import’s mode', () => {
    const { securitySchemes, parameters, schemas } = document.components as Record<string, Record<string, Record<string, unknown>>>;
    expect(securitySchemes!.sign!.description).toMatch(/lower-case hex MD5.*`name=value`.*`@`/s);
    expect(securitySchemes!.sign!['x-example']).toMatchObject({ canonical: expect.stringContaining('username=admin'), sign: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(schemas!.EncryptedData!['x-cipher']).toMatchObject({ algorithm: 'AES-128-ECB', padding: 'PKCS#7', keySource: expect.stringContaining('API_AES_KEY') });
    expect(parameters!.Language).toMatchObject({ name: 'language', in: 'cookie', schema: { enum: ['en', 'zh', 'es', 'ja'] } });
    const sourceImport = (document.paths as Record<string, Record<string, { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } }>>)[`${API_BASE}/source/import`]!.post!;
    expect(sourceImport.requestBody.content['multipart/form-data']!.schema.properties).toMatchObject({ file: { type: 'string' }, mode: { enum: ['insert', 'update'], description: expect.stringContaining('duplicate') } });
  });

  it('lets a client generated from the document, with a few lines of signing of its own, call signed endpoints', async () => {
    const types = astToString(await openapiTS(structuredClone(document) as never));
    expect(types).toContain(`"${API_BASE}/sysuser/info": {`);
    const { securitySchemes, schemas } = document.components as Record<string, Record<string, Record<string, unknown>>>;
    const example = securitySchemes!.sign!['x-example'] as { query: Record<string, string>; body: Record<string, unknown>; sign: string };
    const cipher = schemas!.EncryptedData!['x-cipher'] as { defaultKey: string };

    // What the document's sign scheme says, and nothing of the console's own code.
    type Params = Record<string, unknown>;
    const sign = (params: Params) =>
      createHash('md5')
        .update(Object.keys(params).filter((name) => ![undefined, null, ''].includes(params[name] as never)).sort().map((name) => `${name}=${typeof params[name] === 'object' ? JSON.stringify(params[name]) : String(params[name])}`).join('@'), 'utf8')
        .digest('hex');
    const decipher = (data: string) => {
      const aes = createDecipheriv('aes-128-ecb', Buffer.from(cipher.defaultKey, 'utf8'), null);
      return JSON.parse(Buffer.concat([aes.update(data, 'base64'), aes.final()]).toString('utf8')) as Record<string, unknown>;
    };
    expect(sign({ ...example.query, ...example.body })).toBe(example.sign);
    const signed = (fields: Params = {}) => {
      const timeStamp = `${Date.now()}0000`;
      return { query: { timeStamp }, header: { sign: sign({ timeStamp, ...fields }) } };
    };

    const client = createClient<Record<string, never>>({ baseUrl: server.origin });
    type Answer = { data?: { success: boolean; data: string }; error?: { code: number; msg: string }; response: Response };
    // openapi-fetch's path and option types come from the generated `paths`; here the document is read at run time.
    const untyped = client as unknown as { POST(path: string, init: unknown): Promise<Answer>; GET(path: string, init: unknown): Promise<Answer> };
    const credentials = { username: 'admin', password: TEST_ADMIN_PASSWORD };
    const signedIn = await untyped.POST(`${API_BASE}/sysuser/login`, { params: signed(credentials), body: credentials });
    expect(signedIn.data?.success).toBe(true);
    const { token } = decipher(signedIn.data!.data) as { token: string };
    const withToken = (fields: Params = {}) => {
      const params = signed(fields);
      return { ...params, header: { ...params.header, 'X-Token': token } };
    };
    const info = await untyped.GET(`${API_BASE}/sysuser/info`, { params: withToken() });
    expect(decipher(info.data!.data)).toMatchObject({ username: 'admin' });

    // An import: the file and `mode` as multipart parts, the sign over `mode` with the timeStamp.
    const template = await untyped.GET(`${API_BASE}/source/importTemplate`, { params: withToken(), parseAs: 'blob' });
    expect(template.response.status).toBe(200);
    const form = new FormData();
    form.append('mode', 'update');
    form.append('file', template.data as unknown as Blob, 'sources.xlsx');
    const imported = await untyped.POST(`${API_BASE}/source/import`, { params: withToken({ mode: 'update' }), body: form });
    expect(imported.data?.success).toBe(true);
    expect(decipher(imported.data!.data)).toMatchObject({ imported: expect.any(Number), errors: expect.any(Array) });

    // The language cookie: the same refusal (a sign that leaves out `mode`) in English and in Chinese.
    const refusal = (language: string) => {
      const again = new FormData();
      again.append('mode', 'update');
      again.append('file', template.data as unknown as Blob, 'sources.xlsx');
      return untyped.POST(`${API_BASE}/source/import`, { params: withToken(), body: again, headers: { cookie: `language=${language}` } });
    };
    const [english, chinese] = [await refusal('en'), await refusal('zh')];
    expect([english.error?.code, chinese.error?.code]).toEqual([40001, 40001]);
    expect(english.error?.msg).not.toBe(chinese.error?.msg);
    expect(chinese.error?.msg).toMatch(/\p{Script=Han}/u);
  });
});
