import { sql } from 'kysely';
import { systemEndpoints } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import { dialectOf } from '../../db/connection.ts';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { APP_VERSION } from '../../version.ts';

const handlers: Handlers<typeof systemEndpoints> = {
  health: async (_input, ctx) => {
    await sql`select 1`.execute(ctx.db);
    return { status: 'ok', database: dialectOf(ctx.db), version: APP_VERSION };
  },
};

export const systemModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, systemEndpoints, handlers);
};
