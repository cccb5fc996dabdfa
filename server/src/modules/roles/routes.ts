import { roleEndpoints } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { rolesWithinReach } from '../auth/grants.ts';
import { assertRolesInScope } from '../scope/service.ts';
import { findRole, listRoles, roleMenuIds } from './queries.ts';
import { changeRoleStatus, deleteRoles, saveRole, saveRoleMenus } from './service.ts';

const handlers: Handlers<typeof roleEndpoints> = {
  roleList: async (query, ctx) => listRoles(ctx.db, query, await rolesWithinReach(ctx, ctx.db)),
  roleSave: saveRole,
  roleDelete: ({ ids }, ctx) => deleteRoles(ids, ctx),
  roleStatus: changeRoleStatus,
  roleMenus: async ({ roleId }, ctx) => {
    if (!(await findRole(ctx.db, roleId))) throw notFound();
    await assertRolesInScope(ctx, ctx.db, [roleId]);
    return { roleId, menuIds: await roleMenuIds(ctx.db, roleId) };
  },
  roleSaveMenus: saveRoleMenus,
};

export const rolesModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, roleEndpoints, handlers);
};
