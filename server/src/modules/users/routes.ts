import { userEndpoints } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import { signedIn } from '../../http/context.ts';
import { foundOrNotFound } from '../../http/errors.ts';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { findUser, listUsers } from './queries.ts';
import { changeUserStatus, deleteUsers, resetPassword, saveUser, updateOwnPassword, updateOwnProfile } from './service.ts';

const handlers: Handlers<typeof userEndpoints> = {
  userList: (query, ctx) => listUsers(ctx.db, signedIn(ctx).scope, query),
  userSave: saveUser,
  userGet: ({ userId }, ctx) => foundOrNotFound(findUser(ctx.db, signedIn(ctx).scope, userId)),
  userDelete: ({ ids }, ctx) => deleteUsers(ids, ctx),
  userStatus: changeUserStatus,
  userResetPassword: resetPassword,
  updatePassword: updateOwnPassword,
  updateProfile: updateOwnProfile,
  roleTree: async (_input, ctx) => {
    const roles = await ctx.db.selectFrom('sysRole').select(['roleId', 'roleKey', 'name', 'status']).orderBy('sort').orderBy('roleId').execute();
    return roles.map((role) => ({ ...role, children: [] }));
  },
};

export const usersModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, userEndpoints, handlers);
};
