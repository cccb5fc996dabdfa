import {
  API_BASE,
  Codes,
  holds,
  inputInQuery,
  invalidFieldsPrefix,
  signParams,
  type Endpoint,
  type Language,
} from '@ews/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { writeAudit } from '../modules/audit/queries.ts';
import { loadAccess } from '../modules/auth/access.ts';
import { resolveSession } from '../modules/auth/sessions.ts';
import type { RequestContext, SignedInUser } from './context.ts';
import { sendData } from './envelope.ts';
import { AppError } from './errors.ts';
import { requestLanguage } from './language.ts';

export type Handler<E extends Endpoint> = (
  input: z.output<E['input']>,
  ctx: RequestContext,
) => Promise<z.input<E['output']>>;

/** One handler per row of an endpoint table: a missing or mistyped handler is a type error. */
export type Handlers<T extends Record<string, Endpoint>> = { [K in keyof T]: Handler<T[K]> };

export interface Services {
  db: Db;
  config: Config;
}

const zodLocales: Record<Language, () => { localeError: z.core.$ZodErrorMap }> = {
  en: z.locales.en,
  zh: z.locales.zhCN,
  es: z.locales.es,
  ja: z.locales.ja,
};

function searchParams(request: FastifyRequest): URLSearchParams {
  return new URL(request.url, 'http://localhost').searchParams;
}

function bodyFields(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** DESIGN §3: the sign covers the query (timeStamp included) and a JSON body's top-level fields. */
function verifySign(request: FastifyRequest): void {
  const params: Record<string, unknown> = { ...Object.fromEntries(searchParams(request)), ...bodyFields(request) };
  if (request.headers.sign !== signParams(params)) throw new AppError(Codes.BAD_SIGN);
}

function rawInput(endpoint: Endpoint, request: FastifyRequest): Record<string, unknown> {
  const query: Record<string, unknown> = Object.fromEntries(searchParams(request));
  delete query.timeStamp;
  return inputInQuery(endpoint) ? query : { ...query, ...bodyFields(request) };
}

/** Validates with the contract schema; a 40000 message names each bad field in the caller's language. */
function parseInput(endpoint: Endpoint, request: FastifyRequest, language: Language): unknown {
  const result = endpoint.input.safeParse(rawInput(endpoint, request), { error: zodLocales[language]().localeError });
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
  throw new AppError(Codes.VALIDATION, `${invalidFieldsPrefix[language]}: ${fields.join('; ')}`);
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-token'];
  if (typeof header === 'string' && header) return header;
  return searchParams(request).get('token') ?? undefined;
}

async function authenticate(services: Services, token: string | undefined): Promise<SignedInUser> {
  if (!token) throw new AppError(Codes.NOT_SIGNED_IN);
  const session = await resolveSession(services.db, services.config, token);
  return { ...session, ...(await loadAccess(services.db, session.userId)) };
}

function contextFor(services: Services, request: FastifyRequest, language: Language): RequestContext {
  const ctx: RequestContext = {
    ...services,
    language,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
    user: undefined,
    token: tokenOf(request),
    audit: (entry) =>
      writeAudit(services.db, {
        userId: ctx.user?.userId ?? null,
        username: ctx.user?.username ?? '',
        ip: ctx.ip,
        ...entry,
      }),
  };
  return ctx;
}

/** Registers one route per endpoint row: sign, authentication, permission, validation, handler, envelope. */
export function registerEndpoints<T extends Record<string, Endpoint>>(
  app: FastifyInstance,
  services: Services,
  table: T,
  handlers: Handlers<T>,
): void {
  for (const [name, endpoint] of Object.entries(table)) {
    const handler = handlers[name as keyof T] as Handler<Endpoint>;
    app.route({
      method: endpoint.method,
      url: `${API_BASE}/${endpoint.path}`,
      config: { endpoint: name },
      handler: async (request, reply) => {
        const language = requestLanguage(request);
        if (!endpoint.unsigned) verifySign(request);
        const ctx = contextFor(services, request, language);
        if (endpoint.access !== 'public') {
          ctx.user = await authenticate(services, ctx.token);
          if (endpoint.access !== 'signed-in' && !holds(ctx.user.permissions, endpoint.access)) {
            throw new AppError(Codes.FORBIDDEN);
          }
        }
        const input = parseInput(endpoint, request, language);
        const output = await handler(input, ctx);
        return sendData(reply, output, { encrypt: services.config.encrypt, aesKey: services.config.aesKey });
      },
    });
  }
}
