import type { Db } from '../db/connection.ts';

/**
 * Counts calls per key (a client address) in windows that start with the key's first call, in
 * the database, so that every instance serving it counts against one limit. A guard against
 * floods, not an accounting: a key's row is dropped once its window is over and another key opens one.
 */
export async function allowCall(db: Db, key: string, limit: number, windowMs: number, now = Date.now()): Promise<boolean> {
  const windowOver = now - windowMs;
  const { calls } = await db
    .insertInto('sysRateCount')
    .values({ counterKey: key, windowStart: now, calls: 1 })
    .onConflict((conflict) =>
      conflict.column('counterKey').doUpdateSet((eb) => {
        const expired = eb('sysRateCount.windowStart', '<=', windowOver);
        return {
          calls: eb.case().when(expired).then(eb.val(1)).else(eb('sysRateCount.calls', '+', 1)).end(),
          windowStart: eb.case().when(expired).then(eb.val(now)).else(eb.ref('sysRateCount.windowStart')).end(),
        };
      }),
    )
    .returning('calls')
    .executeTakeFirstOrThrow();
  // A window that opens clears the rows of the keys whose windows are over, so the table stays small.
  if (calls === 1) await db.deleteFrom('sysRateCount').where('windowStart', '<=', windowOver).execute();
  return calls <= limit;
}
