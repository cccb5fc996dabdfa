import {
  API_BASE,
  Codes,
  holds,
  type Endpoint,
  type FileResult,
  type Language,
  type Permission,
} from '@ews/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { AuditSink, RequestContext, Sessions, SignedInUser } from './context.ts';
import { sendData, sendFile } from './envelope.ts';
import { AppError } from './errors.ts';
import { requestLanguage } from './language.ts';
import { sendStream, type LiveHub, type LiveSubscription } from './live.ts';
import { parseInput, queryOf, rawInput, readUpload, tokenOf, verifySign, verifyTimeStamp } from './request-input.ts';
import type { PageDrawer } from './web.ts';

export type Handler<E extends Endpoint> = (
  input: z.output<E['input']>,
  ctx: RequestContext,
) => Promise<z.input<E['output']>>;

/** A stream endpoint's handler: what to subscribe the stream to, once it is open. */
export type StreamHandler<E extends Endpoint> = (input: z.output<E['input']>, ctx: RequestContext) => Promise<LiveSubscription>;

/** One handler per row of an endpoint table: a missing or mistyped handler is a type error. */
export type Handlers<T extends Record<string, Endpoint>> = { [K in keyof T]: T[K] extends { transfer: 'stream' } ? StreamHandler<T[K]> : Handler<T[K]> };

/** What the app hands every module: the database, the configuration, and the modules' providers the kernel calls. */
export interface Services {
  db: Db;
  config: Config;
  sessions: Sessions;
  audit: AuditSink;
  live: LiveHub;
  /** Client routes whose first rows the server draws into the page, by path (a module's). */
  pages: Map<string, PageDrawer>;
}

async function authenticate(services: Services, token: string | undefined): Promise<SignedInUser> {
  if (!token) throw new AppError(Codes.NOT_SIGNED_IN);
  return services.sessions.resolve(token);
}

/** A class rather than a literal: one hidden class for every call, and the lazy getters on its prototype. */
class CallContext implements RequestContext {
  readonly db: Db;
  readonly config: Config;
  readonly sessions: Sessions;
  private readonly writeAudit: AuditSink;
  user: SignedInUser | undefined = undefined;
  uploaded: Uint8Array | undefined = undefined;

  constructor(
    services: Services,
    private readonly request: FastifyRequest,
    readonly language: Language,
    readonly token: string | undefined,
  ) {
    this.db = services.db;
    this.config = services.config;
    this.sessions = services.sessions;
    this.writeAudit = services.audit;
  }

  // Reading the peer address is a system call: only the calls that audit pay for it.
  get ip(): string {
    return this.request.ip;
  }

  get userAgent(): string {
    return String(this.request.headers['user-agent'] ?? '');
  }

  async upload(): Promise<Uint8Array> {
    if (!this.uploaded) throw new AppError(Codes.VALIDATION, 'validation.fileRequired');
    return this.uploaded;
  }

  audit(entry: Parameters<RequestContext['audit']>[0], db: Db = this.db): Promise<void> {
    return this.writeAudit(db, { userId: this.user?.userId ?? null, username: this.user?.username ?? '', ip: this.ip, ...entry });
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
    const handler = handlers[name as keyof T] as Handler<Endpoint> | StreamHandler<Endpoint>;
    app.route({
      method: endpoint.method,
      url: `${API_BASE}/${endpoint.path}`,
      config: { endpoint: name },
      // sendData compresses the answers (envelope.ts); downloads are zipped sheets already.
      compress: false,
      handler: async (request, reply) => {
        const language = requestLanguage(request);
        const query = queryOf(request);
        const isUpload = endpoint.transfer === 'upload';
        if (request.isMultipart() && !isUpload) {
          // Refused unread: the connection closes rather than take in the rest of the body.
          reply.header('connection', 'close');
          throw new AppError(Codes.VALIDATION, 'validation.noUploadHere');
        }
        if (!endpoint.unsigned) verifyTimeStamp(query, services.config.signMaxAgeSeconds * 1000);
        // An upload's sign covers its text fields, which are read only once the caller may upload.
        if (!endpoint.unsigned && !(isUpload && request.isMultipart())) verifySign(request, query);
        const ctx = new CallContext(services, request, language, tokenOf(endpoint, request, query));
        const needsSignIn = endpoint.access !== 'public' || (endpoint.publicPage === true && !services.config.publicPages);
        if (needsSignIn) {
          ctx.user = await authenticate(services, ctx.token);
          if (endpoint.access !== 'signed-in' && endpoint.access !== 'public' && !holds(ctx.user.permissions, endpoint.access)) {
            reply.header('connection', 'close');
            throw new AppError(Codes.FORBIDDEN);
          }
        }
        let uploadFields: Record<string, string> | undefined;
        if (isUpload) {
          if (!request.isMultipart()) throw new AppError(Codes.VALIDATION, 'validation.fileRequired');
          const upload = await readUpload(request, services.config.uploadMaxMb * 1024 * 1024);
          verifySign(request, query, upload.fields);
          uploadFields = upload.fields;
          ctx.uploaded = upload.file;
        }
        const input = parseInput(endpoint, rawInput(endpoint, request, query, uploadFields), language);
        const output = await handler(input, ctx);
        if (endpoint.transfer === 'stream') return sendStream(reply, output as LiveSubscription);
        if (endpoint.changes) services.live.changed(endpoint.changes);
        if (endpoint.transfer === 'download') return sendFile(reply, output as FileResult);
        return sendData(reply, output, { encrypt: services.config.encrypt, aesKey: services.config.aesKey });
      },
    });
  }
}
