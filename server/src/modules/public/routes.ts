import { publicEndpoints } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { publicMap, publicMonitor } from './queries.ts';

const handlers: Handlers<typeof publicEndpoints> = {
  publicMap: (_input, ctx) => publicMap(ctx.db, ctx.config.publicMapPrecisionKm),
  publicMonitor: (_input, ctx) => publicMonitor(ctx.db),
  basemapSettings: async (_input, ctx) => ({ tileUrl: ctx.config.mapTileUrl ?? null, attribution: ctx.config.mapTileAttribution }),
};

export const publicModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, publicEndpoints, handlers);
};
