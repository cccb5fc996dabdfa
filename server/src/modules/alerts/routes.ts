import { alertEndpoints } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import { signedIn } from '../../http/context.ts';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { listAlerts } from './queries.ts';
import { alertDetail, openAlertCount, transitionAlert } from './service.ts';

const handlers: Handlers<typeof alertEndpoints> = {
  alertList: (query, ctx) => listAlerts(ctx.db, signedIn(ctx).scope, query),
  alertGet: ({ alertId }, ctx) => alertDetail(alertId, ctx),
  alertTransition: transitionAlert,
  alertOpenCount: (_input, ctx) => openAlertCount(ctx),
};

export const alertsModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, alertEndpoints, handlers);
};
