import {
  API_BASE,
  canonicalParams,
  codeMessage,
  Codes,
  Cookies,
  DEFAULT_AES_KEY,
  endpoints,
  httpStatusOf,
  inputInQuery,
  LANGUAGES,
  signParams,
  XLSX_TYPE,
  type Endpoint,
} from '@ews/contract';
import { z } from 'zod';
import { APP_VERSION } from '../version.ts';

type JsonSchema = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A worked example of the sign, computed by the signing code itself so that it cannot drift from it. */
const signExample = (() => {
  const query = { timeStamp: '17650000000001234' };
  const body = { username: 'admin', password: 'admin123', captcha: '' };
  const params = { ...query, ...body };
  return { method: 'POST', path: `${API_BASE}/sysuser/login`, query, body, canonical: canonicalParams(params), sign: signParams(params) };
})();

const signDescription = [
  'The lower-case hex MD5 of the request\'s parameters, sent in the `sign` header. The parameters are the query parameters (`timeStamp` included) and the top-level fields of a JSON body, or the text fields of a multipart body (not the file).',
  'Empty ones (null, absent or the empty string) are dropped; the rest are sorted by name in code-unit order and written `name=value`, numbers and booleans as text, objects and arrays as their JSON (`JSON.stringify`, no spaces); the pairs are joined with `@` and hashed as UTF-8. A mismatch is refused with 40001.',
  `Example: ${signExample.method} ${signExample.path}?timeStamp=${signExample.query.timeStamp} with body \`${JSON.stringify(signExample.body)}\` signs \`${signExample.canonical}\` (captcha is empty, so dropped): sign \`${signExample.sign}\`. The same in x-example.`,
].join('\n\n');

/** How `data` is enciphered, for a client that reads no code of ours. */
const cipher = { algorithm: 'AES-128-ECB', padding: 'PKCS#7', keySource: 'the 16 UTF-8 bytes of the server\'s API_AES_KEY', defaultKey: DEFAULT_AES_KEY, encoding: 'base64', plaintext: 'UTF-8 JSON' };

const encryptedData: JsonSchema = {
  type: 'string',
  contentEncoding: 'base64',
  description: `Base64 of ${cipher.algorithm} with ${cipher.padding} padding over the UTF-8 JSON of the data. The key is ${cipher.keySource}; unless the operator sets one, the built-in "${cipher.defaultKey}". No IV (ECB). This is obfuscation kept for compatibility, not secrecy: TLS protects the wire. The same in x-cipher.`,
  'x-cipher': cipher,
};

/** The interface language of the messages: the cookie the web app keeps, read before Accept-Language. */
const languageCookie = {
  name: Cookies.LANGUAGE,
  in: 'cookie',
  required: false,
  schema: { enum: [...LANGUAGES] },
  description: 'The language of `msg` and of the headers of downloaded sheets; without it, Accept-Language, else English.',
};

/**
 * Turns contract schemas into the document's schemas. zod writes a recursive schema (the menu and
 * region trees) with `$defs` and `#` references that only resolve inside that schema; here every
 * definition moves to components/schemas under a name of its own, and each reference follows it.
 */
class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};

  add(name: string, schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const { $schema: _dialect, $defs, ...root } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
    const names = new Map(Object.keys($defs ?? {}).map((key) => [`#/$defs/${key}`, `${name}${key.replace(/\W/g, '')}`]));
    const selfReferencing = JSON.stringify(root).includes('"$ref":"#"');
    if (selfReferencing) names.set('#', name);
    const relink = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(relink);
      if (!value || typeof value !== 'object') return value;
      return Object.fromEntries(Object.entries(spellOutRecord(value as JsonSchema)).map(([key, inner]) => [key, key === '$ref' && names.has(inner as string) ? `#/components/schemas/${names.get(inner as string)}` : relink(inner)]));
    };
    for (const [key, definition] of Object.entries($defs ?? {})) this.schemas[names.get(`#/$defs/${key}`)!] = relink(definition) as JsonSchema;
    if (!selfReferencing) return relink(root) as JsonSchema;
    this.schemas[name] = relink(root) as JsonSchema;
    return ref(name);
  }
}

/**
 * A record keyed by an enum (risk level → count) comes from zod as required keys with no
 * properties; naming each key as a property says the same in a form every OpenAPI tool reads.
 */
function spellOutRecord(schema: JsonSchema): JsonSchema {
  const required = schema.required as string[] | undefined;
  if (schema.type !== 'object' || schema.properties || !required || typeof schema.additionalProperties !== 'object') return schema;
  return { ...schema, properties: Object.fromEntries(required.map((key) => [key, schema.additionalProperties])) };
}

const REFUSAL_CODES = Object.values(Codes).filter((code) => code !== Codes.OK && httpStatusOf[code] < 500);

/** The envelope of a refusal: success false, the code, and the message in the caller's language. */
const errorEnvelope: JsonSchema = {
  type: 'object',
  required: ['success', 'code', 'msg'],
  properties: {
    success: { const: false },
    code: { enum: REFUSAL_CODES, description: REFUSAL_CODES.map((code) => `${code} (HTTP ${httpStatusOf[code]}): ${codeMessage(code, 'en')}`).join('; ') },
    msg: { type: 'string', description: `In the language of the \`${Cookies.LANGUAGE}\` cookie or Accept-Language.` },
  },
};

function successEnvelope(dataSchema: JsonSchema | undefined): JsonSchema {
  const properties: Record<string, unknown> = { success: { const: true }, code: { const: 200 }, msg: { type: 'string' } };
  if (dataSchema) {
    properties.data = {
      description: 'The base64 of the AES-128-ECB ciphertext of the JSON described by the second form (API_ENCRYPT=true, the default); that JSON itself when API_ENCRYPT=false.',
      anyOf: [ref('EncryptedData'), dataSchema],
    };
  }
  return { type: 'object', required: ['success', 'code', 'msg'], properties };
}

function queryParameters(schema: JsonSchema) {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
}

function requestBody(endpoint: Endpoint, input: JsonSchema) {
  if (inputInQuery(endpoint)) return {};
  if (endpoint.transfer === 'upload') {
    // The input's fields travel as text parts beside the file, and the sign covers them.
    const fields = (input.properties ?? {}) as Record<string, JsonSchema>;
    const form = {
      type: 'object',
      required: ['file', ...((input.required as string[] | undefined) ?? [])],
      properties: { file: { type: 'string', contentMediaType: XLSX_TYPE, description: 'The Excel workbook' }, ...fields },
    };
    return { requestBody: { required: true, content: { 'multipart/form-data': { schema: form } } } };
  }
  return { requestBody: { required: true, content: { 'application/json': { schema: input } } } };
}

function security(endpoint: Endpoint) {
  if (endpoint.unsigned) return [];
  return endpoint.access === 'public' ? [{ sign: [] }] : [{ sign: [], token: [] }];
}

function operation(name: string, endpoint: Endpoint, components: SchemaComponents) {
  const input = components.add(`${name}Input`, endpoint.input, 'input');
  const output = components.add(`${name}Data`, endpoint.output, 'output');
  const hasData = !(output.type === 'null');
  const timeStamp = endpoint.unsigned ? [] : [{ name: 'timeStamp', in: 'query', required: true, schema: { type: 'string' }, description: 'Milliseconds since the epoch followed by four random digits, covered by the sign; refused (40001) when more than SIGN_MAX_AGE_SECONDS (300 by default) from the server’s clock.' }];
  return {
    operationId: name,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: `Access: ${endpoint.access}.`,
    parameters: [...timeStamp, { $ref: '#/components/parameters/Language' }, ...(inputInQuery(endpoint) ? queryParameters(input) : [])],
    ...requestBody(endpoint, input),
    responses: {
      200: successResponse(endpoint, hasData ? output : undefined),
      '4XX': { description: 'A refusal: the envelope with its code and message', content: { 'application/json': { schema: ref('ErrorEnvelope') } } },
    },
    security: security(endpoint),
  };
}

function successResponse(endpoint: Endpoint, output: JsonSchema | undefined) {
  if (endpoint.transfer === 'download') return { description: 'The file itself', content: { [XLSX_TYPE]: { schema: { type: 'string', contentMediaType: XLSX_TYPE } } } };
  if (endpoint.transfer === 'stream') {
    return {
      description: 'Server-sent events: each event a line "data: " followed by the JSON of x-event-schema and a blank line; lines starting with ":" only keep the connection alive',
      content: { 'text/event-stream': { schema: { type: 'string' }, 'x-event-schema': output } },
    };
  }
  return { description: 'The success envelope', content: { 'application/json': { schema: successEnvelope(output) } } };
}

/** The OpenAPI document of what goes over the wire, generated from the contract's endpoint table. */
export function openApiDocument() {
  const components = new SchemaComponents();
  components.schemas.ErrorEnvelope = errorEnvelope;
  components.schemas.EncryptedData = encryptedData;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    paths[`${API_BASE}/${endpoint.path}`] = { [endpoint.method.toLowerCase()]: operation(name, endpoint, components) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Plague early-warning console API',
      version: APP_VERSION,
      license: { name: 'MIT', identifier: 'MIT' },
      description: `Every call but health carries a timeStamp and the MD5 sign of its parameters (security scheme \`sign\`); signed-in calls carry X-Token. Answers are the envelope {success, code, msg, data}, \`data\` enciphered as schema EncryptedData describes. The \`${Cookies.LANGUAGE}\` cookie picks the language of messages.`,
    },
    servers: [{ url: '/', description: 'This server' }],
    components: {
      schemas: components.schemas,
      parameters: { Language: languageCookie },
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'X-Token', description: 'The session token from sysuser/login.' },
        sign: { type: 'apiKey', in: 'header', name: 'sign', description: signDescription, 'x-example': signExample },
      },
    },
    paths,
  };
}
