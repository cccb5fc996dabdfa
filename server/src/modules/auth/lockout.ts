import { Codes } from '@ews/contract';
import type { Config } from '../../config.ts';
import { serializeOn, type Db } from '../../db/connection.ts';
import { AppError } from '../../http/errors.ts';

export const accountKey = (username: string) => `user:${username.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

type LockoutConfig = Pick<Config, 'loginMaxFailures' | 'loginLockMinutes' | 'ipMaxFailures' | 'loginDelaySeconds'>;

/** Why an attempt was turned away before its password was checked, and for how long. */
export class AttemptRefused extends AppError {
  constructor(
    code: typeof Codes.ACCOUNT_LOCKED | typeof Codes.TOO_MANY_REQUESTS,
    readonly retryAfterSeconds: number,
  ) {
    super(code);
  }
}

/**
 * OWASP's progressive delay rather than a fixed lock an attacker can set off at will: the first
 * `max - 1` attempts of a window go through; the max-th and each later one hold the key shut for
 * LOGIN_DELAY_SECONDS, doubling with every further attempt, up to LOGIN_LOCK_MINUTES.
 */
const delayAfter = (config: LockoutConfig, beyond: number) => Math.min(config.loginLockMinutes * 60_000, config.loginDelaySeconds * 1000 * 2 ** beyond);

const secondsUntil = (moment: number, now: number) => Math.ceil((moment - now) / 1000);

/**
 * Admits one attempt on a key, or refuses it while the key is shut. The attempt is counted here,
 * before the password hash is computed, with the key's row serialized, so that parallel guesses
 * cannot all pass one check: at most `max` of them are ever checked per window. A `proven`
 * attempt (a solved captcha: a person, not a script) is let through a shut key and counted all
 * the same, lengthening the wait; `wait` then says how long a wrong password of it is held back.
 */
async function admit(trx: Db, config: LockoutConfig, key: string, max: number, now: number, proven: boolean): Promise<{ wait: number; shut: boolean }> {
  await serializeOn(trx, `login-attempt:${key}`);
  const row = await trx.selectFrom('sysLoginAttempt').select(['failures', 'firstFailureAt', 'lockedUntil']).where('attemptKey', '=', key).executeTakeFirst();
  const lockedUntil = row?.lockedUntil ? Date.parse(row.lockedUntil) : 0;
  const wasShut = lockedUntil > now;
  if (wasShut && !proven) return { wait: secondsUntil(lockedUntil, now), shut: true };
  // A window does not start afresh while its key is shut: that would open it.
  const fresh = !row || (!wasShut && Date.parse(row.firstFailureAt) < now - config.loginLockMinutes * 60_000);
  const attempts = fresh ? 1 : row.failures + 1;
  const until = Math.max(wasShut ? lockedUntil : 0, attempts >= max ? now + delayAfter(config, attempts - max) : 0);
  const values = {
    failures: attempts,
    firstFailureAt: fresh ? new Date(now).toISOString() : row.firstFailureAt,
    lockedUntil: until ? new Date(until).toISOString() : null,
  };
  await trx
    .insertInto('sysLoginAttempt')
    .values({ attemptKey: key, ...values })
    .onConflict((oc) => oc.column('attemptKey').doUpdateSet(values))
    .execute();
  return { wait: wasShut ? secondsUntil(until, now) : 0, shut: until > 0 };
}

/**
 * Counts a sign-in attempt against the address and the account before its password is checked;
 * throws 42900 (address) or 40103 (account) with the seconds to wait while either is shut, unless
 * the attempt is `proven`: OWASP's answer to lock-outs an attacker sets off at will is a CAPTCHA
 * rather than a lock, so a person who solved one may still sign in with the right password. Such
 * an attempt answers, as `heldBack`, the refusal its password gets if it is wrong.
 * Answers too whether this attempt shut the account for the next one.
 */
export async function admitLoginAttempt(
  db: Db,
  config: LockoutConfig,
  attempt: { username: string; ip: string; proven: boolean },
  now = Date.now(),
): Promise<{ shutAccount: boolean; heldBack: AttemptRefused | undefined }> {
  const { username, ip, proven } = attempt;
  return db.transaction().execute(async (trx) => {
    const address = await admit(trx, config, ipKey(ip), config.ipMaxFailures, now, proven);
    const addressRefusal = address.wait ? new AttemptRefused(Codes.TOO_MANY_REQUESTS, address.wait) : undefined;
    if (addressRefusal && !proven) throw addressRefusal;
    const account = await admit(trx, config, accountKey(username), config.loginMaxFailures, now, proven);
    const accountRefusal = account.wait ? new AttemptRefused(Codes.ACCOUNT_LOCKED, account.wait) : undefined;
    if (accountRefusal && !proven) throw accountRefusal;
    return { shutAccount: account.shut, heldBack: addressRefusal ?? accountRefusal };
  });
}

/** A right password: the account starts afresh, and the address gets its attempt back. */
export async function forgiveLoginAttempt(db: Db, config: LockoutConfig, username: string, ip: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sysLoginAttempt').where('attemptKey', '=', accountKey(username)).execute();
    await serializeOn(trx, `login-attempt:${ipKey(ip)}`);
    const row = await trx.selectFrom('sysLoginAttempt').select('failures').where('attemptKey', '=', ipKey(ip)).executeTakeFirst();
    if (!row) return;
    const failures = Math.max(0, row.failures - 1);
    await trx
      .updateTable('sysLoginAttempt')
      .set({ failures, ...(failures < config.ipMaxFailures ? { lockedUntil: null } : {}) })
      .where('attemptKey', '=', ipKey(ip))
      .execute();
  });
}
