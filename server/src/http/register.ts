import {
  API_BASE,
  Codes,
  holds,
  inputInQuery,
  invalidFieldsPrefix,
  translateText,
  type Endpoint,
  type FileResult,
  type Language,
  type Permission,
} from '@ews/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { writeAudit } from '../modules/audit/queries.ts';
import type { SessionStore } from '../modules/auth/sessions.ts';
import type { RequestContext, SignedInUser } from './context.ts';
import { sendData, sendFile } from './envelope.ts';
import { AppError } from './errors.ts';
import { requestLanguage } from './language.ts';
import { signParamsNative } from './native-protocol.ts';

export type Handler<E extends Endpoint> = (
  input: z.output<E['input']>,
  ctx: RequestContext,
) => Promise<z.input<E['output']>>;

/** One handler per row of an endpoint table: a missing or mistyped handler is a type error. */
export type Handlers<T extends Record<string, Endpoint>> = { [K in keyof T]: Handler<T[K]> };

export interface Services {
  db: Db;
  config: Config;
  sessions: SessionStore;
}

const zodErrorMaps: Record<Language, z.core.$ZodErrorMap> = {
  en: z.locales.en().localeError,
  zh: z.locales.zhCN().localeError,
  es: z.locales.es().localeError,
  ja: z.locales.ja().localeError,
};

/** The query exactly as sent (Fastify's parsed query may turn repeated names into arrays). */
function queryOf(request: FastifyRequest): Record<string, string> {
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
async function uploadedFile(request: FastifyRequest): Promise<Uint8Array> {
  const part = request.isMultipart() ? (request.body as Record<string, unknown> | undefined)?.file : undefined;
  if (!isPart(part) || part.type !== 'file' || !part.toBuffer) throw new AppError(Codes.VALIDATION, 'validation.fileRequired');
  return new Uint8Array(await part.toBuffer());
}

/** DESIGN §3: the sign covers the query (timeStamp included) and a JSON body's top-level fields. */
function verifySign(request: FastifyRequest, query: Record<string, string>): void {
  if (request.headers.sign !== signParamsNative({ ...query, ...bodyFields(request) })) throw new AppError(Codes.BAD_SIGN);
}

function rawInput(endpoint: Endpoint, request: FastifyRequest, query: Record<string, string>): Record<string, unknown> {
  const { timeStamp: _timeStamp, ...fields } = query;
  return inputInQuery(endpoint) ? fields : { ...fields, ...bodyFields(request) };
}

/** Validates with the contract schema; a 40000 message names each bad field in the caller's language. */
function parseInput(endpoint: Endpoint, input: Record<string, unknown>, language: Language): unknown {
  const result = endpoint.input.safeParse(input, { error: zodErrorMaps[language] });
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${translateText(issue.message, language)}`);
  throw new AppError(Codes.VALIDATION, `${invalidFieldsPrefix[language]}: ${fields.join('; ')}`);
}

function tokenOf(request: FastifyRequest, query: Record<string, string>): string | undefined {
  const header = request.headers['x-token'];
  if (typeof header === 'string' && header) return header;
  return query.token || undefined;
}

async function authenticate(services: Services, token: string | undefined): Promise<SignedInUser> {
  if (!token) throw new AppError(Codes.NOT_SIGNED_IN);
  return services.sessions.resolve(token);
}

/** A class rather than a literal: one hidden class for every call, and the lazy getters on its prototype. */
class CallContext implements RequestContext {
  readonly db: Db;
  readonly config: Config;
  readonly sessions: SessionStore;
  user: SignedInUser | undefined = undefined;

  constructor(
    services: Services,
    private readonly request: FastifyRequest,
    readonly language: Language,
    readonly token: string | undefined,
  ) {
    this.db = services.db;
    this.config = services.config;
    this.sessions = services.sessions;
  }

  // Reading the peer address is a system call: only the calls that audit pay for it.
  get ip(): string {
    return this.request.ip;
  }

  get userAgent(): string {
    return String(this.request.headers['user-agent'] ?? '');
  }

  upload(): Promise<Uint8Array> {
    return uploadedFile(this.request);
  }

  audit(entry: Parameters<RequestContext['audit']>[0], db: Db = this.db): Promise<void> {
    return writeAudit(db, { userId: this.user?.userId ?? null, username: this.user?.username ?? '', ip: this.ip, ...entry });
  }

  require(permission: Permission): void {
    if (!this.user || !holds(this.user.permissions, permission)) throw new AppError(Codes.FORBIDDEN);
  }
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
        const query = queryOf(request);
        if (!endpoint.unsigned) verifySign(request, query);
        const ctx = new CallContext(services, request, language, tokenOf(request, query));
        const needsSignIn = endpoint.access !== 'public' || (endpoint.publicPage === true && !services.config.publicPages);
        if (needsSignIn) {
          ctx.user = await authenticate(services, ctx.token);
          if (endpoint.access !== 'signed-in' && endpoint.access !== 'public' && !holds(ctx.user.permissions, endpoint.access)) {
            throw new AppError(Codes.FORBIDDEN);
          }
        }
        const input = parseInput(endpoint, rawInput(endpoint, request, query), language);
        const output = await handler(input, ctx);
        if (endpoint.transfer === 'download') return sendFile(reply, output as FileResult);
        return sendData(reply, output, { encrypt: services.config.encrypt, aesKey: services.config.aesKey });
      },
    });
  }
}
