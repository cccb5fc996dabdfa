import { Codes } from '@ews/contract';
import type { Config } from '../../config.ts';
import { nowIso, type Db } from '../../db/connection.ts';
import { AppError } from '../../http/errors.ts';

export const accountKey = (username: string) => `user:${username.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

type LockoutConfig = Pick<Config, 'loginMaxFailures' | 'loginLockMinutes' | 'ipMaxFailures'>;

/** Refuses a login while the account (40103) or the address (42900) is locked. */
export async function assertNotLocked(db: Db, username: string, ip: string): Promise<void> {
  const now = nowIso();
  const rows = await db
    .selectFrom('sysLoginAttempt')
    .select(['attemptKey', 'lockedUntil'])
    .where('attemptKey', 'in', [accountKey(username), ipKey(ip)])
    .execute();
  for (const row of rows) {
    if (row.lockedUntil && row.lockedUntil > now) {
      throw new AppError(row.attemptKey.startsWith('ip:') ? Codes.TOO_MANY_REQUESTS : Codes.ACCOUNT_LOCKED);
    }
  }
}

async function countFailure(db: Db, key: string, max: number, lockMinutes: number): Promise<boolean> {
  const now = new Date();
  const windowStart = new Date(now.getTime() - lockMinutes * 60_000).toISOString();
  const row = await db.selectFrom('sysLoginAttempt').selectAll().where('attemptKey', '=', key).executeTakeFirst();
  const fresh = !row || row.firstFailureAt < windowStart || (row.lockedUntil !== null && row.lockedUntil <= now.toISOString());
  const failures = fresh ? 1 : row.failures + 1;
  const lockedUntil = failures >= max ? new Date(now.getTime() + lockMinutes * 60_000).toISOString() : null;
  const values = { failures, firstFailureAt: fresh ? now.toISOString() : row.firstFailureAt, lockedUntil };
  await db
    .insertInto('sysLoginAttempt')
    .values({ attemptKey: key, ...values })
    .onConflict((oc) => oc.column('attemptKey').doUpdateSet(values))
    .execute();
  return lockedUntil !== null;
}

/** Counts a wrong password against the account and the address; true when the account just got locked. */
export async function recordLoginFailure(db: Db, config: LockoutConfig, username: string, ip: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await countFailure(trx, ipKey(ip), config.ipMaxFailures, config.loginLockMinutes);
    return countFailure(trx, accountKey(username), config.loginMaxFailures, config.loginLockMinutes);
  });
}

export async function clearLoginFailures(db: Db, username: string): Promise<void> {
  await db.deleteFrom('sysLoginAttempt').where('attemptKey', '=', accountKey(username)).execute();
}
