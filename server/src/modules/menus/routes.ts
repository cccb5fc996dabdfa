import { menuEndpoints, SUPER_PERMISSION } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import { signedIn } from '../../http/context.ts';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { listGrantedRouteMenus, listRouteMenus } from './queries.ts';
import { buildRouteTree } from './tree.ts';

const handlers: Handlers<typeof menuEndpoints> = {
  getMenuTreeByUser: async (_input, ctx) => {
    const user = signedIn(ctx);
    const all = await listRouteMenus(ctx.db);
    const granted = user.permissions.includes(SUPER_PERMISSION) ? all : await listGrantedRouteMenus(ctx.db, user.userId);
    return buildRouteTree(granted, all);
  },
};

export const menusModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, menuEndpoints, handlers);
};
