import { profileEndpoints, type SignIn } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { signedIn } from '../../http/context.ts';
import { ownAudit, recentSessions } from './queries.ts';

const handlers: Handlers<typeof profileEndpoints> = {
  /** Only the caller's own rows: the user id comes from the session, never from the input. */
  profileActivity: async ({ page, limit }, ctx) => {
    const user = ctx.user!;
    const now = Date.now();
    const idle = ctx.config.sessionIdleMinutes * 60_000;
    const signIns: SignIn[] = (await recentSessions(ctx.db, user.userId)).map((row) => ({
      sessionId: row.sessionId,
      at: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      ip: row.ip,
      userAgent: row.userAgent,
      current: row.sessionId === user.sessionId,
      active: row.revokedAt === null && now < Date.parse(row.expiresAt) && now < Date.parse(row.lastSeenAt) + idle,
    }));
    const { rows, total } = await ownAudit(ctx.db, user.userId, page, limit);
    return { scope: user.scope, signIns, audit: { list: rows, total } };
  },
  profileScope: async (_input, ctx) => signedIn(ctx).scope,
};

export const profileModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, profileEndpoints, handlers);
};
