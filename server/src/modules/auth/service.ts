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

/**
 * The refusal of an attempt while its account or address is shut, audited, with the seconds to
 * wait in the user's language; a person who solved the captcha is told that the right password
 * still signs them in.
 */
async function refuseShut(ctx: RequestContext, username: string, refusal: AttemptRefused, reason: string, proven: boolean): Promise<AppError> {
  const account = refusal.code === Codes.ACCOUNT_LOCKED;
  const key = proven ? (account ? 'error.accountShutButCaptcha' : 'error.addressShutButCaptcha') : account ? 'error.accountShut' : 'error.addressShut';
  return refuse(ctx, username, reason, refusal.code, translateWith(key, ctx.language, { seconds: refusal.retryAfterSeconds }));
}

/** Admits the attempt (counted before the hash) or refuses it with the seconds to wait, audited. */
async function admit(ctx: RequestContext, username: string, proven: boolean): Promise<{ shutAccount: boolean; heldBack: AttemptRefused | undefined }> {
  try {
    return await admitLoginAttempt(ctx.db, ctx.config, { username, ip: ctx.ip, proven });
  } catch (error) {
    if (!(error instanceof AttemptRefused)) throw error;
    throw await refuseShut(ctx, username, error, 'locked', proven);
  }
}

/**
 * Sign-in: single-use captcha, the attempt counted against the account and the address
 * (progressive delays), password, account status; every outcome audited. A solved captcha proves
 * a person: while the account or address is shut, it still lets the right password in (so that
 * wrong guesses cannot lock the owner or an office out), and a wrong one gets the wait. With
 * CAPTCHA=off nothing proves a person, and a shut account or address refuses every attempt.
 */
export async function login(input: ParsedLogin, ctx: RequestContext): Promise<{ token: string }> {
  const { db, config } = ctx;
  const username = input.username;
  if (config.captcha && !(await consumeCaptcha(db, input.captchaId, input.captcha))) {
    throw await refuse(ctx, username, 'captcha', Codes.BAD_CAPTCHA);
  }
  const { shutAccount, heldBack } = await admit(ctx, username, config.captcha);
  const user = await db
    .selectFrom('sysUser')
    .select(['userId', 'username', 'passwordHash', 'status'])
    .where(equalsIgnoringCase('username', username))
    .executeTakeFirst();
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !passwordOk) {
    if (heldBack) throw await refuseShut(ctx, username, heldBack, 'wrong-password-while-locked', true);
    throw await refuse(ctx, username, shutAccount ? 'wrong-password-locked' : 'wrong-password', Codes.BAD_CREDENTIALS);
  }
  if (user.status !== Status.ENABLED) throw await refuse(ctx, username, 'disabled', Codes.ACCOUNT_LOCKED);
  await forgiveLoginAttempt(db, config, username, ctx.ip);
  const token = await ctx.sessions.create(user.userId, { ip: ctx.ip, userAgent: ctx.userAgent });
  await ctx.audit({ userId: user.userId, username: user.username, action: 'login', entity: 'session' });
  return { token };
}
