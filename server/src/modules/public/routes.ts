import { publicEndpoints } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { RequestContext } from '../../http/context.ts';
import { CurrentAnswer, SHARED_ANSWER_MAX_AGE_MS } from '../../http/current-answer.ts';
import type { LiveHub, LiveSubscription } from '../../http/live.ts';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { publicMap, publicMonitor } from './queries.ts';

/**
 * The live stream. With PUBLIC_PAGES=off it was opened with a session: it ends when a change of
 * sessions leaves that session unusable (logout, disable, password change), on whichever instance.
 */
async function liveEvents(live: LiveHub, ctx: RequestContext): Promise<LiveSubscription> {
  const open = live.admit({ ip: ctx.ip, sessionId: ctx.user?.sessionId });
  return (send, end) => {
    const stopSending = open(send, end);
    const { token } = ctx;
    if (!ctx.user || !token) return stopSending;
    const stopWatching = live.watchSessions(() => void ctx.sessions.resolve(token).catch(end));
    return () => {
      stopSending();
      stopWatching();
    };
  };
}

function handlersFor(services: Services): Handlers<typeof publicEndpoints> {
  const map = new CurrentAnswer<Awaited<ReturnType<typeof publicMap>>>(services.live, SHARED_ANSWER_MAX_AGE_MS);
  const monitor = new CurrentAnswer<Awaited<ReturnType<typeof publicMonitor>>>(services.live, SHARED_ANSWER_MAX_AGE_MS);
  return {
    publicMap: (_input, ctx) => map.get(() => publicMap(ctx.db, { precisionKm: ctx.config.publicMapPrecisionKm, windowDays: ctx.config.riskWindowDays })),
    publicMonitor: (_input, ctx) => monitor.get(() => publicMonitor(ctx.db, ctx.config.riskWindowDays)),
    basemapSettings: async (_input, ctx) => ({ tileUrl: ctx.config.mapTileUrl ?? null, attribution: ctx.config.mapTileAttribution }),
    liveEvents: (_input, ctx) => liveEvents(services.live, ctx),
  };
}

export const publicModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, publicEndpoints, handlersFor(services));
};
