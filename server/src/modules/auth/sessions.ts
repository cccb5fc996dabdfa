import { hash, randomBytes } from 'node:crypto';
import { Codes, Status } from '@ews/contract';
import type { Config } from '../../config.ts';
import type { ChangeFeed, SessionChange } from '../../db/change-feed.ts';
import { nowIso, type Db } from '../../db/connection.ts';
import type { RevokeReason, Sessions, SignedInUser } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { loadScope } from '../scope/service.ts';
import { loadAccess } from './access.ts';

/** Only a token's SHA-256 is stored, so a copy of the database signs nobody in. */
export const hashToken = (token: string) => hash('sha256', token, 'hex');

interface CacheEntry {
  user: SignedInUser;
  /** When this copy must be checked against the database again. */
  freshUntil: number;
  sessionExpiresAt: number;
}

type SessionConfig = Pick<Config, 'sessionIdleMinutes' | 'sessionAbsoluteHours' | 'sessionCacheSeconds'>;

// Writing last_seen on every call would make each read a write; a minute's slack keeps idle expiry honest.
const TOUCH_AFTER_MS = 60_000;

/**
 * Sessions live in the database, so any instance can serve any token. Each instance keeps a
 * copy of a resolved session for a few seconds (SESSION_CACHE_SECONDS) because resolving one
 * costs more than the rest of a typical call. A revocation or an access change drops the copies
 * on every instance at once, through the change feed; the lifetime only bounds what an instance
 * may miss while its feed reconnects.
 */
export class SessionStore implements Sessions {
  /** By token: this process holds the tokens of the calls it serves anyway, and hashing one again was a twentieth of a cached call. */
  private readonly cache = new Map<string, CacheEntry>();

  constructor(
    private readonly db: Db,
    private readonly config: SessionConfig,
    private readonly changes: ChangeFeed,
  ) {
    changes.subscribe((change) => {
      if (change.topic === 'sessions') this.drop(change);
    });
  }

  async create(userId: number, client: { ip: string; userAgent: string }): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await this.db
      .insertInto('sysSession')
      .values({
        tokenHash: hashToken(token),
        userId,
        createdAt: now.toISOString(),
        lastSeenAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + this.config.sessionAbsoluteHours * 3_600_000).toISOString(),
        revokedAt: null,
        revokedReason: null,
        ip: client.ip,
        userAgent: client.userAgent.slice(0, 512),
      })
      .execute();
    return token;
  }

  /** The signed-in user of a token, or the code that tells the client why there is none (50008 unknown or logged out, 50012 revoked or disabled, 50014 expired). */
  async resolve(token: string): Promise<SignedInUser> {
    const cached = this.cache.get(token);
    const now = Date.now();
    if (cached && now < cached.freshUntil) {
      if (now >= cached.sessionExpiresAt) throw new AppError(Codes.TOKEN_EXPIRED);
      return cached.user;
    }
    this.cache.delete(token);
    const { user, sessionExpiresAt } = await this.load(hashToken(token), now);
    if (this.config.sessionCacheSeconds > 0) {
      this.cache.set(token, { user, sessionExpiresAt, freshUntil: now + this.config.sessionCacheSeconds * 1000 });
    }
    return user;
  }

  private async load(tokenHash: string, now: number): Promise<{ user: SignedInUser; sessionExpiresAt: number }> {
    const row = await this.db
      .selectFrom('sysSession as s')
      .innerJoin('sysUser as u', 'u.userId', 's.userId')
      .select(['s.sessionId', 's.userId', 's.lastSeenAt', 's.expiresAt', 's.revokedReason'])
      .select(['u.username', 'u.name', 'u.avatar', 'u.introduction', 'u.status'])
      .where('s.tokenHash', '=', tokenHash)
      .executeTakeFirst();
    if (!row || row.revokedReason === 'logout') throw new AppError(Codes.ILLEGAL_TOKEN);
    if (row.revokedReason || row.status !== Status.ENABLED) throw new AppError(Codes.SIGNED_IN_ELSEWHERE);
    const sessionExpiresAt = Date.parse(row.expiresAt);
    const idleLimit = Date.parse(row.lastSeenAt) + this.config.sessionIdleMinutes * 60_000;
    if (now >= sessionExpiresAt || now >= idleLimit) throw new AppError(Codes.TOKEN_EXPIRED);
    if (now - Date.parse(row.lastSeenAt) > TOUCH_AFTER_MS) {
      await this.db.updateTable('sysSession').set({ lastSeenAt: nowIso() }).where('sessionId', '=', row.sessionId).execute();
    }
    const { sessionId, userId, username, name, avatar, introduction } = row;
    const access = await loadAccess(this.db, userId);
    const scope = await loadScope(this.db, userId, username);
    return { user: { sessionId, userId, username, name, avatar, introduction, ...access, scope }, sessionExpiresAt };
  }

  async revoke(sessionId: number, reason: RevokeReason): Promise<void> {
    await this.db
      .updateTable('sysSession')
      .set({ revokedAt: nowIso(), revokedReason: reason })
      .where('sessionId', '=', sessionId)
      .where('revokedAt', 'is', null)
      .execute();
    await this.announce({ topic: 'sessions', sessionId });
  }

  /** Ends every live session of a user, except `keepSessionId` (the caller's own, after a password change). */
  async revokeUser(userId: number, reason: RevokeReason, keepSessionId?: number): Promise<void> {
    let query = this.db
      .updateTable('sysSession')
      .set({ revokedAt: nowIso(), revokedReason: reason })
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null);
    if (keepSessionId !== undefined) query = query.where('sessionId', '!=', keepSessionId);
    await query.execute();
    await this.announce({ topic: 'sessions', userId });
  }

  /** Drops cached copies after a change of roles, menus or profiles, so the next call reloads them. */
  async forgetAll(): Promise<void> {
    await this.announce({ topic: 'sessions' });
  }

  /** Drops the copies here at once, then tells the other instances (this one hears it again, harmlessly). */
  private async announce(change: SessionChange): Promise<void> {
    this.drop(change);
    await this.changes.publish(change);
  }

  /** Drops the cached copies a change names: one session, a user's, or with neither all of them. */
  private drop({ sessionId, userId }: SessionChange): void {
    const all = sessionId === undefined && userId === undefined;
    for (const [key, entry] of this.cache) if (all || entry.user.sessionId === sessionId || entry.user.userId === userId) this.cache.delete(key);
  }
}
