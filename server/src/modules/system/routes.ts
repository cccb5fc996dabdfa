import { sql } from 'kysely';
import { systemEndpoints } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';

const handlers: Handlers<typeof systemEndpoints> = {
  health: async (_input, ctx) => {
    await sql`select 1`.execute(ctx.db);
    return { status: 'ok' };
  },
};

export const systemModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, systemEndpoints, handlers);
};
