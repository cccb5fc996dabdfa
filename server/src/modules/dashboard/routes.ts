import { dashboardEndpoints } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import { signedIn } from '../../http/context.ts';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { dashboardMap } from '../public/queries.ts';
import { dashboardSummary } from './queries.ts';

const handlers: Handlers<typeof dashboardEndpoints> = {
  dashboardSummary: (_input, ctx) => dashboardSummary(ctx.db, signedIn(ctx).scope),
  dashboardMap: (_input, ctx) => dashboardMap(ctx.db, signedIn(ctx).scope),
};

export const dashboardModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, dashboardEndpoints, handlers);
};
