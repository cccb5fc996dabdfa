import { createHash, randomBytes } from 'node:crypto';
import { Codes, Status } from '@ews/contract';
import type { Config } from '../../config.ts';
import { nowIso, type Db } from '../../db/connection.ts';
import { AppError } from '../../http/errors.ts';

export type RevokeReason = 'logout' | 'password-changed' | 'disabled';

/** Only a token's SHA-256 is stored, so a copy of the database signs nobody in. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type SessionConfig = Pick<Config, 'sessionIdleMinutes' | 'sessionAbsoluteHours'>;

// Writing last_seen on every call would make each read a write; a minute's slack keeps idle expiry honest.
const TOUCH_AFTER_MS = 60_000;

export async function createSession(
  db: Db,
  config: SessionConfig,
  userId: number,
  client: { ip: string; userAgent: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .insertInto('sysSession')
    .values({
      tokenHash: hashToken(token),
      userId,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + config.sessionAbsoluteHours * 3_600_000).toISOString(),
      revokedAt: null,
      revokedReason: null,
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 512),
    })
    .execute();
  return token;
}

export interface ActiveSession {
  sessionId: number;
  userId: number;
  username: string;
  name: string;
}

/** The live session of a token, or the code that tells the client why there is none (DESIGN §3). */
export async function resolveSession(db: Db, config: SessionConfig, token: string): Promise<ActiveSession> {
  const row = await db
    .selectFrom('sysSession as s')
    .innerJoin('sysUser as u', 'u.userId', 's.userId')
    .select(['s.sessionId', 's.userId', 's.lastSeenAt', 's.expiresAt', 's.revokedReason', 'u.username', 'u.name', 'u.status'])
    .where('s.tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) throw new AppError(Codes.ILLEGAL_TOKEN);
  if (row.revokedReason === 'logout') throw new AppError(Codes.ILLEGAL_TOKEN);
  if (row.revokedReason || row.status !== Status.ENABLED) throw new AppError(Codes.SIGNED_IN_ELSEWHERE);
  const now = Date.now();
  const idleLimit = Date.parse(row.lastSeenAt) + config.sessionIdleMinutes * 60_000;
  if (now >= Date.parse(row.expiresAt) || now >= idleLimit) throw new AppError(Codes.TOKEN_EXPIRED);
  if (now - Date.parse(row.lastSeenAt) > TOUCH_AFTER_MS) {
    await db.updateTable('sysSession').set({ lastSeenAt: nowIso() }).where('sessionId', '=', row.sessionId).execute();
  }
  return { sessionId: row.sessionId, userId: row.userId, username: row.username, name: row.name };
}

export async function revokeSession(db: Db, sessionId: number, reason: RevokeReason): Promise<void> {
  await db
    .updateTable('sysSession')
    .set({ revokedAt: nowIso(), revokedReason: reason })
    .where('sessionId', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Ends every live session of a user, except `keepSessionId` (the caller's own, after a password change). */
export async function revokeUserSessions(db: Db, userId: number, reason: RevokeReason, keepSessionId?: number) {
  let query = db
    .updateTable('sysSession')
    .set({ revokedAt: nowIso(), revokedReason: reason })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (keepSessionId !== undefined) query = query.where('sessionId', '!=', keepSessionId);
  await query.execute();
}
