import { publicEndpoints } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { publicMap, publicMonitor } from './queries.ts';

const handlers: Handlers<typeof publicEndpoints> = {
  publicMap: (_input, ctx) => publicMap(ctx.db),
  publicMonitor: (_input, ctx) => publicMonitor(ctx.db),
};

export const publicModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, publicEndpoints, handlers);
};
