import { publicEndpoints } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { publicMap, publicMonitor } from './queries.ts';

const handlers: Handlers<typeof publicEndpoints> = {
  publicMap: (_input, ctx) => publicMap(ctx.db, { precisionKm: ctx.config.publicMapPrecisionKm, windowDays: ctx.config.riskWindowDays }),
  publicMonitor: (_input, ctx) => publicMonitor(ctx.db, ctx.config.riskWindowDays),
  basemapSettings: async (_input, ctx) => ({ tileUrl: ctx.config.mapTileUrl ?? null, attribution: ctx.config.mapTileAttribution }),
};

export const publicModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, publicEndpoints, handlers);
};
