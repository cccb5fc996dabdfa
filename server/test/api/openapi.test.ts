import SwaggerParser from '@apidevtools/swagger-parser';
import { API_BASE, decryptData, makeTimeStamp, signParams } from '@ews/contract';
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

  it('generates a typed client through which a signed call reaches the server', async () => {
    const types = astToString(await openapiTS(structuredClone(document) as never));
    expect(types).toContain(`"${API_BASE}/sysuser/info": {`);

    const client = createClient<Record<string, never>>({ baseUrl: server.origin });
    const signedQuery = (fields: Record<string, unknown> = {}) => {
      const timeStamp = makeTimeStamp();
      return { timeStamp, sign: signParams({ timeStamp, ...fields }) };
    };
    const credentials = { username: 'admin', password: TEST_ADMIN_PASSWORD };
    const login = signedQuery(credentials);
    // openapi-fetch's path and option types come from the generated `paths`; here the document is read at run time.
    const untyped = client as unknown as {
      POST(path: string, init: unknown): Promise<{ data?: { success: boolean; data: string } }>;
      GET(path: string, init: unknown): Promise<{ data?: { success: boolean; data: string } }>;
    };
    const signedIn = await untyped.POST(`${API_BASE}/sysuser/login`, { params: { query: { timeStamp: login.timeStamp }, header: { sign: login.sign } }, body: credentials });
    expect(signedIn.data?.success).toBe(true);
    const { token } = decryptData(signedIn.data!.data, server.config.aesKey) as { token: string };
    const call = signedQuery();
    const info = await untyped.GET(`${API_BASE}/sysuser/info`, { params: { query: { timeStamp: call.timeStamp }, header: { sign: call.sign, 'X-Token': token } } });
    expect(decryptData(info.data!.data, server.config.aesKey)).toMatchObject({ username: 'admin' });
  });
});
