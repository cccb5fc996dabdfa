import { authEndpoints } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import { signedIn } from '../../http/context.ts';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { issueCaptcha } from './captcha.ts';
import { login } from './service.ts';

const handlers: Handlers<typeof authEndpoints> = {
  captcha: (_input, ctx) => issueCaptcha(ctx.db),
  login,
  info: async (_input, ctx) => {
    const { userId, username, name, avatar, introduction, roles, permissions } = signedIn(ctx);
    return { userId, username, name, avatar, introduction, roles, permissions };
  },
  logout: async (_input, ctx) => {
    const user = signedIn(ctx);
    await ctx.sessions.revoke(user.sessionId, 'logout');
    await ctx.audit({ action: 'logout', entity: 'session' });
    return null;
  },
};

export const authModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, authEndpoints, handlers);
};
