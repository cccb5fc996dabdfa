import { authEndpoints, Codes, type SessionUser } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import { signedIn, type SignedInUser } from '../../http/context.ts';
import { AnswerOf } from '../../http/current-answer.ts';
import { AppError } from '../../http/errors.ts';
import { allowCall } from '../../http/rate-limit.ts';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { issueCaptcha } from './captcha.ts';
import { login } from './service.ts';

/** The shell asks for it on every load and every tab: one answer per cached copy of the session. */
const infoAnswers = new AnswerOf<SignedInUser, SessionUser>(({ userId, username, name, avatar, introduction, roles, permissions }) => ({
  userId,
  username,
  name,
  avatar,
  introduction,
  roles,
  permissions,
}));

function authHandlers(captchaPerMinute: number, captchaOn: boolean): Handlers<typeof authEndpoints> {
  return {
    captcha: async (_input, ctx) => {
      if (!(await allowCall(ctx.db, `captcha:${ctx.ip}`, captchaPerMinute, 60_000))) throw new AppError(Codes.TOO_MANY_REQUESTS);
      // CAPTCHA=off: no picture, and the sign-in page leaves the field out.
      if (!captchaOn) return { captchaId: '', image: '' };
      return issueCaptcha(ctx.db);
    },
    login,
    info: async (_input, ctx) => infoAnswers.get(signedIn(ctx)),
    logout: async (_input, ctx) => {
      const user = signedIn(ctx);
      await ctx.sessions.revoke(user.sessionId, 'logout');
      await ctx.audit({ action: 'logout', entity: 'session' });
      return null;
    },
  };
}

export const authModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, authEndpoints, authHandlers(services.config.captchaPerMinute, services.config.captcha));
};
