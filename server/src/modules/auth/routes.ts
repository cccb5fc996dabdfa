import { authEndpoints } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import { signedIn } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { issueCaptcha } from './captcha.ts';
import { login } from './service.ts';
import { revokeSession } from './sessions.ts';

const handlers: Handlers<typeof authEndpoints> = {
  captcha: (_input, ctx) => issueCaptcha(ctx.db),
  login,
  info: async (_input, ctx) => {
    const user = signedIn(ctx);
    const row = await ctx.db
      .selectFrom('sysUser')
      .select(['name', 'avatar', 'introduction'])
      .where('userId', '=', user.userId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return { userId: user.userId, username: user.username, ...row, roles: user.roles, permissions: user.permissions };
  },
  logout: async (_input, ctx) => {
    const user = signedIn(ctx);
    await revokeSession(ctx.db, user.sessionId, 'logout');
    await ctx.audit({ action: 'logout', entity: 'session' });
    return null;
  },
};

export const authModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, authEndpoints, handlers);
};
