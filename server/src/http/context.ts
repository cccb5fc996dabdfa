import type { DataScope, Language, Permission } from '@ews/contract';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';

/*
 * The kernel imports no module: what it needs from one (sessions, the audit trail) it declares
 * here, and the app hands it the module's implementation (see app.ts).
 */

/** A live session with the account, profile and access it carries. */
export interface SignedInUser {
  sessionId: number;
  userId: number;
  username: string;
  name: string;
  avatar: string;
  introduction: string;
  roles: string[];
  permissions: string[];
  /** The records the user may see and change; every query of a scoped record applies it. */
  scope: DataScope;
}

export type RevokeReason = 'logout' | 'password-changed' | 'disabled';

/** The sessions calls resolve and end; the auth module's SessionStore provides them. */
export interface Sessions {
  /** The signed-in user of a token, or an AppError with the code that tells the client why there is none. */
  resolve(token: string): Promise<SignedInUser>;
  /** Opens a session and answers its token. */
  create(userId: number, client: { ip: string; userAgent: string }): Promise<string>;
  revoke(sessionId: number, reason: RevokeReason): Promise<void>;
  /** Ends every live session of a user, except `keepSessionId`. */
  revokeUser(userId: number, reason: RevokeReason, keepSessionId?: number): Promise<void>;
  /** Drops cached copies after a change of roles, menus or profiles, on every instance. */
  forgetAll(): Promise<void>;
}

/** One audit row: who, when, what entity, before and after. */
export interface AuditEntry {
  userId: number | null;
  username: string;
  action: string;
  entity: string;
  entityId?: string | number;
  before?: unknown;
  after?: unknown;
  ip: string;
  result?: 'ok' | 'failure';
}

/** Writes one audit row in `db` (the caller's transaction, if any); the audit module provides it. */
export type AuditSink = (db: Db, entry: AuditEntry) => Promise<void>;

/** What a handler gets besides its validated input. */
export interface RequestContext {
  db: Db;
  config: Config;
  sessions: Sessions;
  language: Language;
  ip: string;
  userAgent: string;
  /** Present on every endpoint whose access is not 'public'. */
  user: SignedInUser | undefined;
  /** The token the call came with, when it had one. */
  token: string | undefined;
  /** Writes an audit row as the caller; pass the transaction so the row commits with the change. */
  audit(entry: Omit<AuditEntry, 'userId' | 'username' | 'ip'> & Partial<Pick<AuditEntry, 'userId' | 'username'>>, db?: Db): Promise<void>;
  /** The uploaded file of an upload endpoint (40000 naming `file` when missing). */
  upload(): Promise<Uint8Array>;
  /** Refuses with 40300 unless the caller holds the permission (for calls that need a second one). */
  require(permission: Permission): void;
}

/** For handlers of signed-in endpoints: the user is there by construction. */
export function signedIn(ctx: RequestContext): SignedInUser {
  if (!ctx.user) throw new Error('signedIn() called on a public endpoint');
  return ctx.user;
}
