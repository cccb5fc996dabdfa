import { Codes, Status, type LoginInput } from '@ews/contract';
import { equalsIgnoringCase } from '../../db/text-search.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { consumeCaptcha } from './captcha.ts';
import { assertNotLocked, clearLoginFailures, recordLoginFailure } from './lockout.ts';
import { DUMMY_HASH, verifyPassword } from './password.ts';

type ParsedLogin = Required<LoginInput>;

async function refuse(ctx: RequestContext, username: string, reason: string, code: Exclude<typeof Codes[keyof typeof Codes], 200>) {
  await ctx.audit({ username, action: 'login', entity: 'session', after: { reason }, result: 'failure' });
  return new AppError(code);
}

/** Sign-in (DESIGN §4): lock-out, single-use captcha, password, account status; every outcome audited. */
export async function login(input: ParsedLogin, ctx: RequestContext): Promise<{ token: string }> {
  const { db, config } = ctx;
  const username = input.username;
  try {
    await assertNotLocked(db, username, ctx.ip);
  } catch (error) {
    if (error instanceof AppError) throw await refuse(ctx, username, 'locked', error.code);
    throw error;
  }
  if (config.captcha && !(await consumeCaptcha(db, input.captchaId, input.captcha))) {
    throw await refuse(ctx, username, 'captcha', Codes.BAD_CAPTCHA);
  }
  const user = await db
    .selectFrom('sysUser')
    .select(['userId', 'username', 'passwordHash', 'status'])
    .where(equalsIgnoringCase('username', username))
    .executeTakeFirst();
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !passwordOk) {
    const lockedNow = await recordLoginFailure(db, config, username, ctx.ip);
    throw await refuse(ctx, username, lockedNow ? 'wrong-password-locked' : 'wrong-password', Codes.BAD_CREDENTIALS);
  }
  if (user.status !== Status.ENABLED) throw await refuse(ctx, username, 'disabled', Codes.ACCOUNT_LOCKED);
  await clearLoginFailures(db, username);
  const token = await ctx.sessions.create(user.userId, { ip: ctx.ip, userAgent: ctx.userAgent });
  await ctx.audit({ userId: user.userId, username: user.username, action: 'login', entity: 'session' });
  return { token };
}
