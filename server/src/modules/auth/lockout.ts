import { Codes } from '@ews/contract';
import { sql } from 'kysely';
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

/**
 * One atomic upsert per failure, so parallel guesses cannot all read the same count: the row
 * restarts at 1 when its window has passed or its lock has run out, and counts up otherwise.
 */
async function countFailure(db: Db, key: string, max: number, lockMinutes: number): Promise<boolean> {
  const now = new Date();
  const nowText = now.toISOString();
  const windowStart = new Date(now.getTime() - lockMinutes * 60_000).toISOString();
  const stale = sql<boolean>`(${sql.ref('sysLoginAttempt.firstFailureAt')} < ${windowStart} or (${sql.ref('sysLoginAttempt.lockedUntil')} is not null and ${sql.ref('sysLoginAttempt.lockedUntil')} <= ${nowText}))`;
  const row = await db
    .insertInto('sysLoginAttempt')
    .values({ attemptKey: key, failures: 1, firstFailureAt: nowText, lockedUntil: null })
    .onConflict((oc) =>
      oc.column('attemptKey').doUpdateSet({
        failures: sql<number>`case when ${stale} then 1 else ${sql.ref('sysLoginAttempt.failures')} + 1 end`,
        firstFailureAt: sql<string>`case when ${stale} then ${nowText} else ${sql.ref('sysLoginAttempt.firstFailureAt')} end`,
        lockedUntil: sql<string | null>`case when ${stale} then null else ${sql.ref('sysLoginAttempt.lockedUntil')} end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  if (row.failures < max) return false;
  await db
    .updateTable('sysLoginAttempt')
    .set({ lockedUntil: new Date(now.getTime() + lockMinutes * 60_000).toISOString() })
    .where('attemptKey', '=', key)
    .execute();
  return row.failures === max;
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
