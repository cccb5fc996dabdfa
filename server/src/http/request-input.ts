import { Codes, inputInQuery, invalidFieldsPrefix, translateText, type Endpoint, type Language } from '@ews/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { signParamsNative } from './native-protocol.ts';

/* What a call carries (DESIGN §3): its query, a JSON or multipart body, its sign, token and file. */

const zodErrorMaps: Record<Language, z.core.$ZodErrorMap> = {
  en: z.locales.en().localeError,
  zh: z.locales.zhCN().localeError,
  es: z.locales.es().localeError,
  ja: z.locales.ja().localeError,
};

/** The query exactly as sent (Fastify's parsed query may turn repeated names into arrays). */
export function queryOf(request: FastifyRequest): Record<string, string> {
  const start = request.url.indexOf('?');
  return start < 0 ? {} : Object.fromEntries(new URLSearchParams(request.url.slice(start + 1)));
}

interface MultipartPart {
  type: 'field' | 'file';
  value?: unknown;
  toBuffer?: () => Promise<Buffer>;
}

const isPart = (value: unknown): value is MultipartPart =>
  typeof value === 'object' && value !== null && 'type' in value && ((value as MultipartPart).type === 'field' || (value as MultipartPart).type === 'file');

/** A JSON body's top-level fields, or a multipart body's text fields (its files are not signed). */
function bodyFields(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  if (!request.isMultipart()) return body as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const [name, part] of Object.entries(body)) if (isPart(part) && part.type === 'field') fields[name] = part.value;
  return fields;
}

/** The bytes of an upload's `file` part; 40000 naming `file` when there is none. */
export async function uploadedFile(request: FastifyRequest): Promise<Uint8Array> {
  const part = request.isMultipart() ? (request.body as Record<string, unknown> | undefined)?.file : undefined;
  if (!isPart(part) || part.type !== 'file' || !part.toBuffer) throw new AppError(Codes.VALIDATION, 'validation.fileRequired');
  return new Uint8Array(await part.toBuffer());
}

/** DESIGN §3: the sign covers the query (timeStamp included) and a JSON body's top-level fields. */
export function verifySign(request: FastifyRequest, query: Record<string, string>): void {
  if (request.headers.sign !== signParamsNative({ ...query, ...bodyFields(request) })) throw new AppError(Codes.BAD_SIGN);
}

export function rawInput(endpoint: Endpoint, request: FastifyRequest, query: Record<string, string>): Record<string, unknown> {
  const { timeStamp: _timeStamp, ...fields } = query;
  return inputInQuery(endpoint) ? fields : { ...fields, ...bodyFields(request) };
}

/** Validates with the contract schema; a 40000 message names each bad field in the caller's language. */
/** The first field holding a NUL character, which PostgreSQL cannot store in text. */
function fieldWithNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = fieldWithNul(inner, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

export function parseInput(endpoint: Endpoint, input: Record<string, unknown>, language: Language): unknown {
  const nul = fieldWithNul(input, '');
  if (nul) throw new AppError(Codes.VALIDATION, `${invalidFieldsPrefix[language]}: ${nul}: ${translateText('validation.noControlCharacters', language)}`);
  const result = endpoint.input.safeParse(input, { error: zodErrorMaps[language] });
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${translateText(issue.message, language)}`);
  throw new AppError(Codes.VALIDATION, `${invalidFieldsPrefix[language]}: ${fields.join('; ')}`);
}

export function tokenOf(endpoint: Endpoint, request: FastifyRequest, query: Record<string, string>): string | undefined {
  const header = request.headers['x-token'];
  if (typeof header === 'string' && header) return header;
  return (endpoint.tokenInQuery && query.token) || undefined;
}
