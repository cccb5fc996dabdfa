import { menuEndpoints, SUPER_PERMISSION } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import { signedIn } from '../../http/context.ts';
import { foundOrNotFound } from '../../http/errors.ts';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { findMenu, listGrantedRouteMenus, listMenus, listRouteMenus, nestMenus } from './queries.ts';
import { deleteMenu, saveMenu } from './service.ts';
import { buildRouteTree } from './tree.ts';

const handlers: Handlers<typeof menuEndpoints> = {
  getMenuTreeByUser: async (_input, ctx) => {
    const user = signedIn(ctx);
    const all = await listRouteMenus(ctx.db);
    const granted = user.permissions.includes(SUPER_PERMISSION) ? all : await listGrantedRouteMenus(ctx.db, user.userId);
    return buildRouteTree(granted, all);
  },
  menuTreeRoot: async (_input, ctx) => nestMenus(await listMenus(ctx.db)),
  menuList: async ({ name, status }, ctx) => {
    const needle = name?.toLowerCase();
    return nestMenus(
      await listMenus(ctx.db),
      (menu) => (!needle || menu.name.toLowerCase().includes(needle) || menu.menuKey.toLowerCase().includes(needle)) && (status === undefined || menu.status === status),
    );
  },
  menuGet: ({ menuId }, ctx) => foundOrNotFound(findMenu(ctx.db, menuId)),
  menuSave: saveMenu,
  menuDelete: ({ menuId }, ctx) => deleteMenu(menuId, ctx),
};

export const menusModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, menuEndpoints, handlers);
};
