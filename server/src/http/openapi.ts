import { API_BASE, endpoints, inputInQuery, type Endpoint } from '@ews/contract';
import { z } from 'zod';
import { APP_VERSION } from '../version.ts';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;

function queryParameters(schema: JsonSchema) {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
}

function operation(name: string, endpoint: Endpoint) {
  const input = toSchema(endpoint.input, 'input');
  const signParams = endpoint.unsigned ? [] : [{ name: 'sign', in: 'header', required: true, schema: { type: 'string' } }];
  return {
    operationId: name,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: `Access: ${endpoint.access}. Response data is the encrypted JSON of the schema below unless API_ENCRYPT=false.`,
    parameters: [...signParams, ...(inputInQuery(endpoint) ? queryParameters(input) : [])],
    ...(inputInQuery(endpoint) ? {} : { requestBody: { required: true, content: { 'application/json': { schema: input } } } }),
    responses: {
      200: {
        description: 'Envelope { success, code, msg, data }',
        content: { 'application/json': { schema: toSchema(endpoint.output, 'output') } },
      },
    },
    ...(endpoint.access === 'public' ? { security: [] } : {}),
  };
}

/** The OpenAPI document, generated from the contract's endpoint table. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    paths[`${API_BASE}/${endpoint.path}`] = { [endpoint.method.toLowerCase()]: operation(name, endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Plague early-warning console API', version: APP_VERSION },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Token' } } },
    security: [{ token: [] }],
    paths,
  };
}
