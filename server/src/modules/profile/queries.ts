import { PROFILE_SIGN_INS } from '@ews/contract';
import type { Db } from '../../db/connection.ts';

/** The latest sessions of `userId`, newest first. */
export function recentSessions(db: Db, userId: number) {
  return db
    .selectFrom('sysSession')
    .select(['sessionId', 'createdAt', 'lastSeenAt', 'expiresAt', 'revokedAt', 'ip', 'userAgent'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('sessionId', 'desc')
    .limit(PROFILE_SIGN_INS)
    .execute();
}

/** The audit rows written as `userId`, newest first, one page of them and their count. */
export async function ownAudit(db: Db, userId: number, page: number, limit: number) {
  const query = db.selectFrom('sysAuditLog').where('userId', '=', userId);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select(['auditId', 'at', 'action', 'entity', 'entityId', 'ip', 'result'])
    .orderBy('at', 'desc')
    .orderBy('auditId', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { rows, total: Number(total) };
}
