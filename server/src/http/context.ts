import type { Language, Permission } from '@ews/contract';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { AuditEntry } from '../modules/audit/queries.ts';
import type { SessionStore, SignedInUser } from '../modules/auth/sessions.ts';

export type { SignedInUser };

/** What a handler gets besides its validated input. */
export interface RequestContext {
  db: Db;
  config: Config;
  sessions: SessionStore;
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
