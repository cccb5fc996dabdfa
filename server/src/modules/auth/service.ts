import { Codes, Status, translateWith, type LoginInput } from '@ews/contract';
import { equalsIgnoringCase } from '../../db/text-search.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { consumeCaptcha } from './captcha.ts';
import { admitLoginAttempt, AttemptRefused, forgiveLoginAttempt } from './lockout.ts';
import { DUMMY_HASH, verifyPassword } from './password.ts';

type ParsedLogin = Required<LoginInput>;

async function refuse(ctx: RequestContext, username: string, reason: string, code: Exclude<typeof Codes[keyof typeof Codes], 200>, message?: string) {
  await ctx.audit({ username, action: 'login', entity: 'session', after: { reason }, result: 'failure' });
  return new AppError(code, message);
}

/** Admits the attempt (counted before the hash) or refuses it with the seconds to wait, audited. */
async function admit(ctx: RequestContext, username: string): Promise<{ shutAccount: boolean }> {
  try {
    return await admitLoginAttempt(ctx.db, ctx.config, username, ctx.ip);
  } catch (error) {
    if (!(error instanceof AttemptRefused)) throw error;
    const key = error.code === Codes.ACCOUNT_LOCKED ? 'error.accountShut' : 'error.addressShut';
    throw await refuse(ctx, username, 'locked', error.code, translateWith(key, ctx.language, { seconds: error.retryAfterSeconds }));
  }
}

/**
 * Sign-in: single-use captcha, the attempt counted against the account and the
 * address (progressive delays), password, account status; every outcome audited.
 */
export async function login(input: ParsedLogin, ctx: RequestContext): Promise<{ token: string }> {
  const { db, config } = ctx;
  const username = input.username;
  if (config.captcha && !(await consumeCaptcha(db, input.captchaId, input.captcha))) {
    throw await refuse(ctx, username, 'captcha', Codes.BAD_CAPTCHA);
  }
  const { shutAccount } = await admit(ctx, username);
  const user = await db
    .selectFrom('sysUser')
    .select(['userId', 'username', 'passwordHash', 'status'])
    .where(equalsIgnoringCase('username', username))
    .executeTakeFirst();
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !passwordOk) throw await refuse(ctx, username, shutAccount ? 'wrong-password-locked' : 'wrong-password', Codes.BAD_CREDENTIALS);
  if (user.status !== Status.ENABLED) throw await refuse(ctx, username, 'disabled', Codes.ACCOUNT_LOCKED);
  await forgiveLoginAttempt(db, config, username, ctx.ip);
  const token = await ctx.sessions.create(user.userId, { ip: ctx.ip, userAgent: ctx.userAgent });
  await ctx.audit({ userId: user.userId, username: user.username, action: 'login', entity: 'session' });
  return { token };
}
