import { Codes, fieldRefusal, inputInQuery, invalidFieldsPrefix, LANGUAGES, translateText, translateWith, type Endpoint, type Language } from '@ews/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { signParamsNative } from './native-protocol.ts';

/* What a call carries: its query, a JSON or multipart body, its sign, token and file. */

/** zod's own messages in each language the console speaks, for what consoleMessage does not say. */
const zodLocales: Record<Language, z.core.$ZodErrorMap> = {
  en: z.locales.en().localeError,
  zh: z.locales.zhCN().localeError,
  es: z.locales.es().localeError,
  ja: z.locales.ja().localeError,
};

/**
 * A missing value, a number's or a text's limit, or a date's form, in the console's words: zod's name the value's type in English
 * ('Too big: expected number to be <=54', and in its Chinese '数值过大：期望 number <=54').
 */
function consoleMessage(issue: z.core.$ZodRawIssue, language: Language): string | undefined {
  // zod's 'Invalid ISO date' names a standard nobody in the field knows: say how a date is written.
  if (issue.code === 'invalid_format' && issue.format === 'date') return translateText('validation.dateFormat', language);
  // zod says a field left out is 'expected string, received undefined', and an empty one has 'at least 1 characters'.
  if ((issue.code === 'invalid_type' && issue.input === undefined) || (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1)) {
    return translateText('validation.required', language);
  }
  if (issue.code !== 'too_big' && issue.code !== 'too_small') return undefined;
  const big = issue.code === 'too_big';
  const limit = Number(big ? issue.maximum : issue.minimum);
  const inclusive = issue.inclusive !== false;
  if (issue.origin === 'number') return translateWith(big ? (inclusive ? 'validation.atMost' : 'validation.below') : inclusive ? 'validation.atLeast' : 'validation.above', language, { limit });
  if (issue.origin === 'string') return translateWith(big ? 'validation.atMostCharacters' : 'validation.atLeastCharacters', language, { limit });
  return undefined;
}

const zodErrorMaps = Object.fromEntries(
  LANGUAGES.map((language): [Language, z.core.$ZodErrorMap] => [language, (issue) => consoleMessage(issue, language) ?? zodLocales[language](issue)]),
) as Record<Language, z.core.$ZodErrorMap>;

/**
 * safeParse with zod's messages in the caller's language. Any parse options cost zod 1.2 µs a parse
 * against 0.02–0.07 µs without (zod 4.6, bench/: the signed call, where it was a tenth of the
 * JavaScript), so the input is parsed bare, and only a refused one again for its messages.
 */
export function parseIn<S extends z.ZodType>(schema: S, value: unknown, language: Language): z.ZodSafeParseResult<z.output<S>> {
  const result = schema.safeParse(value);
  return result.success ? result : schema.safeParse(value, { error: zodErrorMaps[language] });
}

/**
 * Fastify's query parser (app.ts): every name once, with its last value, decoded as the browser's
 * URLSearchParams encodes it, which the sign covers (Fastify's own turns repeated names into arrays).
 */
export const parseQuery = (text: string): Record<string, string> => Object.fromEntries(new URLSearchParams(text));

/** The query as parseQuery read it. */
export const queryOf = (request: FastifyRequest) => request.query as Record<string, string>;

/** A JSON body's top-level fields. */
function bodyFields(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export interface Upload {
  /** The multipart text fields, which the sign covers. */
  fields: Record<string, string>;
  /** The bytes of the `file` part, if there was one. */
  file: Uint8Array | undefined;
}

/**
 * Reads an upload's multipart body as it streams in: the text fields, and the `file` part up to
 * `maxBytes` (over it, multipart's FST_REQ_FILE_TOO_LARGE becomes 41300). Called only for an upload
 * endpoint, once the caller is known to hold its permission, so nobody else gets a byte buffered.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  const upload: Upload = { fields: {}, file: undefined };
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20 } })) {
    if (part.type === 'field') upload.fields[part.fieldname] = String(part.value);
    else if (part.fieldname === 'file') upload.file = new Uint8Array(await part.toBuffer());
    else part.file.resume();
  }
  return upload;
}

/**
 * A signed call's timeStamp (epoch milliseconds and four random digits, makeTimeStamp) within
 * `maxAgeMs` of the server's clock, either way: a captured call cannot be replayed once the window
 * has passed, and a device whose clock is a little off still gets through. Checked as the call
 * arrives, before an upload's body streams in (which may take REQUEST_TIMEOUT_SECONDS).
 */
export function verifyTimeStamp(query: Record<string, string>, maxAgeMs: number): void {
  const text = query.timeStamp ?? '';
  const sent = /^\d{5,20}$/.test(text) ? Number(text.slice(0, -4)) : Number.NaN;
  // NaN (no timeStamp, or not one) compares false, so it is refused too.
  if (!(Math.abs(Date.now() - sent) <= maxAgeMs)) throw new AppError(Codes.BAD_SIGN, 'error.staleTimeStamp');
}

/** The sign covers the query (timeStamp included) and a JSON body's top-level fields, or an upload's text fields. */
export function verifySign(request: FastifyRequest, query: Record<string, string>, fields: Record<string, unknown> = bodyFields(request)): void {
  if (request.headers.sign !== signParamsNative({ ...query, ...fields })) throw new AppError(Codes.BAD_SIGN);
}

export function rawInput(endpoint: Endpoint, request: FastifyRequest, query: Record<string, string>, uploadFields?: Record<string, string>): Record<string, unknown> {
  const { timeStamp: _timeStamp, ...fields } = query;
  return inputInQuery(endpoint) ? fields : { ...fields, ...(uploadFields ?? bodyFields(request)) };
}

/** The path of the first field holding a NUL character, which PostgreSQL cannot store in text. */
function fieldWithNul(value: unknown, path: string[]): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = fieldWithNul(inner, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** Validates with the contract schema; a 40000 message names each bad field by its label, in the caller's language. */
export function parseInput(endpoint: Endpoint, input: Record<string, unknown>, language: Language): unknown {
  const nul = fieldWithNul(input, []);
  if (nul) throw new AppError(Codes.VALIDATION, `${invalidFieldsPrefix[language]}: ${fieldRefusal(nul, translateText('validation.noControlCharacters', language), language)}`);
  const result = parseIn(endpoint.input, input, language);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => fieldRefusal(issue.path.length > 0 ? issue.path : ['(body)'], translateText(issue.message, language), language));
  throw new AppError(Codes.VALIDATION, `${invalidFieldsPrefix[language]}: ${fields.join('; ')}`);
}

export function tokenOf(endpoint: Endpoint, request: FastifyRequest, query: Record<string, string>): string | undefined {
  const header = request.headers['x-token'];
  if (typeof header === 'string' && header) return header;
  return (endpoint.tokenInQuery && query.token) || undefined;
}
