import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE, Codes, endpoints } from '@ews/contract';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { openChangeFeed } from './db/change-feed.ts';
import { unreadableChannels } from './db/channel-secrets.ts';
import { openDatabase, preparingAlone, type Db } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { keyringOf } from './db/secrets.ts';
import { seedDatabase, type SeedResult } from './bootstrap/seed/index.ts';
import { sendError } from './http/envelope.ts';
import { AppError, isUniqueViolation } from './http/errors.ts';
import { openApiDocument } from './http/openapi.ts';
import { answerClientError } from './http/client-error.ts';
import { COMPRESS_THRESHOLD_BYTES } from './http/encodings.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { parseQuery } from './http/request-input.ts';
import { LIVE_MAX_STREAMS, LiveHub } from './http/live.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import type { Services } from './http/register.ts';
import { registerWebApp, type PageDrawer } from './http/web.ts';
import { writeAudit } from './modules/audit/queries.ts';
import { alertsModule } from './modules/alerts/routes.ts';
import { auditModule } from './modules/audit/routes.ts';
import { authModule } from './modules/auth/routes.ts';
import { casesModule } from './modules/cases/routes.ts';
import { dashboardModule } from './modules/dashboard/routes.ts';
import { SessionStore } from './modules/auth/sessions.ts';
import { menusModule } from './modules/menus/routes.ts';
import { isAppRoute } from './modules/menus/app-routes.ts';
import { notificationsModule } from './modules/notifications/routes.ts';
import { DeliveryWorker } from './modules/notifications/worker.ts';
import { outbreaksModule } from './modules/outbreaks/routes.ts';
import { profileModule } from './modules/profile/routes.ts';
import { publicModule } from './modules/public/routes.ts';
import { riskModule } from './modules/risk/routes.ts';
import { rolesModule } from './modules/roles/routes.ts';
import { responseModule } from './modules/response/routes.ts';
import { sourcesModule } from './modules/sources/routes.ts';
import { surveysModule } from './modules/surveys/routes.ts';
import { systemModule } from './modules/system/routes.ts';
import { usersModule } from './modules/users/routes.ts';

const modules = [systemModule, authModule, menusModule, usersModule, rolesModule, auditModule, profileModule, sourcesModule, outbreaksModule, publicModule, surveysModule, riskModule, alertsModule, dashboardModule, notificationsModule, casesModule, responseModule];

export interface BuiltApp {
  app: FastifyInstance;
  db: Db;
  sessions: SessionStore;
  seed: SeedResult;
}

export function prepareDatabase(config: Config): Promise<{ db: Db; seed: SeedResult }> {
  return preparingAlone(config, async () => {
    const db = openDatabase(config);
    await migrateToLatest(db, config.databaseUrl ? config.databaseSchema : undefined);
    // A first start without SECRETS_KEY makes the data directory's key now, and its banner says so.
    keyringOf(db).current();
    return { db, seed: await seedDatabase(db, config) };
  });
}

export function redactToken(url: string): string {
  return url.replace(/([?&]token=)[^&]*/gi, '$1[redacted]');
}

function mapFrameworkError(error: FastifyError): { code: Exclude<typeof Codes[keyof typeof Codes], 200>; message?: string } {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) return { code: Codes.TOO_LARGE };
  if (error.statusCode === 429) return { code: Codes.TOO_MANY_REQUESTS };
  if (error.statusCode && error.statusCode < 500) return { code: Codes.VALIDATION, message: error.message };
  return { code: Codes.SERVER_ERROR };
}

function verifyEveryEndpointRegistered(app: FastifyInstance): void {
  for (const [name, endpoint] of Object.entries(endpoints)) {
    if (!app.hasRoute({ method: endpoint.method, url: `${API_BASE}/${endpoint.path}` })) {
      throw new Error(`No handler registered for endpoint '${name}' (${endpoint.method} ${endpoint.path})`);
    }
  }
}

/** Fastify's form of TRUST_PROXY: a hop count becomes "trust the n hops nearest this server". */
function proxyTrust(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** The whole server on one port: API, OpenAPI, and the web app with its history-mode fallback. */
export async function buildApp(config: Config): Promise<BuiltApp> {
  const { db, seed } = await prepareDatabase(config);
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // sysuser/info may carry the session token as a query parameter (the original console's call): keep it out of the logs.
            serializers: { req: (request) => ({ method: request.method, url: redactToken(request.url), remoteAddress: request.ip }) },
          },
    trustProxy: proxyTrust(config.trustProxy),
    routerOptions: { querystringParser: parseQuery },
    bodyLimit: 1024 * 1024,
    clientErrorHandler: answerClientError,
    // Plugins that read the disk at start (the web app's files) took longer than Fastify's 10 s on a
    // machine whose cores were saturated, and the server did not start: a slow start is not a failure.
    pluginTimeout: 120_000,
    requestTimeout: config.requestTimeoutSeconds * 1000,
    // Headers come first and are small; Node looks for overdue requests every interval, at most 30 s.
    http: { headersTimeout: Math.min(config.requestTimeoutSeconds, 20) * 1000, connectionsCheckingInterval: Math.min(30_000, config.requestTimeoutSeconds * 250) },
  });
  for (const { channelId, name, keyIds } of await unreadableChannels(db)) {
    app.log.error(`notification channel ${channelId} (${name}) is sealed with key ${keyIds.join(', ')}, which this server does not hold: give it as SECRETS_KEY or SECRETS_KEY_OLD, or enter the channel's target and secret again`);
  }
  const changes = await openChangeFeed(db, config, (error) => app.log.error({ err: error }, 'the change feed lost its connection'));
  app.addHook('onClose', async () => {
    await changes.close();
    await db.destroy();
  });

  registerJsonBodyParser(app);
  registerSecurityHeaders(app, API_BASE, config.mapTileUrl && new URL(config.mapTileUrl).origin);

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error.code, error.message);
    if (isUniqueViolation(error)) return sendError(request, reply, Codes.CONFLICT);
    const mapped = mapFrameworkError(error);
    if (mapped.code === Codes.SERVER_ERROR) request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, mapped.code, mapped.message);
  });

  // Answers over 1 KB go out compressed when the client asks (brotli at quality 4, gzip): the API's
  // by sendData (envelope.ts), the rest (the API's documents, refusals) by this plugin; the web
  // app's files are compressed once at build time instead. Request bodies are never inflated: a
  // small compressed body could unpack past every size limit.
  await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['br', 'gzip'], globalDecompression: false });

  // Multipart bodies are left unread here: only an upload endpoint reads one, after its permission check.
  await app.register(multipart);
  if (config.apiDocs) {
    await app.register(swagger, { mode: 'static', specification: { document: openApiDocument() as never } });
    await app.register(swaggerUi, { routePrefix: `${API_BASE}/docs` });
  }

  const sessions = new SessionStore(db, config, changes);
  const live = new LiveHub(changes, (error) => app.log.error({ err: error }, 'telling the other instances of a change failed'), {
    total: LIVE_MAX_STREAMS,
    perAddress: config.liveStreamsPerAddress,
    perSession: config.liveStreamsPerSession,
  });
  // The open streams end first: the server's close would otherwise wait for them.
  app.addHook('preClose', () => live.close());
  const pages = new Map<string, PageDrawer>();
  const services: Services = { db, config, sessions, audit: writeAudit, live, pages };
  for (const module of modules) await app.register(module, services);

  const web = await registerWebApp(app, config);
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isClientRoute = request.method === 'GET' && !pathname.startsWith(API_BASE) && !/\.[a-z0-9]+$/i.test(pathname);
    if (!isClientRoute) return sendError(request, reply, Codes.NOT_FOUND);
    // A path that is none of the app's routes gets the app, which shows its 404 page, with the status that says so.
    if (!(await isAppRoute(db, pathname))) return web.sendIndex(reply.status(404));
    const drawer = pages.get(pathname);
    // The page loads without them when they cannot be drawn: the console then asks for its rows itself.
    const drawn = drawer && (await drawer(request).catch((error: unknown) => void request.log.error({ err: error }, 'drawing the first rows of a page failed')));
    return web.sendIndex(reply, drawn ?? undefined);
  });

  const worker = config.notifyWorker ? new DeliveryWorker(db, config, (error, message) => app.log.error({ err: error }, message)) : undefined;
  // Stops before the database closes: a send in flight finishes and records its attempt.
  if (worker) app.addHook('preClose', () => worker.stop());
  if (worker) changes.subscribe((change) => change.topic === 'records' && change.changed.includes('alerts') && worker.nudge());

  await app.ready();
  verifyEveryEndpointRegistered(app);
  worker?.start();
  return { app, db, sessions, seed };
}
