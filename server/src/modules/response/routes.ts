import { responseEndpoints } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import { signedIn } from '../../http/context.ts';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { listDeclarations, responseProposals } from './queries.ts';
import { declareResponse, endResponse } from './service.ts';

const handlers: Handlers<typeof responseEndpoints> = {
  responseProposals: async (_input, ctx) => ({ list: await responseProposals(ctx.db, signedIn(ctx).scope) }),
  responseList: async ({ active }, ctx) => ({ list: await listDeclarations(ctx.db, signedIn(ctx).scope, active === undefined ? undefined : active === 'true') }),
  responseDeclare: declareResponse,
  responseEnd: endResponse,
};

export const responseModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, responseEndpoints, handlers);
};
